#!/usr/bin/env python3
"""Page speed in headless Chromium (Debian's), in one run:

  - static board painted: first contentful paint after the HTML's first byte
    (the board is drawn into index.html at build time), on the first visit
    (the target) and from the cache;
  - interactive (``data-tigris="ready"``): first visit (empty caches) and
    from the service-worker cache (the page visited before), with the
    page's own marks along the way (docs/startup.md);
  - for comparison, a bare page that only runs ``loadPyodide`` from the same
    files, from the same service-worker cache; a bare PyScript page (what
    the tutorial pages start with); and the bare page with the npm package's
    files as published (the site ships the standard library precompiled,
    which this page has not);
  - the bytes the service worker precaches.

    python3 bench/web.py               # build dist/ ($TIGRIS_DIST), 5 runs of each, medians
    python3 bench/web.py --runs 3 --no-build
    TIGRIS_DIST=/tmp/dist-me python3 bench/web.py --runs 7

The machine's load skews every figure: compare ratios from one run, and note
``uptime`` with them.

Targets: interactive from cache within 1.15 × the bare Pyodide boot; static
board painted within 150 ms of the HTML arriving.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--no-first-run", "--disable-sync"]

BARE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,"></head>
<body><p>loading Pyodide…</p>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./pyodide/" });
py.runPython("1 + 1");
performance.mark("pyodide-ready");
document.documentElement.dataset.ready = "1";
</script></body></html>
"""

PYSCRIPT_ONLY = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare PyScript</title><link rel="icon" href="data:,">
<script type="module" src="./pyscript/core.js"></script></head>
<body><p>loading PyScript…</p>
<script type="py" config="./bench-pyscript.json">
import js
js.performance.mark("pyscript-ready")
js.document.documentElement.dataset.ready = "1"
</script></body></html>
"""

PAINT = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return {fcp: fcp ? fcp.startTime : null, responseStart: nav.responseStart, responseEnd: nav.responseEnd};
}"""


# The page's own marks (web/main.py, web/app.py), in the order they happen.
TIMELINE = ("tigris-main", "tigris-imported", "tigris-ready")
MARKS = """(names) => Object.fromEntries(names.map((n) => [n, (performance.getEntriesByName(n)[0] || {}).startTime]))"""


def mark(page, name: str) -> float:
    return page.evaluate(f"performance.getEntriesByName({name!r})[0].startTime")


def precached(dist: Path) -> tuple[int, int]:
    sw = (dist / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    return len(files), sum((dist / f).stat().st_size for f in files)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--dist", type=Path, default=Path(os.environ.get("TIGRIS_DIST") or build.DIST),
                    help="where to build (default: $TIGRIS_DIST, else dist/)")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    dist = args.dist if args.no_build else build.build(args.dist, quiet=True)
    # Not in the precache list: only the Pyodide and PyScript files they load are.
    (dist / "bench-bare.html").write_text(BARE)
    (dist / "bench-pyscript.html").write_text(PYSCRIPT_ONLY)
    (dist / "bench-pyscript.json").write_text(json.dumps({"interpreter": "./pyodide/pyodide.mjs"}))
    # The npm package's files as published (standard library not precompiled), for context.
    npm = dist / "bench-npm"
    (npm / "pyodide").mkdir(parents=True, exist_ok=True)
    for name in build.PYODIDE_FILES:
        shutil.copy2(build.NODE / "pyodide" / name, npm / "pyodide" / name)
    (npm / "bare.html").write_text(BARE)
    server = build.make_server(dist, 0, "127.0.0.1")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"

    paint, first, cached, bare, bare_first, pyscript, npm_bare = [], [], [], [], [], [], []
    paint_cached, timeline = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for _ in range(args.runs):
            ctx = browser.new_context(viewport={"width": 1280, "height": 800})
            page = ctx.new_page()
            # first visit: nothing cached
            page.goto(base + "?new")
            page.wait_for_selector("html[data-tigris=ready]", timeout=120_000)
            first.append(mark(page, "tigris-ready"))
            t = page.evaluate(PAINT)
            paint.append(t["fcp"] - t["responseStart"])
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            page.evaluate("navigator.serviceWorker.ready.then(() => caches.keys())")
            # bare Pyodide, first time (browser cache may hold the files already; reported for context)
            page.goto(base + "bench-bare.html")
            page.wait_for_selector("html[data-ready='1']", timeout=120_000)
            bare_first.append(mark(page, "pyodide-ready"))
            # from the service-worker cache: the page, then the bare page, alternately
            for _ in range(2):
                page.goto(base)
                page.wait_for_selector("html[data-tigris=ready]", timeout=120_000)
                cached.append(mark(page, "tigris-ready"))
                t = page.evaluate(PAINT)
                paint_cached.append(t["fcp"] - t["responseStart"])
                timeline.append(page.evaluate(MARKS, list(TIMELINE)))
                page.goto(base + "bench-bare.html")
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                bare.append(mark(page, "pyodide-ready"))
                page.goto(base + "bench-pyscript.html")
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                pyscript.append(mark(page, "pyscript-ready"))
                page.goto(base + "bench-npm/bare.html")
                page.wait_for_selector("html[data-ready='1']", timeout=120_000)
                npm_bare.append(mark(page, "pyodide-ready"))
            ctx.close()
        browser.close()
    server.shutdown()
    for name in ("bench-bare.html", "bench-pyscript.html", "bench-pyscript.json"):
        (dist / name).unlink()
    shutil.rmtree(npm)

    n_files, size = precached(dist)
    med = statistics.median
    ratio = med(cached) / med(bare)
    print(f"runs: {args.runs} (medians; min–max in brackets), Chromium headless, {base}")
    print(f"static board painted after the HTML's first byte: {med(paint):7.0f} ms  "
          f"[{min(paint):.0f}–{max(paint):.0f}]   target ≤ 150 ms  {'OK' if med(paint) <= 150 else 'MISSED'}")
    print(f"static board painted, from the cache:             {med(paint_cached):7.0f} ms  "
          f"[{min(paint_cached):.0f}–{max(paint_cached):.0f}]")
    print(f"interactive, first visit:                         {med(first):7.0f} ms  [{min(first):.0f}–{max(first):.0f}]")
    print(f"interactive, from the service-worker cache:       {med(cached):7.0f} ms  [{min(cached):.0f}–{max(cached):.0f}]")
    print(f"bare loadPyodide, from the service-worker cache:  {med(bare):7.0f} ms  [{min(bare):.0f}–{max(bare):.0f}]")
    print(f"bare loadPyodide, first load after the page:      {med(bare_first):7.0f} ms")
    steps = "  ".join(f"{name} {med(t[name] for t in timeline):.0f}" for name in TIMELINE
                      if all(t.get(name) is not None for t in timeline))
    print(f"  the page's marks, from the cache (ms):          {steps}")
    print(f"bare PyScript (no game), from the cache:          {med(pyscript):7.0f} ms  "
          f"[{min(pyscript):.0f}–{max(pyscript):.0f}]  = {med(pyscript) / med(bare):.2f} × bare Pyodide")
    print(f"bare loadPyodide, npm's files as published:       {med(npm_bare):7.0f} ms  "
          f"[{min(npm_bare):.0f}–{max(npm_bare):.0f}]  (stdlib compiled at every start; browser cache)")
    print(f"interactive from cache / bare Pyodide (same files): {ratio:5.2f}     target ≤ 1.15  "
          f"{'OK' if ratio <= 1.15 else 'MISSED'}")
    print(f"interactive from cache / bare Pyodide (npm files):  {med(cached) / med(npm_bare):5.2f}")
    print(f"precached: {n_files} files, {size / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
