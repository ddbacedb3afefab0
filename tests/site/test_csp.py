"""Every page runs under a strict Content-Security-Policy (build.py CSP): no inline script but the page's own
(allowed by its hash), no eval, no plugins.

The policy is a <meta> first in each page's <head>, so it holds on any static
host; e2e/conftest.py fails a browser test on any violation it reports.
"""

from __future__ import annotations

import base64
import hashlib
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow  # builds the whole site once

PAGES = ("index.html", "tutorial.html", "embed.html")
DATA_SCRIPTS = ("text/plain", "application/json")


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    if not (build.NODE / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("node_modules is missing: run `npm ci` (or `bash .ci/run`)")
    return build.build(tmp_path_factory.mktemp("site") / "dist", quiet=True)


class Head(HTMLParser):
    """The elements of a page in order, with their attributes, and the text inside each <script>."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.scripts: list[tuple[dict[str, str | None], str]] = []
        self._in_script: dict[str, str | None] | None = None

    def handle_starttag(self, tag, attrs) -> None:
        self.elements.append((tag, dict(attrs)))
        if tag == "script":
            self._in_script = dict(attrs)
            self.scripts.append((self._in_script, ""))

    def handle_data(self, data) -> None:
        if self._in_script is not None:
            attrs, text = self.scripts[-1]
            self.scripts[-1] = (attrs, text + data)

    def handle_endtag(self, tag) -> None:
        if tag == "script":
            self._in_script = None


def policy(text: str) -> dict[str, list[str]]:
    out = {}
    for part in text.split(";"):
        words = part.split()
        if words:
            out[words[0]] = words[1:]
    return out


def sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_the_policy_allows_only_our_own_scripts():
    p = policy(build.CSP)
    assert p["default-src"] == ["'self'"]
    # no 'unsafe-inline', no 'unsafe-eval': the one inline script is web/page.js, allowed by its hash
    assert p["script-src"] == ["'self'", "'wasm-unsafe-eval'", sha256((ROOT / "web" / "page.js").read_text())]
    assert p["object-src"] == ["'none'"] and p["base-uri"] == ["'none'"] and p["form-action"] == ["'none'"]


@pytest.mark.parametrize("name", PAGES)
def test_every_page_carries_the_policy_before_anything_it_loads(dist, name):
    page = Head()
    page.feed((dist / name).read_text())
    tags = [tag for tag, _ in page.elements]
    metas = [(i, a) for i, (tag, a) in enumerate(page.elements)
             if tag == "meta" and (a.get("http-equiv") or "").lower() == "content-security-policy"]
    assert len(metas) == 1, name
    at, meta = metas[0]
    assert meta["content"] == build.CSP
    assert not {"script", "link", "style"} & set(tags[:at]), f"{name}: something loads before the policy"


@pytest.mark.parametrize("name", PAGES)
def test_no_page_has_inline_script_or_handlers_but_its_own_page_script(dist, name):
    html = (dist / name).read_text()
    page = Head()
    page.feed(html)
    allowed = policy(build.CSP)["script-src"]
    inline = []
    for attrs, text in page.scripts:
        if attrs.get("type") in DATA_SCRIPTS:
            continue  # data for the boards, never run
        if not attrs.get("src"):
            assert sha256(text) in allowed, f"{name}: an inline script the policy refuses {attrs} {text[:80]!r}"
            inline.append(text)
        else:
            assert not text.strip(), f"{name}: a script with both a file and text {attrs}"
    assert inline == [(ROOT / "web" / "page.js").read_text()], f"{name}: the page script, written in once"
    for tag, attrs in page.elements:
        handlers = [a for a in attrs if a.startswith("on")]
        assert not handlers, f"{name}: <{tag}> has {handlers}"
        for a in ("href", "src", "action"):
            assert not (attrs.get(a) or "").lower().startswith("javascript:"), (tag, attrs)


def test_pyscript_runs_without_eval(dist):
    """PyScript's core would build its worker hooks with Function() (blocked by the policy); the build cuts it out."""
    core = next((dist / "pyscript").glob("core-*.js")).read_text()
    old, new = build.PYSCRIPT_EVAL
    assert old not in core and core.count(new) == 1


def test_the_page_script_is_in_each_page_before_its_styles_and_not_fetched(dist):
    """It runs before the first paint (high contrast) without waiting for the server: nothing to fetch."""
    for name in PAGES:
        head = (dist / name).read_text().split("</head>")[0]
        assert head.index(build.PAGE_SCRIPT) < head.index("<style>") and "web/page.js\"" not in head, name  # no <script src="web/page.js">
    assert not (dist / "web" / "page.js").exists()
    assert '"web/page.js"' not in (dist / "sw.js").read_text()


def test_prerender_gives_an_authors_page_the_policy(tmp_path):
    page = tmp_path / "mine.html"
    page.write_text('<!doctype html>\n<html><head>\n<meta charset="utf-8">\n<title>mine</title></head><body>\n'
                    '<div class="tigris-board"><script type="text/plain" class="tigris-diagram">\n'
                    "players: archer bull\nturn: archer 1\nboard: blank\narcher: hand r r b k g g\n"
                    "bull:   hand r b b k k g\n    a  b  c\n 1  r* Ak .\n</script></div></body></html>\n")
    build.prerender_file(page)
    once = page.read_text()
    assert once.count(build.CSP) == 1 and once.index(build.CSP) < once.index("<title>")
    assert once.count("<svg") == 1
    build.prerender_file(page)
    assert page.read_text() == once  # idempotent
    plain = tmp_path / "plain.html"
    plain.write_text(page.read_text().replace(build.CSP, "x"))
    build.prerender_file(plain, csp=False)
    assert build.CSP not in plain.read_text()
