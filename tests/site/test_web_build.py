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
    files = [dist / "index.html", dist / "sw.js", dist / "manifest.webmanifest", dist / "pyscript.json", dist / "game.json"]
    files += sorted(p for p in (dist / "web").rglob("*")
                    if p.is_file() and p.suffix not in (".zip", ".br", ".gz"))  # the zips hold these .py
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


def _pyc(module: str) -> str:
    """The bytecode of ``web/<module>`` in an archive, where its source would be (``game/session.py``: ``web/game/session.pyc``)."""
    return f"web/{module}c"


def test_pyscript_configs_are_local_and_each_page_gets_its_own_modules(dist):
    import zipfile

    shipped = {}
    for name, own, other in ((build.GAME_CONFIG, build.GAME_MODULES, build.BOARDS_MODULES),
                             (build.BOARDS_CONFIG, build.BOARDS_MODULES, build.GAME_MODULES)):
        config = json.loads((dist / name).read_text())
        assert config["interpreter"] == "./web/start.mjs"  # Pyodide, from a snapshot when there is one
        assert "packages" not in config  # micropip is not shipped: packages would need the network
        for src in config["files"]:
            assert (dist / src).is_file(), src
        assert any(src.endswith(".whl") for src in config["files"])  # the engine comes as its wheel
        names = set()
        for src in config["files"]:
            names |= set(zipfile.ZipFile(dist / src).namelist())
        for m in build.SHARED_MODULES + own:
            assert _pyc(m) in names and f"web/{m}" not in names, (name, m)
        for m in other:  # the tutorial's code is not in the game's archive, nor the game's in the tutorial's
            assert not any(n.startswith(f"web/{m[:-3]}.") for n in names), (name, m)
        shipped[name] = names
    # tigris.catalog reads English beside web/, where the archive is unpacked, where the archive is unpacked; the others are fetched when spoken.
    for names in shipped.values():
        assert {"web/i18n/en.json", "web/i18n/headlines.json"} <= names
        assert not {"web/i18n/de.json", "web/i18n/fi.json"} & names
    assert (dist / "web" / "i18n" / "de.json").is_file() and (dist / "web" / "i18n" / "fi.json").is_file()
    # What the page shows of a language before speaking it (the switch, the prefilled names) is in the archive.
    headlines = json.loads(zipfile.ZipFile(dist / "web" / "game.zip").read("web/i18n/headlines.json"))
    for lang in ("en", "de", "fi"):
        catalogue = json.loads((ROOT / "web" / "i18n" / f"{lang}.json").read_text())
        assert headlines[lang]["meta.language"] == catalogue["meta.language"]
        assert headlines[lang]["name.dynasty.archer"] == catalogue["name.dynasty.archer"]
    # The scripts PyScript fetches are there; the modules imported from the archives are not shipped loose.
    assert sorted(p.name for p in (dist / "web").glob("*.py")) == sorted(build.PAGE_SCRIPTS)


def test_pyscript_plugins_are_off_and_only_the_chunks_the_pages_run_are_shipped(dist):
    plugins = [f"!{name}" for name in ("codemirror", "deprecations-manager", "donkey", "error", "py-editor",
                                       "py-game", "py-terminal")]
    for name in (build.GAME_CONFIG, build.BOARDS_CONFIG):
        assert json.loads((dist / name).read_text())["plugins"] == plugins
    for page in ("index.html", "tutorial.html", "embed.html"):
        html = (dist / page).read_text()
        # MicroPython's type has no other config on the page: without this it would load every plugin.
        config = re.search(r"<mpy-config hidden>(.*?)</mpy-config>", html)
        assert config and json.loads(config.group(1))["plugins"] == plugins, page
        assert html.index("<mpy-config") > html.index("<body")
    # Precached: only what the pages run. The plugins are shipped for an author's page without <mpy-config>.
    sw = (dist / "sw.js").read_text()
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    runs = sorted(f.split("/")[1] for f in listed if f.startswith("pyscript/"))
    assert len(runs) == 3 and runs[0].startswith("core-") and runs[1] == "core.js" and runs[2].startswith("error-")
    assert (dist / "pyscript" / "core.js").is_file() and list((dist / "pyscript").glob("py-editor-*.js"))


def test_index_carries_the_static_board(dist):
    html = (dist / "index.html").read_text()
    assert html.count("data-cell=") == 176
    assert 'data-tigris="loading"' in html and 'id="loading"' in html
    assert '<script type="py" src="./web/main.py" config="./game.json">' in html
    assert "/*STYLES*/" not in html and "<!--BOARD-->" not in html and "<!--PRELOAD-->" not in html
    board = html.index('id="board"')
    assert html.index("<svg", board) < html.index("</main>")


def test_site_has_everything_and_the_service_worker_lists_it(dist):
    for name in ("index.html", "sw.js", "manifest.webmanifest", "pyscript.json", "pyodide/pyodide.mjs",
                 "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyscript/core.js", "web/main.py",
                 "game.json", "web/game.zip", "web/boards.zip", "icons/icon-192.png"):
        assert (dist / name).is_file(), name
    assert list((dist / "wheels").glob("tigris-*.whl"))
    assert not list(dist.rglob("*.map"))
    sw = (dist / "sw.js").read_text()
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    assert len(listed) == len(set(listed)), "duplicates make Cache.addAll fail"
    actual = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*")
                    if p.is_file() and p.name != "sw.js" and p.suffix not in (".br", ".gz"))
    assert sorted(listed) == sorted(build.precached(dist)) and set(listed) < set(actual)
    assert {f for f in actual if not f.startswith("pyscript/")} <= set(listed)
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
    archive = zipfile.ZipFile(dist / "pyodide" / "python_stdlib.zip")
    ours = archive.namelist()
    # Stored, so a server's brotli or gzip can shrink it on the wire.
    assert all(info.compress_type == zipfile.ZIP_STORED for info in archive.infolist())
    compiled = {n for n in ours if n.endswith(".pyc")}
    assert {"asyncio/__init__.pyc", "json/__init__.pyc", "dataclasses.pyc", "inspect.pyc"} <= compiled
    assert all(n[:-1] in original for n in compiled)  # each in place of its source
    assert not {n[:-1] for n in compiled} & set(ours)
    assert {n[:-1] if n.endswith(".pyc") else n for n in ours} < set(original)
    # Trimmed: what no page imports is gone, what the pages might import lazily is kept.
    assert not any(n.startswith(("unittest/", "xml/", "_pyrepl/", "pydoc_data/", "email/", "encodings/cp1252"))
                   for n in ours)
    for kept in ("urllib/parse", "ipaddress", "zipfile/__init__", "tarfile", "argparse", "encodings/utf_8",
                 "encodings/cp437", "random", "asyncio/tasks", "concurrent/futures/__init__"):
        assert f"{kept}.py" in ours or f"{kept}.pyc" in ours, kept
    archive = zipfile.ZipFile(dist / "web" / "game.zip")
    bundle = archive.namelist()
    assert all(info.compress_type == zipfile.ZIP_STORED for info in archive.infolist())  # unpacked by copying
    assert "tigris/__pycache__/game.cpython-314.pyc" in bundle and "tigris/game.py" not in bundle  # that's the wheel's
    assert "web/game/session.pyc" in bundle and "web/game/session.py" not in bundle  # bytecode alone (below)
    # Without the docstrings of modules and functions (nothing in the browser reads them); a class keeps its own.
    engine = archive.read("tigris/__pycache__/game.cpython-314.pyc")
    assert b"one mutable object driven only through" not in engine  # the module's docstring
    assert b"Every legal action for ``to_move``, decisions included." not in engine  # Game.legal_actions's
    assert b"A game of Tigris & Euphrates." in engine  # the class's
    config = json.loads((dist / build.GAME_CONFIG).read_text())
    assert config["files"]["./web/game.zip"] == "./*"


def test_start_module_names_its_build_and_what_the_snapshot_holds(dist):
    start = (dist / "web" / "start.mjs").read_text()
    sw = (dist / "sw.js").read_text()
    cache = re.search(r'const CACHE = "(tigris-[0-9a-f]{16})"', sw).group(1)
    assert f'const BUILD = "{cache}";' in start  # the snapshot lives and dies with the build's cache
    spec = json.loads(re.search(r"const SPEC = (\{.*?\});", start).group(1))
    for f in spec["files"]:
        assert (dist / f).is_file(), f
    assert {"tigris", "web.game.render", "web.embed.boards"} <= set(spec["modules"])
    assert not {"web.game.app", "web.embed.page", "web.game.main"} & set(spec["modules"])  # they touch the page when imported
    assert 'from "../pyodide/pyodide.mjs"' in start and (dist / "web" / "snapshot.mjs").is_file()


def test_the_computers_worker_unpacks_the_wheel_and_the_game_archive_and_is_precached(dist):
    worker = (dist / "web" / "worker.mjs").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", worker).group(1))
    assert [f.split("/")[0] for f in files] == ["wheels", "web"] and files[1] == "web/game.zip"
    for f in files:
        assert (dist / f).is_file(), f
    assert 'from "../pyodide/pyodide.mjs"' in worker and 'pyimport("web.game.worker_jobs")' in worker
    assert "localStorage" not in worker  # storage may be missing or throw: the worker never needs it
    sw = (dist / "sw.js").read_text()
    precached = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    assert "web/worker.mjs" in precached and "web/game.zip" in precached  # offline, the computer still thinks


def test_big_files_are_shipped_compressed_and_served_by_accept_encoding(dist):
    import gzip

    for name in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide.asm.mjs", "web/game.zip",
                 "index.html"):
        raw = (dist / name).stat().st_size
        assert (dist / f"{name}.gz").stat().st_size < raw * 0.9, name
        assert (dist / f"{name}.br").stat().st_size < (dist / f"{name}.gz").stat().st_size, name
    assert gzip.decompress((dist / "web/game.zip.gz").read_bytes()) == (dist / "web/game.zip").read_bytes()
    wheel = next((dist / "wheels").glob("tigris-*.whl"))  # stored (see below), so the server compresses it
    assert (dist / "wheels" / f"{wheel.name}.br").stat().st_size < wheel.stat().st_size * 0.5
    sw = (dist / "sw.js").read_text()
    assert ".br" not in sw and ".gz" not in sw  # the browser decodes; the cache keeps one copy of each file

    server = build.make_server(dist, 0, "127.0.0.1")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        for accept, encoding in (("gzip, deflate, br", "br"), ("gzip, deflate", "gzip"), ("", None)):
            req = urllib.request.Request(base + "pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": accept})
            with urllib.request.urlopen(req) as r:
                body = r.read()
                assert r.headers["Content-Type"] == "application/wasm"
                assert r.headers.get("Content-Encoding") == encoding, accept
                suffix = {"br": ".br", "gzip": ".gz", None: ""}[encoding]
                assert body == (dist / f"pyodide/pyodide.asm.wasm{suffix}").read_bytes()
        # A copy older than its file (changed after the build) is not served.
        html = dist / "index.html"
        html.write_text(html.read_text())
        req = urllib.request.Request(base + "index.html", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(req) as r:
            assert r.headers.get("Content-Encoding") is None and r.read() == html.read_bytes()
    finally:
        server.shutdown()


def test_the_page_unpacks_its_stored_archives_as_pyodide_does(dist):
    """The wheel and the page's archives are stored, not deflated, and web/start.mjs writes them into Pyodide's
    files itself (40-70 ms less than Pyodide's unpacking through Python): under Node, the same files byte for
    byte as Pyodide's own unpackArchive; a deflated archive, or one whose names climb out of the folder, is
    left to Pyodide."""
    import shutil
    import subprocess
    import zipfile

    wheel = next((dist / "wheels").glob("tigris-*.whl"))
    for archive in (wheel, dist / "web" / "game.zip", dist / "web" / "boards.zip"):
        with zipfile.ZipFile(archive) as z:
            assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_STORED}, archive.name
    node = shutil.which("node")
    assert node, "`node` is not on PATH: install Node.js (20+)"
    proc = subprocess.run([node, str(ROOT / "tests" / "site" / "pyodide" / "unpack.mjs"), str(dist), wheel.name],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-4000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["wheel_ours"] and result["game_ours"], "stored archives are written by the page itself"
    assert result["same"], "the same files, byte for byte, as Pyodide's unpackArchive"
    assert result["imports"] == "bull"  # the engine imports and plays from what was written
    assert result["deflated"] is False and result["escape"] is False and result["garbage"] is False


def test_pyscript_starts_where_indexeddb_is_refused(dist):
    """PyScript's IndexedDB maps, shipped so that a refused database leaves them in memory (e2e/test_no_storage.py
    and e2e/test_embedded_anywhere.py start the pages with it refused)."""
    from sitebuild.pyscript import STORAGE_PROOF

    core = next((dist / "pyscript").glob("core-*.js")).read_text()
    for old, new, count in STORAGE_PROOF:
        assert old not in core and core.count(new) >= count, old


def test_the_pages_modules_ship_as_bytecode_alone_and_tracebacks_still_name_their_lines(dist):
    """Each page module is in its archive once, as bytecode where its source would be (web/game/app.pyc): the
    source beside it was never read. Unpacked as the computer's worker does (Pyodide's own unpackArchive),
    the modules import from it, and a traceback through them names the file, the line and the function."""
    import shutil
    import subprocess
    import zipfile

    for archive, modules in (("game.zip", build.GAME_MODULES), ("boards.zip", build.BOARDS_MODULES)):
        names = zipfile.ZipFile(dist / "web" / archive).namelist()
        python = [n for n in names if n.endswith((".py", ".pyc"))]
        # no module in two forms: a name without its suffix and __pycache__ appears once
        stems = [n.replace("/__pycache__/", "/").split(".")[0] for n in python]
        assert len(stems) == len(set(stems)), archive
        assert not [n for n in python if n.startswith("web/") and (n.endswith(".py") or "__pycache__" in n)], archive
        for m in build.SHARED_MODULES + modules:
            assert f"web/{m}c" in names, (archive, m)
    node = shutil.which("node")
    assert node, "`node` is not on PATH: install Node.js (20+)"
    wheel = next((dist / "wheels").glob("tigris-*.whl"))
    proc = subprocess.run([node, str(ROOT / "tests" / "site" / "pyodide" / "sourceless.mjs"), str(dist), wheel.name],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-4000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["file"] == "web/game/worker_jobs.pyc" and result["sourceless"]
    assert result["sources"] == []
    line = next(n for n, text in enumerate((ROOT / "web/game/worker_jobs.py").read_text().splitlines(), 1)
                if 'raise RequestError("not JSON")' in text)
    assert f'File "/home/pyodide/web/game/worker_jobs.py", line {line}, in start' in result["trace"]
    assert "RequestError: not JSON" in result["trace"]
    assert result["engine"] == "bull"  # the engine (the wheel's sources, the archive's __pycache__) imports and plays


def test_pyodides_lock_file_lists_no_package(dist):
    """No page loads a package (the configs name none, and no CDN could serve one), so the lock file Pyodide reads
    at every start is shipped without the 357 of its distribution; what Pyodide checks of it stays."""
    shipped = json.loads((dist / "pyodide" / "pyodide-lock.json").read_text())
    npm = json.loads((build.NODE / "pyodide" / "pyodide-lock.json").read_text())
    assert shipped["packages"] == {} and len(npm["packages"]) > 100
    assert shipped["info"] == npm["info"]
    for name in (build.GAME_CONFIG, build.BOARDS_CONFIG):
        assert "packages" not in json.loads((dist / name).read_text())
