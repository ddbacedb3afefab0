"""build.py: the site in dist/ is complete, references no other origin, and is served with the right types."""

from __future__ import annotations

import json
import re
import struct
import threading
import urllib.request
from pathlib import Path

import pytest

import build

ROOT = Path(__file__).resolve().parents[2]

# The only absolute URL allowed in our files: the SVG namespace (an identifier, never requested).
NAMESPACES = {"http://www.w3.org/2000/svg"}
pytestmark = pytest.mark.slow  # builds the whole site once (about 15 s)
URL = re.compile(r"""(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}[^\s"'<>)]*""", re.I)


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    if not (build.NODE / "pyodide" / "pyodide.mjs").is_file():
        pytest.fail("node_modules is missing: run `npm ci` (or `bash .ci/run`)")
    return build.build(tmp_path_factory.mktemp("site") / "dist", quiet=True)


def our_files(dist: Path) -> list[Path]:
    """What the page itself loads and references (not PyScript's or Pyodide's own code)."""
    files = [dist / "index.html", dist / "sw.js", dist / "manifest.webmanifest", dist / "pyscript.json"]
    files += sorted(p for p in (dist / "web").iterdir() if p.suffix != ".zip")  # the zip holds these .py
    files += sorted((dist / "icons").glob("*.svg"))
    return files


def test_nothing_of_ours_references_another_origin(dist):
    for f in our_files(dist):
        text = f.read_text()
        found = {u.rstrip(".,;") for u in URL.findall(text)} - NAMESPACES
        assert not found, f"{f.name} references another origin: {sorted(found)}"
    html = (dist / "index.html").read_text()
    for attr in re.findall(r"""(?:src|href)=["']([^"']+)""", html):
        assert not re.match(r"^(?:[a-z]+:)?//", attr, re.I), f"index.html loads {attr}"
    assert "fonts.googleapis" not in html and "cdn" not in html.lower()


def test_pyscript_config_is_local(dist):
    config = json.loads((dist / "pyscript.json").read_text())
    assert config["interpreter"] == "./pyodide/pyodide.mjs"
    assert "packages" not in config  # micropip is not shipped: packages would need the network
    for src in config["files"]:
        assert (dist / src).is_file(), src
    import zipfile

    shipped = set()
    for src in config["files"]:
        shipped |= set(zipfile.ZipFile(dist / src).namelist())
    for m in build.WEB_MODULES:
        assert f"web/{m}" in shipped, m
    assert any(src.endswith(".whl") for src in config["files"])  # the engine comes as its wheel
    # web/i18n.py reads its translations beside itself, where the archive is unpacked.
    assert "web/i18n.py" in shipped
    for lang in ("en", "de", "fi"):
        assert f"web/i18n/{lang}.json" in shipped, lang


def test_index_carries_the_static_board(dist):
    html = (dist / "index.html").read_text()
    assert html.count("data-cell=") == 176
    assert 'data-tigris="loading"' in html and 'id="loading"' in html
    assert '<script type="py" src="./web/main.py" config="./pyscript.json">' in html
    assert "/*STYLES*/" not in html and "<!--BOARD-->" not in html and "<!--PRELOAD-->" not in html
    board = html.index('id="board"')
    assert html.index("<svg", board) < html.index("</main>")


def test_site_has_everything_and_the_service_worker_lists_it(dist):
    for name in ("index.html", "sw.js", "manifest.webmanifest", "pyscript.json", "pyodide/pyodide.mjs",
                 "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyscript/core.js", "web/main.py",
                 "web/session.py", "web/bundle.zip", "icons/icon-192.png"):
        assert (dist / name).is_file(), name
    assert list((dist / "wheels").glob("tigris-*.whl"))
    assert not list(dist.rglob("*.map"))
    sw = (dist / "sw.js").read_text()
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    assert len(listed) == len(set(listed)), "duplicates make Cache.addAll fail"
    actual = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file() and p.name != "sw.js")
    assert sorted(listed) == actual
    assert re.search(r'const CACHE = "tigris-[0-9a-f]{16}"', sw)


def test_cache_name_follows_the_content(tmp_path):
    (tmp_path / "a.txt").write_text("one")
    build.write_service_worker(tmp_path)
    first = (tmp_path / "sw.js").read_text()
    build.write_service_worker(tmp_path)
    assert (tmp_path / "sw.js").read_text() == first
    (tmp_path / "a.txt").write_text("two")
    build.write_service_worker(tmp_path)
    assert (tmp_path / "sw.js").read_text() != first


def test_manifest_and_png_icons(dist):
    m = json.loads((dist / "manifest.webmanifest").read_text())
    assert m["start_url"] == "./" and m["display"] == "standalone"
    for icon in m["icons"]:
        data = (dist / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            w, h = struct.unpack(">II", data[16:24])
            assert icon["sizes"] == f"{w}x{h}"


def test_served_with_the_right_types(dist):
    server = build.make_server(dist, 0, "127.0.0.1")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        for path, mime in (("pyodide/pyodide.asm.wasm", "application/wasm"), ("pyodide/pyodide.mjs", "text/javascript"),
                           ("index.html", "text/html"), ("manifest.webmanifest", "application/manifest+json"),
                           ("sw.js", "text/javascript")):
            with urllib.request.urlopen(base + path) as r:
                assert r.headers["Content-Type"].split(";")[0] == mime, path
    finally:
        server.shutdown()


def test_bytecode_is_precompiled_for_start_up(dist):
    import zipfile

    original = zipfile.ZipFile(build.NODE / "pyodide" / "python_stdlib.zip").namelist()
    ours = zipfile.ZipFile(dist / "pyodide" / "python_stdlib.zip").namelist()
    assert set(original) <= set(ours)  # every source kept
    compiled = {n for n in ours if n.endswith(".pyc")}
    assert {"asyncio/__init__.pyc", "json/__init__.pyc", "dataclasses.pyc", "inspect.pyc"} <= compiled
    assert all(n[:-1] in original for n in compiled)  # each beside its source
    archive = zipfile.ZipFile(dist / "web" / "bundle.zip")
    bundle = archive.namelist()
    assert all(info.compress_type == zipfile.ZIP_STORED for info in archive.infolist())  # unpacked by copying
    assert "tigris/__pycache__/game.cpython-314.pyc" in bundle and "tigris/game.py" not in bundle  # that's the wheel's
    assert "web/__pycache__/main.cpython-314.pyc" in bundle
    assert "web/__pycache__/session.cpython-314.pyc" in bundle and "web/session.py" in bundle
    config = json.loads((dist / "pyscript.json").read_text())
    assert config["files"]["./web/bundle.zip"] == "./*"
