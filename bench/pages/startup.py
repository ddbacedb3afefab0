#!/usr/bin/env python3
"""Page start-up in headless Chromium (Debian's), from one run with the pages alternating:

  - cached start (the service worker's cache, the Pyodide snapshot made):
    the game page, the tutorial page, a bare PyScript page of the same build
    (same self-hosted Pyodide, same config minus our files: it runs one line
    of Python) and, for context, a bare ``loadPyodide`` page; one round visits
    each in turn, so the machine's load hits them alike. Reported: medians and
    the ratios to the bare PyScript page (targets ≤ 1.0);
  - first visit (fresh browser context, nothing cached): the static board's
    first paint after the HTML's first byte (target ≤ 150 ms), the time to
    playable, and the bytes fetched before the board is playable, as stored,
    gzip and brotli (the build's .gz/.br copies; target ≤ 5 MB brotli);
  - the ten largest files of the site.

"Playable" is when the page sets ``data-tigris="ready"`` (the bare pages:
``data-ready``), seen by an observer added before the page's scripts.

    python3 bench/pages/startup.py                # build dist/ ($TIGRIS_DIST), 21 rounds, 7 first visits
    python3 bench/pages/startup.py --runs 5 --first 2 --no-build

Timings move with the machine's load (two cores shared here): compare the
ratios of one run, and quote the load printed with them. Load slows the bare
pages more than ours, so figures for the targets come from a quiet machine
(stop other work first, e.g. ``kill -STOP`` a running arena, ``kill -CONT`` after).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from chromium import launch, served  # noqa: E402
from sitebuild import pyscript as pyscript_dist  # noqa: E402

MB = 1_000_000

BARE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare Pyodide</title><link rel="icon" href="data:,">
<script type="module" src="./bench-bare.mjs"></script></head>
<body><p>loading Pyodide…</p></body></html>
"""
BARE_JS = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./pyodide/" });
py.runPython("1 + 1");
document.documentElement.dataset.ready = "1";
"""
PYSCRIPT_ONLY = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare PyScript</title><link rel="icon" href="data:,">
<script type="module" src="./pyscript/core.js"></script></head>
<body><p>loading PyScript…</p>
<script type="py" src="./bench-pyscript.py" config="./bench-pyscript.json"></script>
{mpy_config}
</body></html>
"""
PYSCRIPT_PY = """import js
js.document.documentElement.dataset.ready = "1"
"""

# Added to every page before its own scripts: when it becomes playable, on the navigation's clock.
OBSERVE = """(() => {
  const done = () => { const r = document.documentElement; return r && (r.dataset.tigris === "ready" || r.dataset.ready === "1"); };
  new MutationObserver((_, obs) => {
    if (done() && window.__ready === undefined) { window.__ready = performance.now(); obs.disconnect(); }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-tigris", "data-ready"] });
})();"""
READY = "() => window.__ready !== undefined"  # functions, not expressions: the pages' CSP forbids eval
PAINT = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  return fcp ? fcp.startTime - nav.responseStart : null;
}"""
# What the page fetched before it was playable (the snapshot's worker and the service worker's precaching come after).
BEFORE_READY = """[location.href].concat(performance.getEntriesByType("resource")
  .filter((e) => e.startTime <= window.__ready).map((e) => e.name))"""
PAGES = {"game": "", "tutorial": "tutorial.html", "pyscript": "bench-pyscript.html", "pyodide": "bench-bare.html"}


def sizes(dist: Path, name: str) -> tuple[int, int, int]:
    """A file's bytes as stored, gzip and brotli (the build's copies; a file without one goes as it is)."""
    raw = (dist / name).stat().st_size
    gz, br = (dist / f"{name}.gz", dist / f"{name}.br")
    return raw, gz.stat().st_size if gz.is_file() else raw, br.stat().st_size if br.is_file() else raw


def median_interval(values: list[float], level: float = 0.95) -> tuple[float, float, float]:
    """The median and a distribution-free interval for it (order statistics of the binomial, ``level`` cover).

    Cached starts jump between two modes on this machine (~400 and ~600 ms on a quiet one), so one run's
    median moves by more than the targets' margins: the interval says how far. With fewer than nine values
    the interval is the whole range."""
    xs = sorted(values)
    n = len(xs)
    tail = (1.0 - level) / 2
    cut, below = 0, 0.0  # cut: values left out at each end, the most with P(Bin(n, 1/2) <= cut) <= tail
    for k in range(n // 2):
        below += math.comb(n, k) / 2 ** n
        if below > tail:
            break
        cut = k
    return statistics.median(xs), xs[cut], xs[n - 1 - cut]


def visit(page, url: str) -> float:
    page.goto(url)
    page.wait_for_function(READY, timeout=120_000, polling=20)
    return page.evaluate("window.__ready")


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def add_bench_pages(dist: Path) -> list[Path]:
    """The bare pages, not in the service worker's list: only the Pyodide and PyScript files they load are."""
    core = build.NODE / "@pyscript" / "core"
    files = {
        "bench-bare.html": BARE, "bench-bare.mjs": BARE_JS, "bench-pyscript.py": PYSCRIPT_PY,
        "bench-pyscript.html": PYSCRIPT_ONLY.replace("{mpy_config}", pyscript_dist.mpy_config(core)),
        "bench-pyscript.json": json.dumps({"interpreter": "./pyodide/pyodide.mjs",
                                           "plugins": pyscript_dist.plugins_off(core)}),
    }
    for name, text in files.items():
        (dist / name).write_text(text)
    return [dist / name for name in files]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=21, help="rounds of cached starts (each page once per round)")
    ap.add_argument("--first", type=int, default=7, help="first visits (fresh contexts)")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--dist", type=Path, default=Path(os.environ.get("TIGRIS_DIST") or build.DIST),
                    help="where to build (default: $TIGRIS_DIST, else dist/)")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    extra: list[Path] = []
    loads = [load()]
    cached: dict[str, list[float]] = {name: [] for name in PAGES}
    how: dict[str, list[str]] = {"game": [], "tutorial": []}
    paint, first, fetched = [], [], []
    with served(args.dist, fresh=not args.no_build, prepare=lambda d: extra.extend(add_bench_pages(d))) \
            as (dist, base), sync_playwright() as p:
        browser = launch(p)
        for _ in range(args.first):
            ctx = browser.new_context(viewport={"width": 1280, "height": 800})
            ctx.add_init_script(OBSERVE)
            page = ctx.new_page()
            first.append(visit(page, base + "?new"))
            paint.append(page.evaluate(PAINT))
            urls = page.evaluate(BEFORE_READY)
            fetched.append(sorted({urlsplit(u).path.lstrip("/") or "index.html" for u in urls if u.startswith(base)}))
            ctx.close()
        loads.append(load())

        ctx = browser.new_context(viewport={"width": 1280, "height": 800})
        ctx.add_init_script(OBSERVE)
        page = ctx.new_page()
        visit(page, base)  # the first visit: the service worker installs, the snapshot is made
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
        page.wait_for_function("() => performance.getEntriesByName('tigris-snapshot-stored').length > 0",
                               timeout=180_000)
        for name, path in PAGES.items():  # each page once, so the browser has compiled its code
            visit(page, base + path)
        for _ in range(args.runs):
            for name, path in PAGES.items():
                cached[name].append(visit(page, base + path))
                if name in how:
                    how[name].append(page.evaluate("document.documentElement.dataset.tigrisStart"))
        ctx.close()
        browser.close()
    loads.append(load())
    for f in extra:
        f.unlink()

    med = statistics.median
    bare = med(cached["pyscript"])
    print(f"Chromium headless, {base}; load average (1, 5, 15 min) before / after first visits / at the end: "
          f"{' / '.join(loads)}")
    print(f"\ncached start, {args.runs} rounds alternating (median ms [min–max]):")
    for name, label in (("game", "game page"), ("tutorial", "tutorial page"), ("pyscript", "bare PyScript page"),
                        ("pyodide", "bare loadPyodide")):
        t = cached[name]
        line = f"  {label:20} {med(t):6.0f}  [{min(t):.0f}–{max(t):.0f}]  {med(t) / bare:5.2f} × bare PyScript"
        if name in how:
            line += f"   (started from the snapshot {how[name].count('snapshot')}/{len(how[name])})"
        print(line)
    for name in ("game", "tutorial"):
        ratio = med(cached[name]) / bare
        rounds, low, high = median_interval([a / b for a, b in zip(cached[name], cached["pyscript"])])
        print(f"  target: {name} ≤ 1.0 × bare PyScript: {ratio:.2f}  {'OK' if ratio <= 1.0 else 'MISSED'}"
              f"   (median of the rounds' own ratios: {rounds:.2f}, 95% [{low:.2f}–{high:.2f}])")

    print(f"\nfirst visit, {args.first} fresh contexts (median ms [min–max]):")
    mid, low, high = median_interval(paint)
    print(f"  static board painted after the HTML's first byte: {mid:5.0f}  [{min(paint):.0f}–{max(paint):.0f}]"
          f"   target ≤ 150: {'OK' if mid <= 150 else 'MISSED'}   (95% interval of the median: {low:.0f}–{high:.0f})")
    print(f"  playable:                                        {med(first):5.0f}  [{min(first):.0f}–{max(first):.0f}]")
    names = fetched[0]
    total = [sum(sizes(dist, n)[i] for n in names if (dist / n).is_file()) for i in range(3)]
    print(f"  fetched before playable: {len(names)} files, {total[0] / MB:.2f} MB stored, {total[1] / MB:.2f} MB gzip, "
          f"{total[2] / MB:.2f} MB brotli   target ≤ 5 MB brotli: {'OK' if total[2] <= 5 * MB else 'MISSED'}")
    for n in sorted(names, key=lambda n: -sizes(dist, n)[0] if (dist / n).is_file() else 0):
        if (dist / n).is_file():
            raw, gz, br = sizes(dist, n)
            print(f"    {n:42} {raw / 1e3:8.0f} kB  gzip {gz / 1e3:7.0f}  brotli {br / 1e3:7.0f}")

    shipped = [f for f in build.site_files(dist)]
    print(f"\nten largest files of the site ({len(shipped)} files, "
          f"{sum((dist / f).stat().st_size for f in shipped) / MB:.1f} MB; precached {len(build.precached(dist))}):")
    for n in sorted(shipped, key=lambda n: -(dist / n).stat().st_size)[:10]:
        raw, gz, br = sizes(dist, n)
        print(f"    {n:42} {raw / 1e3:8.0f} kB  gzip {gz / 1e3:7.0f}  brotli {br / 1e3:7.0f}")


if __name__ == "__main__":
    main()
