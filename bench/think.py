#!/usr/bin/env python3
"""The hard computer's thinking in the page (headless Chromium, Debian's), in one run:

  - on a few mid-game positions (seeded games played by the medium level in
    CPython), the hard search run in the page exactly as the game runs it:
    a ``tigris.ai.Thinker`` stepped ``web.game.thinking.SLICE`` seconds at a time with
    ``await asyncio.sleep(0)`` in between, once with a huge iteration budget
    and ``time_limit=1.0`` (how many rollouts fit in one second), and once
    with the two-player default budget (``default_iterations(2)``) and no limit (how long
    the default takes);
  - meanwhile a monitor in the page records the longest gap between two
    ``requestAnimationFrame`` callbacks and the worst lateness of a 10 ms
    ``setInterval``: the longest the main thread was blocked while thinking;
  - the longest single slice and the wall time of each decision.

    python3 bench/think.py               # builds the site into a temporary folder, 4 positions
    python3 bench/think.py --positions 6

This is the page's fallback, where no worker can start (the computer thinks in its worker otherwise:
``bench/worker.py`` measures the page with both). Its target: no block of the main thread longer than a
slice plus a frame, so that a click is answered at once.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import tigris  # noqa: E402
from tigris.ai import choose_action  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--no-first-run", "--disable-sync"]

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>bench: thinking</title><link rel="icon" href="data:,">
<script type="module" src="./pyscript/core.js"></script>
<style>.spin{width:20px;height:20px;border:3px solid #ccc;border-top-color:#333;border-radius:50%;
animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}</style></head>
<body><div class="spin"></div><p id="out">thinking…</p>
<script>
// The main thread's blocks: gaps between animation frames, lateness of a 10 ms interval.
window.gaps = {raf: 0, timer: 0, frames: 0};
let lastFrame = 0, lastTick = 0;
function frame(t) { if (lastFrame) window.gaps.raf = Math.max(window.gaps.raf, t - lastFrame);
  lastFrame = t; window.gaps.frames++; requestAnimationFrame(frame); }
requestAnimationFrame(frame);
setInterval(() => { const t = performance.now();
  if (lastTick) window.gaps.timer = Math.max(window.gaps.timer, t - lastTick - 10); lastTick = t; }, 10);
window.resetGaps = () => { window.gaps = {raf: 0, timer: 0, frames: 0}; lastFrame = 0; lastTick = 0; };
</script>
<script type="application/json" id="positions">POSITIONS</script>
<script type="py" config="./game.json">
import asyncio, json, sys, time
import js
import tigris
from tigris.ai import Thinker
from tigris.ai.search import default_iterations
DEFAULT = default_iterations(2)
from web.game.thinking import PAUSE, SLICE
PAUSE = float(js.window.location.hash[1:] or PAUSE)

search = sys.modules["tigris.ai.search"]  # (tigris.ai.search is also the name of a function)
rollouts = [0]
_playout = search.playout
def counting(*a, **k):
    rollouts[0] += 1
    return _playout(*a, **k)
search.playout = counting

async def decide(game, iterations, limit):
    rollouts[0] = 0
    js.window.resetGaps()
    await asyncio.sleep(0.05)
    t0 = time.perf_counter()
    thinker = Thinker(game, "hard", seed=1, iterations=iterations, time_limit=limit)
    action, longest, slices = None, 0.0, 0
    while action is None:
        s0 = time.perf_counter()
        action = thinker.step(SLICE)
        longest = max(longest, time.perf_counter() - s0)
        slices += 1
        if action is None:
            await asyncio.sleep(PAUSE)
    wall = time.perf_counter() - t0
    await asyncio.sleep(0.05)
    g = js.window.gaps
    return {"action": str(action), "rollouts": rollouts[0], "wall": wall, "slice": longest, "slices": slices,
            "raf_gap": g.raf, "timer_late": g.timer, "frames": g.frames}

out = []
await decide(tigris.Game.new(["archer", "bull"], seed=1), 12, None)  # warm-up: first calls, lazy imports
for rec in json.loads(js.document.getElementById("positions").textContent):
    game = tigris.from_record(rec)
    legal = len(game.legal_actions())
    timed = await decide(game, 100_000, 1.0)
    default = await decide(game, DEFAULT, None)
    out.append({"moves": len(game.history), "legal": legal, "timed": timed, "default": default})
js.window.benchResult = json.dumps({"slice": SLICE, "pause": PAUSE, "default_iterations": DEFAULT, "runs": out})
js.document.getElementById("out").textContent = "done"
</script></body></html>
"""


def positions(n: int) -> list[dict]:
    """Mid-game positions: seeded two-player games played by the medium level, at an action phase."""
    out = []
    for i in range(n):
        game = tigris.Game.new(["archer", "bull"], seed=100 + i)
        target = 20 + 12 * (i % 4)
        while not game.is_over and (len(game.history) < target or game.phase != "action"):
            game.apply(choose_action(game, "medium", seed=i))
        if not game.is_over:
            out.append(tigris.to_record(game))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=int, default=4)
    ap.add_argument("--pause", type=float, default=None, help="seconds to sleep between slices "
                    "(default: the page's web.game.thinking.PAUSE)")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    tmp = Path(tempfile.mkdtemp(prefix="tigris-bench-"))
    dist = build.build(tmp / "dist", quiet=True)  # not dist/: the tests may rebuild that meanwhile
    recs = positions(args.positions)
    (dist / "bench-think.html").write_text(PAGE.replace("POSITIONS", json.dumps(recs).replace("</", "<\\/")))
    server = build.make_server(dist, 0, "127.0.0.1")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            errors = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.goto(base + "bench-think.html" + ("" if args.pause is None else f"#{args.pause}"))
            for _ in range(600):
                if errors or page.evaluate("window.benchResult !== undefined"):
                    break
                page.wait_for_timeout(500)
            if errors or not page.evaluate("window.benchResult !== undefined"):
                sys.exit("no result from the page:\n  " + "\n  ".join(errors))
            res = json.loads(page.evaluate("window.benchResult"))
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(tmp)
    if errors:
        print("errors in the page:", *errors, sep="\n  ")
    runs = res["runs"]
    print(f"hard search in headless Chromium ({base}), slices of {res['slice'] * 1000:.0f} ms "
          f"with pauses of {res['pause'] * 1000:.0f} ms, "
          f"{len(runs)} mid-game positions")
    print(f"{'moves':>5} {'legal':>5} | {'rollouts in 1 s':>15} {'wall':>7} {'slice max':>9} {'rAF gap':>8} "
          f"{'timer late':>10} | {res['default_iterations']} it.: {'wall':>7} {'rAF gap':>8}")
    for r in runs:
        t, d = r["timed"], r["default"]
        print(f"{r['moves']:>5} {r['legal']:>5} | {t['rollouts']:>15} {t['wall'] * 1000:>5.0f}ms "
              f"{t['slice'] * 1000:>7.1f}ms {t['raf_gap']:>6.0f}ms {t['timer_late']:>8.0f}ms | "
              f"{'':>{len(str(res['default_iterations'])) + 5}}{d['wall'] * 1000:>5.0f}ms {d['raf_gap']:>6.0f}ms")
    med = statistics.median
    print(f"median rollouts in 1 s: {med(r['timed']['rollouts'] for r in runs):.0f}; "
          f"median wall with time_limit=1.0: {med(r['timed']['wall'] for r in runs) * 1000:.0f} ms; "
          f"median wall of {res['default_iterations']} iterations: "
          f"{med(r['default']['wall'] for r in runs) * 1000:.0f} ms")
    print(f"longest slice: {max(max(r['timed']['slice'], r['default']['slice']) for r in runs) * 1000:.1f} ms; "
          f"longest rAF gap: {max(max(r['timed']['raf_gap'], r['default']['raf_gap']) for r in runs):.0f} ms; "
          f"worst 10 ms-timer lateness: {max(max(r['timed']['timer_late'], r['default']['timer_late']) for r in runs):.0f} ms")


if __name__ == "__main__":
    main()
