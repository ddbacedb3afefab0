"""Ship compressed: ``.br`` and ``.gz`` beside the big files, and serve them by ``Accept-Encoding``.

A first visit is mostly Pyodide (WebAssembly, JavaScript, the standard
library, stored so it compresses): brotli takes it from ~16 to under 5 MB.
gzip comes from Python's ``gzip``; brotli from Node's zlib (Node 20 has
``brotliCompressSync``, so no new dependency), at its best quality, which
takes long on Pyodide's 9.6 MB of WebAssembly: results are kept in a cache
keyed by the file's content (``~/.cache/tigris-build``), so only files that
changed are compressed again. Without Node only ``.gz`` is written.

A static host must serve these (or compress on its own): see README.md.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

# Types worth compressing (the wheel is built stored, PNGs are compressed already); files under MIN_SIZE are left alone.
SUFFIXES = (".wasm", ".mjs", ".js", ".json", ".zip", ".whl", ".html", ".css", ".py", ".svg", ".webmanifest")
MIN_SIZE = 1024
ENCODINGS = {"br": ".br", "gzip": ".gz"}
CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tigris-build"

BROTLI_JS = r"""
const zlib = require("node:zlib"), fs = require("node:fs");
for (const [src, dst] of JSON.parse(fs.readFileSync(process.argv[2], "utf8"))) {
  const data = fs.readFileSync(src);
  fs.writeFileSync(dst, zlib.brotliCompressSync(data, { params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
}
"""


def worth(path: Path) -> bool:
    return path.suffix in SUFFIXES and path.stat().st_size >= MIN_SIZE


def compress(dist: Path, names: list[str]) -> list[str]:
    """Write ``name.gz`` and ``name.br`` beside each of ``names`` (relative to ``dist``) worth it; return them."""
    CACHE.mkdir(parents=True, exist_ok=True)
    todo: list[tuple[str, str]] = []
    written: list[tuple[Path, Path]] = []
    for name in names:
        src = dist / name
        if not worth(src):
            continue
        key = hashlib.sha256(BROTLI_JS.encode() + b"\0" + src.read_bytes()).hexdigest()  # the settings too
        gz = CACHE / f"{key}.gz"
        if not gz.is_file():
            _atomic(gz, gzip.compress(src.read_bytes(), compresslevel=9, mtime=0))
        written.append((gz, dist / f"{name}.gz"))
        br = CACHE / f"{key}.br"
        if not br.is_file():
            todo.append((str(src), str(br)))
        written.append((br, dist / f"{name}.br"))
    node = shutil.which("node")
    if todo and node:
        with tempfile.TemporaryDirectory() as tmp:
            job = Path(tmp) / "job.json"
            job.write_text(json.dumps([(src, f"{dst}.{os.getpid()}") for src, dst in todo]))
            script = Path(tmp) / "brotli.cjs"
            script.write_text(BROTLI_JS)
            subprocess.run([node, str(script), str(job)], check=True)
        for _, dst in todo:  # each helper's build may compress the same file: the rename settles it
            os.replace(f"{dst}.{os.getpid()}", dst)
    out = []
    for cached, target in written:
        if cached.is_file() and cached.stat().st_size < target.with_suffix("").stat().st_size * 0.9:
            shutil.copyfile(cached, target)
            out.append(target.relative_to(dist).as_posix())
    return out


def _atomic(path: Path, data: bytes) -> None:
    tmp = path.with_name(f"{path.name}.{os.getpid()}")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def is_compressed_copy(name: str) -> bool:
    return name.endswith(tuple(ENCODINGS.values()))


def pick(path: Path, accept_encoding: str) -> tuple[Path, str] | None:
    """The compressed copy of ``path`` to send for this ``Accept-Encoding``, and its encoding, if any.

    A copy older than its file (the file was changed after the build) is not used.
    """
    accepted = {part.split(";")[0].strip().lower() for part in accept_encoding.split(",")}
    for encoding, suffix in ENCODINGS.items():
        copy = path.with_name(path.name + suffix)
        if encoding in accepted and copy.is_file() and copy.stat().st_mtime >= path.stat().st_mtime:
            return copy, encoding
    return None
