"""What the page benches share: the site built (where the browser tests do not rebuild it meanwhile) and
served on 127.0.0.1, and Debian's Chromium launched with the browser tests' flags (``e2e/conftest.py``)."""

from __future__ import annotations

import shutil
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--no-first-run", "--disable-sync"]


@contextmanager
def served(dist: Path | None = None, *, fresh: bool = True,
           prepare: Callable[[Path], None] | None = None) -> Iterator[tuple[Path, str]]:
    """The site and its address: built into ``dist`` (a temporary folder when None, removed afterwards) unless
    ``fresh`` is False (then ``dist`` is served as it is); ``prepare`` may add the bench's own pages first."""
    tmp = None
    if dist is None:
        tmp = Path(tempfile.mkdtemp(prefix="tigris-bench-"))
        dist = tmp / "dist"
    try:
        if fresh:
            dist = build.build(dist, quiet=True)
        if prepare is not None:
            prepare(dist)
        server = build.make_server(dist, 0, "127.0.0.1")
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            yield dist, f"http://127.0.0.1:{server.server_address[1]}/"
        finally:
            server.shutdown()
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)


def launch(playwright: Any) -> Any:
    """Debian's Chromium, headless, as the browser tests start it."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
