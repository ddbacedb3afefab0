#!/usr/bin/env python3
"""Build the static site into dist/, and serve it.

    python build.py            # build dist/
    python build.py serve      # build, then serve dist/ on http://localhost:8000
    python build.py serve --port 8080 --no-build

What the build does:
  1. `npm ci` when node_modules is missing or older than package-lock.json
     (Pyodide and PyScript come from there, never from a CDN);
  2. builds the `tigris` wheel (`pip wheel . --no-deps`);
  3. copies Pyodide's runtime, PyScript's dist, the wheel and the page's
     Python (web/) into dist/; packs the page's modules (as bytecode alone),
     the translations and the bytecode of everything imported at start-up
     (compiled by Pyodide under Node, docstrings left out) into each page's
     archive (web/game.zip, web/boards.zip); writes the PyScript configs (the
     wheel, then the archive), the web app manifest and icons (PNG drawn here with
     zlib, and an SVG);
  4. renders the board of a fresh game with tigris.svg into index.html, so
     the board is painted before Python has loaded;
  5. renders the pages with embedded boards (tutorial.html from
     web/tutorial/content/, and embed.html), each board's picture drawn
     here too, in the page or, further down the tutorial, as a file of its
     own in boards/ (see render_board_pages; `python build.py prerender
     page.html` does the same for an author's own page);
  6. writes the service worker with the list of every file in dist/ and a
     cache name derived from their contents.
"""

from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import http.server
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zipfile
import zlib
from pathlib import Path

from sitebuild import compress
from sitebuild import pyscript as pyscript_dist
from sitebuild import stdlib

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
NODE = ROOT / "node_modules"
STAMP = NODE / ".tigris-npm-ci.sha256"  # shared with .ci/run

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")  # and pyodide-lock.json: lock_file
# The page's modules (paths in web/), by the pages that import them: web/core/ is every page's, web/game/ the
# game page's, web/embed/ and the tutorial's lessons those of the pages with embedded boards (web/tutorial/content/
# only feeds the build). Each page's archive holds its own and the shared ones; the scripts PyScript runs (fetched
# as text) are shipped loose, as dist/web/<name> (the name pages load them by: an author's page names embed_main.py).
PAGE_SCRIPTS = {"main.py": "game/main.py", "embed_main.py": "embed/main.py"}


def _modules(*folders: str) -> tuple[str, ...]:
    return tuple(sorted(p.relative_to(WEB).as_posix() for f in folders for p in (WEB / f).rglob("*.py")
                        if p.relative_to(WEB).as_posix() not in PAGE_SCRIPTS.values()))


SHARED_MODULES = ("__init__.py",) + _modules("core")
GAME_MODULES = _modules("game")
BOARDS_MODULES = _modules("embed") + ("tutorial/__init__.py", "tutorial/lessons.py")
WEB_MODULES = SHARED_MODULES + GAME_MODULES + BOARDS_MODULES + tuple(PAGE_SCRIPTS.values())
# The PyScript configs: the game page's, and the one of the pages with embedded boards (tutorial.html,
# embed.html and an author's page, docs/embedding.md), each naming its own archive.
GAME_CONFIG, BOARDS_CONFIG = "game.json", "pyscript.json"
# English is in the archives (every catalogue falls back to it); the others are fetched when spoken.
DEFAULT_LANGUAGE = "en"
TRANSLATIONS = tuple(p.stem for p in sorted((WEB / "i18n").glob("*.json")))

UNUSED_PYSCRIPT = ("codemirror", "xterm")

# PyScript's interpreter: Pyodide, from a memory snapshot when this build made one (web/start.mjs).
LOADER = ("start.mjs", "snapshot.mjs", "snapshot-format.mjs")
INTERPRETER = "./web/start.mjs"
# The computer's worker (web/worker.mjs): the computer's decisions, the hint, the review and the analysis.
WORKER = "worker.mjs"
# What the snapshot imports: the standard library and PyScript's needs at start-up, and every module of the
# engine and the pages that touches no browser object at import (web/game/app.py and its parts, web/game/browser.py
# and web/embed/page.py do).
PAGE_SNAPSHOT_MODULES = [
    "web.core.i18n", "web.core.table",
    "web.game.session", "web.game.seats", "web.game.computer", "web.game.moves", "web.game.storage",
    "web.game.save_format", "web.game.query", "web.game.describe", "web.game.keyboard", "web.game.render",
    "web.game.indicator", "web.game.dialogs", "web.game.display", "web.game.menus", "web.game.markup", "web.game.commands",
    "web.game.page_state", "web.game.new_game", "web.game.sharing",
    "web.game.tabs", "web.game.notices", "web.game.variations", "web.game.analysis", "web.game.analysis_view",
    "web.tutorial.lessons", "web.embed.boards", "web.embed.exercises", "web.embed.live",
    "web.embed.language",
]
SNAPSHOT_MODULES = ["asyncio", "base64", "inspect", "json", "traceback", "random", "time", "zipfile", "tigris",
                    "tigris.svg", "tigris.record", "tigris.diagram", "tigris.ai"] + PAGE_SNAPSHOT_MODULES
_BUILD_LINE = re.compile(r'const BUILD = "[^"]*";')

# Every page's own script (web/page.js: high contrast before the first paint, forms never sent, the service
# worker), written into each page at build time: a script file in <head> held the first paint until the server
# answered for it (docs/startup.md). The policy allows exactly that text, by its hash.
PAGE_SCRIPT = (WEB / "page.js").read_text()
PAGE_SCRIPT_HASH = "'sha256-" + base64.b64encode(hashlib.sha256(PAGE_SCRIPT.encode()).digest()).decode() + "'"
# Every page's Content-Security-Policy (a <meta> in each page, so it holds on any static host). Scripts only from
# the site itself and the page script above (no other inline script, no eval): Pyodide needs 'wasm-unsafe-eval' to
# compile its WebAssembly, nothing more. Styles may be inline: each board's SVG carries its own <style> (it stands
# alone) and the pages inline their CSS to paint at once. 'frame-ancestors' cannot be set from a <meta>; embed.html
# is meant to be framed anyway.
CSP = (f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {PAGE_SCRIPT_HASH}; "
       "style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'")
# PyScript's core builds its worker hooks with Function() (eval), even on a page without workers; we run none,
# so that one call is cut out (checked by the build: a new PyScript must be looked at again).
PYSCRIPT_EVAL = ("const n=[...Eo(t)];if(n.length){", "const n=[...Eo(t)];if(!1){")

MIME = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".py": "text/x-python",
    ".css": "text/css",
    ".html": "text/html",
}

THEME = "#6b4a2b"
BACKGROUND = "#f4ead2"


def log(msg: str) -> None:
    print(f"build: {msg}", flush=True)


# ---------------------------------------------------------------------- inputs


def _installed_version(name: str) -> str | None:
    try:
        return json.loads((NODE / name / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return None


def ensure_node_modules() -> None:
    lock = ROOT / "package-lock.json"
    want = hashlib.sha256(lock.read_bytes()).hexdigest()
    ok = (NODE / "pyodide" / "pyodide.mjs").is_file() and (NODE / "@pyscript" / "core" / "dist" / "core.js").is_file()
    if ok and STAMP.is_file() and STAMP.read_text().strip() == want:
        return
    if ok and not STAMP.is_file():
        # Installed by hand: trust it when every package the lock file names at the top (the
        # e2e tests' axe-core too) is there in its locked version.
        locked = json.loads(lock.read_text())["packages"]
        top = {**locked[""].get("dependencies", {}), **locked[""].get("devDependencies", {})}
        same = all(_installed_version(name) == locked[f"node_modules/{name}"]["version"] for name in top)
        if same:
            STAMP.write_text(want + "\n")
            return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("build: npm is needed to install Pyodide and PyScript (apt-get install -y nodejs npm)")
    log("npm ci")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    STAMP.write_text(want + "\n")


def build_wheel(dest: Path) -> Path:
    cmd = [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--quiet", "-w", str(dest)]
    if importlib.util.find_spec("hatchling") is not None:
        cmd.insert(4, "--no-build-isolation")
    env = dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_ROOT_USER_ACTION="ignore")
    subprocess.run(cmd, check=True, env=env, cwd=ROOT)
    wheels = sorted(dest.glob("tigris-*.whl"))
    if len(wheels) != 1:
        sys.exit(f"build: expected one tigris wheel, found {wheels}")
    return wheels[0]


def lock_file(source: Path) -> str:
    """Pyodide's lock file without its packages: Pyodide reads it at every start, and it lists the 357 packages
    of Pyodide's distribution, which the site does not ship (no page loads a package: the configs name none, and
    there is no CDN to fetch one from): 22 kB of a first visit, brotli. Its ``info`` stays, which Pyodide checks."""
    lock = json.loads(source.read_text())
    return json.dumps({**lock, "packages": {}}, separators=(",", ":"))


def store_zip(source: Path, target: Path) -> None:
    """A copy of a zip archive (the wheel) with every entry stored, not deflated: the page writes a stored
    archive into Pyodide's files from JavaScript (web/start.mjs unpackStored), and a server's brotli shrinks
    it better than deflate did. The same entries in the same order, so the wheel's RECORD still holds."""
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as out:
        for info in src.infolist():
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.external_attr = info.external_attr
            out.writestr(copy, src.read(info), compress_type=zipfile.ZIP_STORED)


# ---------------------------------------------------------------------- bytecode

COMPILE_MJS = r"""
import { readFileSync, writeFileSync } from "node:fs";
const [pyodideDir, listPath, outPath, stdlibOut] = process.argv.slice(2);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
const job = JSON.parse(readFileSync(listPath, "utf8"));
py.globals.set("FILES", py.toPy(job.files));
py.globals.set("STARTUP", py.toPy(job.startup));
py.globals.set("KEPT", py.toPy(job.kept));
py.runPython(`
import ast, importlib, importlib.util, marshal, os, sys, zipfile

def without_docstrings(tree):
    # The docstrings of modules and functions, which nothing on the pages reads (python -OO drops them too,
    # and its asserts, which stay). A class keeps its own: dataclasses would otherwise make one at import.
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree

def pyc(source, filename):
    # An unchecked hash-based pyc (PEP 552), from the source's own lines (tracebacks name them), docstrings left out.
    code = compile(without_docstrings(ast.parse(source, filename)), filename, "exec", dont_inherit=True)
    return importlib.util.MAGIC_NUMBER + (1).to_bytes(4, "little") + importlib.util.source_hash(source) + marshal.dumps(code)

# 1. Our modules, as __pycache__ files to unpack next to their sources in /home/pyodide.
HOME = "/home/pyodide"
with zipfile.ZipFile("/tmp/pycache.zip", "w", zipfile.ZIP_DEFLATED) as z:
    for rel, text in FILES.items():
        src = os.path.join("/tmp/src", rel)
        os.makedirs(os.path.dirname(src), exist_ok=True)
        with open(src, "w") as f:
            f.write(text)
        cfile = importlib.util.cache_from_source(os.path.join(HOME, rel))
        z.writestr(os.path.relpath(cfile, HOME), pyc(text.encode(), os.path.join(HOME, rel)))

# 2. The standard library modules imported at start-up (by Pyodide, PyScript and the page), as .pyc
#    entries beside their sources in the stdlib zip: zipimport then skips compiling them.
sys.path.insert(0, "/tmp/src")
for name in STARTUP:
    try:
        importlib.import_module(name)
    except Exception as e:
        print("not imported:", name, e)
ZIP = "/lib/python314.zip"
used = set()
for m in list(sys.modules.values()):
    origin = getattr(getattr(m, "__spec__", None), "origin", None) or ""
    if origin.startswith(ZIP + "/") and origin.endswith(".py"):
        used.add(origin[len(ZIP) + 1:])
#    Stored, so the server's brotli can shrink it; a module compiled here ships as its .pyc alone.
KEEP = set(KEPT)
with zipfile.ZipFile(ZIP) as src, zipfile.ZipFile("/tmp/stdlib.zip", "w", zipfile.ZIP_STORED) as out:
    for info in src.infolist():
        if info.filename not in KEEP:
            continue
        data = src.read(info)
        info.compress_type = zipfile.ZIP_STORED
        if info.filename in used:
            info.filename = info.filename[:-3] + ".pyc"
            data = pyc(data, ZIP + "/" + info.filename[:-1])
        out.writestr(info, data)
print(len(used), "standard modules precompiled")
`);
writeFileSync(outPath, py.FS.readFile("/tmp/pycache.zip"));
writeFileSync(stdlibOut, py.FS.readFile("/tmp/stdlib.zip"));
"""

# Standard modules the page needs at start-up besides what Pyodide itself loads: PyScript's own
# Python side (pyscript/*.py), unpacking the wheel, and the page's modules (found by importing them).
STARTUP_MODULES = [
    "asyncio", "inspect", "base64", "html", "io", "json", "pathlib", "functools", "collections", "traceback",
    "random", "time", "dataclasses", "typing", "urllib.parse", "zipfile", "shutil", "tarfile", "string",
    "textwrap", "hashlib", "weakref", "contextlib", "copy", "enum", "re", "struct", "binascii", "math",
    "tigris", "tigris.svg", "tigris.record", "tigris.diagram", "tigris.ai", "tigris.catalog",
] + PAGE_SNAPSHOT_MODULES


def pyscript_sources() -> dict[str, str]:
    """PyScript's own Python package, as PyScript writes it into /home/pyodide at start-up."""
    text = (NODE / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js").read_text()
    try:
        tree = json.loads(text[text.index("export default") + len("export default"):].strip().rstrip(";"))
    except ValueError:
        return {}  # another layout in another PyScript version: it compiles them itself

    out: dict[str, str] = {}

    def walk(base: str, node: dict) -> None:
        for name, value in node.items():
            if isinstance(value, str):
                if name.endswith(".py"):
                    out[f"{base}{name}"] = value
            else:
                walk(f"{base}{name}/", value)

    walk("", tree)
    return out


def compile_bytecode(sources: dict[str, str], stdlib_out: Path) -> dict[str, bytes]:
    """Precompile with Pyodide's own Python (under Node), so the browser compiles nothing at start-up.

    Returns the __pycache__ files of ``sources`` (``{path: text}``, our
    modules), to ship beside them; the standard library's start-up modules
    get .pyc entries instead of their sources in a trimmed, stored copy of
    ``python_stdlib.zip`` (``stdlib_out``, see sitebuild/stdlib.py). Unchecked hash-based .pyc files (PEP 552) are valid
    because they are built from the very texts they ship with (or, for our modules, instead of them:
    ``archive_files``). The docstrings of modules and functions are left out (~140 kB brotli of a first
    visit, most of it the standard library's): nothing reads them in the browser, and the standard library
    works without them (``python -OO`` drops them too). Returns
    nothing (the site then works, only slower) when Node is missing.
    """
    node = shutil.which("node")
    if not node:
        log("node not found: shipping sources without bytecode")
        return {}
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "compile.mjs"
        script.write_text(COMPILE_MJS)
        listing = Path(tmp) / "job.json"
        with zipfile.ZipFile(NODE / "pyodide" / "python_stdlib.zip") as z:
            kept = [n for n in z.namelist() if stdlib.keep(n)]
        listing.write_text(json.dumps({"files": sources, "startup": STARTUP_MODULES, "kept": kept}))
        out = Path(tmp) / "pycache.zip"
        subprocess.run([node, str(script), str(NODE / "pyodide"), str(listing), str(out), str(stdlib_out)],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        with zipfile.ZipFile(out) as z:
            return {name: z.read(name) for name in z.namelist()}


def headlines() -> dict[str, dict[str, str]]:
    """What the page needs of every language before speaking it (web/core/i18n.py ``headline``)."""
    sys.path.insert(0, str(ROOT))
    from web.core import i18n

    return {lang: i18n.headline(lang) for lang in TRANSLATIONS}


def _source_of(name: str) -> str | None:
    """The source a __pycache__ file was compiled from (``web/game/__pycache__/app.cpython-314.pyc``: ``web/game/app.py``)."""
    head, _, tail = name.rpartition("/__pycache__/")
    return f"{head}/{tail.split('.', 1)[0]}.py" if head else None


def archive_files(page: dict[str, str], pycache: dict[str, bytes], modules: set[str]) -> dict[str, bytes]:
    """What a page's archive holds of Python: its own modules (``modules``, of ``page``) and the bytecode of the rest.

    A module of the page ships as its bytecode alone, where its source would be (``web/game/app.pyc``, which
    Python imports as a sourceless module): the source beside it was never read (~55 kB brotli of a first
    visit). Tracebacks still name the file, line and function (the bytecode is compiled from
    ``/home/pyodide/web/game/app.py``), only without the line's text. The engine's and PyScript's bytecode
    goes into ``__pycache__``, beside the sources the wheel and PyScript write. A module without bytecode
    (no Node at build time) ships as its source.
    """
    files: dict[str, bytes] = {}
    for name, data in pycache.items():
        source = _source_of(name)
        if source in modules:
            files[source + "c"] = data
        elif source is not None and not source.startswith("web/"):
            files[name] = data
    files |= {name: page[name].encode() for name in sorted(modules) if name + "c" not in files}
    return files


def write_bundle(path: Path, files: dict[str, bytes]) -> None:
    """The archive PyScript unpacks into Pyodide's home after the wheel (web/bundle.zip).

    Stored, not deflated: unpacking then only copies bytes (it measured ~25 ms
    quicker in the page than inflating, for ~0.9 MB more on a first visit).
    Sorted with fixed dates, so the same files give the same bytes.
    """
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as z:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_STORED
            z.writestr(info, files[name])


# ---------------------------------------------------------------------- icons


def png(width: int, height: int, pixel) -> bytes:
    """A PNG (RGBA, 8 bits) from ``pixel(x, y) -> (r, g, b, a)``."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + \
        chunk(b"IEND", b"")


def _rgb(hex_colour: str) -> tuple[int, int, int, int]:
    h = hex_colour.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 255)


def icon_pixel(size: int, maskable: bool = False):
    """The app icon: a stepped temple on clay, a gold treasure above it."""
    clay, red, gold, sand = _rgb(THEME), _rgb("#b23a2e"), _rgb("#f2c230"), _rgb("#ead9b0")
    steps = [(0.18, 0.82, 0.66, 0.80), (0.27, 0.73, 0.52, 0.66), (0.36, 0.64, 0.38, 0.52), (0.44, 0.56, 0.28, 0.38)]
    radius = 0.0 if maskable else 0.18

    def pixel(x: int, y: int):
        u, v = (x + 0.5) / size, (y + 0.5) / size
        # rounded square background
        cx = min(max(u, radius), 1 - radius)
        cy = min(max(v, radius), 1 - radius)
        if radius and (u - cx) ** 2 + (v - cy) ** 2 > radius ** 2:
            return (0, 0, 0, 0)
        if 0.12 <= u <= 0.88 and 0.80 <= v <= 0.86:
            return sand
        for x0, x1, y0, y1 in steps:
            if x0 <= u <= x1 and y0 <= v <= y1:
                return red
        if abs(u - 0.5) + abs(v - 0.17) <= 0.08:
            return gold
        return clay

    return pixel


ICON_SVG = f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" rx="18" fill="{THEME}"/>
<rect x="12" y="80" width="76" height="6" fill="#ead9b0"/>
<path fill="#b23a2e" d="M18 80V66h9V52h9V38h8V28h12v10h8v14h9v14h9v14z"/>
<path fill="#f2c230" d="M50 9l8 8-8 8-8-8z"/>
</svg>
"""


# ---------------------------------------------------------------------- the site


def preloads(config: str) -> str:
    """Start Pyodide's big downloads at once, in parallel with PyScript's own start-up.

    Plain fetch preloads only: a modulepreload of pyodide.asm.mjs would parse
    megabytes of JavaScript on the main thread before the static board is
    painted. Not the page's archive: on a first visit its arrival while the
    page is parsed delayed the paint (docs/startup.md).
    """
    fetches = [config, "pyodide/pyodide-lock.json", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"]
    links = [f'<link rel="preload" href="{f}" as="fetch" crossorigin>' for f in fetches]
    modules = [f'<link rel="modulepreload" href="{m}">' for m in ("web/snapshot-format.mjs", "pyodide/pyodide.mjs")]
    # PyScript's interpreter module, run at once: from a snapshot it starts Pyodide without waiting for PyScript.
    start = f'<script type="module" async src="{INTERPRETER}"></script>'
    return "\n".join(modules + links + [start])


def with_plugins_off(html: str) -> str:
    """The page with the ``<mpy-config>`` that keeps PyScript's plugins off its start (sitebuild/pyscript.py)."""
    assert html.count("</body>") == 1
    return html.replace("</body>", pyscript_dist.mpy_config(NODE / "@pyscript" / "core") + "\n</body>")


def render_index(styles: str, dist: Path) -> str:
    sys.path.insert(0, str(ROOT))
    import tigris
    import tigris.svg

    board = tigris.svg.board(tigris.Game.new(["archer", "bull"], seed=0), interactive=False)
    html = (ROOT / "index.html").read_text()
    for mark in ("/*STYLES*/", "<!--BOARD-->", "<!--PRELOAD-->"):
        assert html.count(mark) == 1, f"index.html must hold {mark} once"
    html = html.replace("/*STYLES*/", styles).replace("<!--BOARD-->", board)
    return with_plugins_off(html.replace("<!--PRELOAD-->", preloads(GAME_CONFIG)))


# ---------------------------------------------------------------------- pages with embedded boards


def render_board_pages(dist: Path) -> list[str]:
    """tutorial.html (every board of web/tutorial/content/ drawn in or as a picture file) and embed.html,
    web/boards.css; returns the pages and picture files written.

    The boards' markup and pictures come from web/embed/boards.py; web/embed/page.py
    brings them alive in the page, all with one interpreter. The page is
    written in English; its texts keep their keys (``data-i18n``), so
    web/embed/page.py says them again in the reader's language.
    """
    sys.path.insert(0, str(ROOT))
    from web.embed import boards
    from web.core import i18n
    from web.tutorial import content as tutorial_content
    from web.core.html import h, join

    css = (WEB / "boards.css").read_text()
    (dist / "web" / "boards.css").write_text(css)
    sections = tutorial_content.SECTIONS
    ids = [f"topic-{s.id}" for s in sections] + [b.id for s in sections for b in s.boards]
    assert len(ids) == len(set(ids)), "tutorial.html: element ids must be unique"
    before = i18n.current()
    i18n.use("en")
    try:
        toc, body = boards.tutorial_toc(sections), boards.tutorial_body(sections)
    finally:
        i18n.use(before)
    langs = join(h("option", {"value": code, "selected": code == "en"}, name) for code, name in i18n.languages())
    pre = preloads(BOARDS_CONFIG)
    # The boards' pictures share one copy of their style and pattern (tutorial_body leaves them out of each).
    tutorial = (WEB / "tutorial.html").read_text().replace("/*STYLES*/", css + boards.shared_style())
    tutorial = tutorial.replace("<!--PRELOAD-->", pre).replace("<!--TOC-->", toc)
    tutorial = tutorial.replace("<!--CONTENT-->", boards.shared_defs() + "\n" + body)
    tutorial = tutorial.replace("<!--LANGUAGES-->", langs)
    (dist / "tutorial.html").write_text(with_csp(with_page_script(with_plugins_off(tutorial))))
    pictures = boards.picture_files(sections)  # the pictures of the boards further down, as files of their own
    for path, picture in pictures.items():
        (dist / path).parent.mkdir(parents=True, exist_ok=True)
        (dist / path).write_text(picture)
    embed = (WEB / "embed.html").read_text().replace("/*STYLES*/", css).replace("<!--PRELOAD-->", pre)
    (dist / "embed.html").write_text(with_csp(with_page_script(with_plugins_off(embed))))
    return ["tutorial.html", "embed.html", *pictures]


_PAGE_SCRIPT_TAG = re.compile(r'<script src="web/page\.js"([^>]*)></script>')


def with_page_script(html: str) -> str:
    """One of our pages with web/page.js written in (its hash is in ``CSP``): nothing to fetch before the first paint."""
    assert "</script" not in PAGE_SCRIPT.lower()
    found = _PAGE_SCRIPT_TAG.subn(lambda m: f"<script{m.group(1)}>{PAGE_SCRIPT}</script>", html)
    assert found[1] == 1, "each page loads web/page.js once"
    return found[0]


def with_csp(html: str) -> str:
    """The page with the site's Content-Security-Policy first in its <head> (a page that has one keeps its own)."""
    if 'http-equiv="Content-Security-Policy"' in html:
        return html.replace("<!--CSP-->\n", "")
    meta = f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
    if "<!--CSP-->" in html:
        return html.replace("<!--CSP-->", meta, 1)
    at = re.search(r"<meta charset=[^>]*>\n?|<head[^>]*>\n?", html, re.I)
    if not at:
        raise ValueError("a page without <head>: where would its Content-Security-Policy go?")
    return html[:at.end()] + meta + "\n" + html[at.end():]


def without_eval(core_js: bytes) -> bytes:
    old, new = (x.encode() for x in PYSCRIPT_EVAL)
    assert core_js.count(old) == 1, "PyScript's core changed: find what it evals before the CSP lets it run"
    return core_js.replace(old, new)


def prerender_file(src: Path, out: Path | None = None, csp: bool = True) -> Path:
    """Draw every board of an author's page into it (``python build.py prerender page.html``),
    and give the page the site's Content-Security-Policy (unless ``csp=False``)."""
    sys.path.insert(0, str(ROOT))
    from web.embed import boards

    out = out or src
    html = boards.prerender(src.read_text())
    out.write_text(with_csp(html) if csp else html)
    return out


def manifest() -> dict:
    return {
        "name": "Tigris — Tigris & Euphrates",
        "short_name": "Tigris",
        "description": "Tigris & Euphrates in the browser, offline.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": BACKGROUND,
        "theme_color": THEME,
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {"src": "icons/maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
            {"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }


def site_files(dist: Path) -> list[str]:
    """Every file in dist/ as a URL relative to the site root (the service worker and the .br/.gz copies excluded)."""
    out = []
    for p in sorted(dist.rglob("*")):
        if p.is_file() and p.name != "sw.js" and not p.name.startswith(".") and not compress.is_compressed_copy(p.name):
            out.append(p.relative_to(dist).as_posix())
    return out


def precached(dist: Path) -> list[str]:
    """What the service worker precaches: every file of the site but PyScript's chunks no page of ours runs."""
    runs = set(pyscript_dist.chunks(dist / "pyscript")) if (dist / "pyscript" / "core.js").is_file() else set()
    return [f for f in site_files(dist) if not f.startswith("pyscript/") or f.split("/", 1)[1] in runs]


def write_loader(dist: Path, archives: list[str]) -> None:
    """web/start.mjs (PyScript's interpreter) and its snapshot worker; the build's name is written in later.
    And the computer's worker (web/worker.mjs), with what it unpacks: the wheel and the game page's archive."""
    for name in LOADER:
        text = (WEB / name).read_text()
        if name == "start.mjs":
            text = text.replace("__SNAPSHOT__", json.dumps({"files": archives, "modules": SNAPSHOT_MODULES}))
        (dist / "web" / name).write_text(text)
    worker = (WEB / WORKER).read_text()
    assert worker.count("__FILES__") == 1
    (dist / "web" / WORKER).write_text(worker.replace("__FILES__", json.dumps(archives[:2])))


def write_service_worker(dist: Path) -> list[str]:
    """sw.js, with the precache list and a cache name from the contents; web/start.mjs gets the same name
    (its snapshot is kept in that cache, so it goes with the build)."""
    files = precached(dist)
    assert len(files) == len(set(files)), "duplicate URLs in the precache list"
    start = dist / "web" / "start.mjs"
    digest = hashlib.sha256()
    for name in site_files(dist):
        data = (dist / name).read_bytes()
        if dist / name == start:
            data = _BUILD_LINE.sub('const BUILD = "";', data.decode()).encode()
        digest.update(name.encode() + b"\0" + data)
    cache = "tigris-" + digest.hexdigest()[:16]
    sw = (WEB / "sw.js").read_text()
    sw = sw.replace("__CACHE__", cache).replace("__FILES__", json.dumps(files, indent=0))
    (dist / "sw.js").write_text(sw)
    if start.is_file():
        start.write_text(_BUILD_LINE.sub(f'const BUILD = "{cache}";', start.read_text()))
    return files


def build(dist: Path = DIST, quiet: bool = False) -> Path:
    """Build the whole site into ``dist`` and return it."""
    ensure_node_modules()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        wheel = build_wheel(Path(tmp))
        (dist / "wheels").mkdir()
        store_zip(wheel, dist / "wheels" / wheel.name)
        with zipfile.ZipFile(wheel) as z:  # the engine as packaged, for its bytecode
            engine = {n: z.read(n).decode() for n in z.namelist() if n.endswith(".py")}
    if not quiet:
        log(f"wheel {wheel.name}")

    (dist / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(NODE / "pyodide" / name, dist / "pyodide" / name)
    (dist / "pyodide" / "pyodide-lock.json").write_text(lock_file(NODE / "pyodide" / "pyodide-lock.json"))
    core = NODE / "@pyscript" / "core" / "dist"
    (dist / "pyscript").mkdir()
    for p in sorted(core.iterdir()):
        # Not shipped: source maps, and the editor's and terminal's libraries (CodeMirror, xterm),
        # which PyScript imports only for <script type="py-editor"> and terminals, never used here.
        # Shipped but not precached: the plugins, which only an author's page without <mpy-config> loads.
        if p.is_file() and not p.name.endswith(".map") and not p.name.startswith(UNUSED_PYSCRIPT):
            text = p.read_bytes()
            if p.suffix == ".js":  # the maps are not shipped: drop the comments that name them
                text = b"\n".join(ln for ln in text.split(b"\n") if not ln.startswith(b"//# sourceMappingURL="))
            if p.name.startswith("core-") and p.suffix == ".js":  # no eval (the CSP); no IndexedDB needed
                text = pyscript_dist.storage_proof(without_eval(text).decode()).encode()
            (dist / "pyscript" / p.name).write_bytes(text)

    (dist / "web" / "i18n").mkdir(parents=True)
    for name, source in PAGE_SCRIPTS.items():
        shutil.copy2(WEB / source, dist / "web" / name)
    for lang in TRANSLATIONS:
        if lang != DEFAULT_LANGUAGE:
            shutil.copy2(WEB / "i18n" / f"{lang}.json", dist / "web" / "i18n" / f"{lang}.json")
    styles = (WEB / "styles.css").read_text()
    (dist / "web" / "styles.css").write_text(styles)

    # PyScript installs the engine from its wheel, then unpacks the page's archive over it: the page's modules
    # (their bytecode), English, and the bytecode of everything imported at start-up (the engine's included).
    page = {f"web/{m}": (WEB / m).read_text() for m in SHARED_MODULES + GAME_MODULES + BOARDS_MODULES}
    # PyScript's own package gets its __pycache__ too: used when our files are unpacked before it is imported.
    pycache = compile_bytecode(engine | page | pyscript_sources(), dist / "pyodide" / "python_stdlib.zip")
    english = {f"web/i18n/{DEFAULT_LANGUAGE}.json": (WEB / "i18n" / f"{DEFAULT_LANGUAGE}.json").read_bytes(),
               "web/i18n/headlines.json": json.dumps(headlines(), ensure_ascii=False).encode()}
    plugins = pyscript_dist.plugins_off(NODE / "@pyscript" / "core")
    for config, archive, modules in ((GAME_CONFIG, "game.zip", GAME_MODULES),
                                     (BOARDS_CONFIG, "boards.zip", BOARDS_MODULES)):
        files = archive_files(page, pycache, {f"web/{m}" for m in SHARED_MODULES + modules}) | english
        write_bundle(dist / "web" / archive, files)
        settings = {"interpreter": INTERPRETER, "plugins": plugins,
                    "files": {f"./wheels/{wheel.name}": "./*", f"./web/{archive}": "./*"}}
        (dist / config).write_text(json.dumps(settings, indent=1))
    write_loader(dist, [f"wheels/{wheel.name}", "web/game.zip", "web/boards.zip"])

    (dist / "icons").mkdir()
    (dist / "icons" / "icon.svg").write_text(ICON_SVG)
    for size in (192, 512):
        (dist / "icons" / f"icon-{size}.png").write_bytes(png(size, size, icon_pixel(size)))
    (dist / "icons" / "maskable-512.png").write_bytes(png(512, 512, icon_pixel(512, maskable=True)))
    (dist / "manifest.webmanifest").write_text(json.dumps(manifest(), indent=1))

    (dist / "index.html").write_text(with_csp(with_page_script(render_index(styles, dist))))
    render_board_pages(dist)
    files = write_service_worker(dist)
    compressed = compress.compress(dist, site_files(dist))
    if not quiet:
        total = sum((dist / f).stat().st_size for f in files)
        log(f"{len(files)} files, {total / 1e6:.1f} MB precached, in {dist}; {len(compressed)} .br/.gz copies")
    return dist


# ---------------------------------------------------------------------- serving


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def log_message(self, format: str, *args) -> None:  # quiet unless asked
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)

    def end_headers(self) -> None:
        # Revalidate everything: the service worker is the cache that matters.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        """A file's .br or .gz copy (sitebuild/compress.py) when the request accepts it, with its encoding."""
        path = Path(self.translate_path(self.path))
        copy = compress.pick(path, self.headers.get("Accept-Encoding", "")) if path.is_file() else None
        if copy is None:
            return super().send_head()
        body, encoding = copy
        f = open(body, "rb")
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(body.stat().st_size))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return f


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)  # a browser closing a connection is no error


def make_server(dist: Path = DIST, port: int = 8000, host: str = "127.0.0.1", verbose: bool = False):
    handler = functools.partial(Handler, directory=str(dist))
    server = Server((host, port), handler)
    server.verbose = verbose
    server.daemon_threads = True
    return server


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Build the Tigris site into dist/ and optionally serve it.")
    ap.add_argument("command", nargs="?", choices=["build", "serve", "prerender"], default="build")
    ap.add_argument("pages", nargs="*", type=Path, help="prerender: the HTML pages whose boards to draw in")
    ap.add_argument("-o", "--output", type=Path, help="prerender: write here instead of in place (one page)")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--host", default="localhost")
    ap.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    ap.add_argument("--dist", type=Path, default=DIST)
    ap.add_argument("--no-csp", action="store_true", help="prerender: leave the page's Content-Security-Policy alone")
    args = ap.parse_args(argv)
    if args.command == "prerender":
        if not args.pages or (args.output and len(args.pages) != 1):
            ap.error("prerender takes one or more pages (and -o only with one)")
        for page in args.pages:
            log(f"boards drawn into {prerender_file(page, args.output, csp=not args.no_csp)}")
        return
    if not (args.command == "serve" and args.no_build):
        build(args.dist)
    if args.command == "serve":
        server = make_server(args.dist, args.port, args.host, verbose=True)
        print(f"Serving {args.dist} on http://localhost:{args.port}/  (Ctrl-C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
