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
  - the longest single slice and the wall time of each decision;
  - in the game page itself (a game in which the hard computer moves first,
    thinking 3 s a decision), how long the page takes to answer a click on the
    board and a hover over a tile while the computer thinks: from the event
    to the first change of the page's DOM, and to the next frame painted.

    python3 bench/pages/think.py               # builds the site into a temporary folder, 4 positions, 5 clicks
    python3 bench/pages/think.py --positions 6 --clicks 10

The slices are the page's fallback, where no worker can start (the computer thinks in its worker otherwise:
``bench/pages/worker.py`` measures the page with both). The targets: no block of the main thread longer than a
slice plus a frame, and in the game page a click or a hover answered within 200 ms while the computer thinks
(``e2e/test_ai.py`` checks that the page answers while it thinks; how soon is measured here).
"""

from __future__ import annotations

import argparse
import base64
import json
import statistics
import sys
from pathlib import Path

from chromium import launch, served  # first: it puts the repository on the path

import tigris  # noqa: E402
from tigris.ai import choose_action  # noqa: E402

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


# A new game in which Bull (the hard computer) moves first; Archer is the person.
BULL_FIRST = base64.urlsafe_b64encode(json.dumps(
    tigris.to_record(tigris.Game.new(["archer", "bull"], seed=5, first="bull"))).encode()).decode().rstrip("=")
THINKING = f"?game={BULL_FIRST}&computer=bull&level=hard&speed=fast&think=3&iterations=100000"

# In the page: when a pointer event reaches the document, and when the page answers it (the first DOM change
# inside the selector's element, showing ``expect`` if given), on the same clock; whether the computer was still
# thinking then.
LATENCY = """([selector, what, expect]) => {
  const out = {};
  window.__latency = out;
  const types = what === "hover" ? ["pointermove", "mouseover"] : ["pointerdown", "mousedown", "click"];
  const first = e => { if (out.event === undefined) out.event = e.timeStamp; };
  for (const t of types) document.addEventListener(t, first, {capture: true});
  const obs = new MutationObserver(() => {
    if (out.event === undefined || out.dom !== undefined) return;
    if (expect && !document.querySelector(selector).textContent.includes(expect)) return;
    out.dom = performance.now();
    out.thinking = !document.getElementById("thinking").hidden;
    obs.disconnect();
    requestAnimationFrame(() => { out.frame = performance.now(); });
  });
  obs.observe(document.querySelector(selector), {subtree: true, childList: true, attributes: true,
                                                characterData: true});
}"""


def answer(page, selector: str, what: str, cell: str, expect: str = "") -> dict | None:
    """Click (or hover) a cell of the board; the page's answer in ms, or None if the thinking had ended."""
    if not page.locator("#thinking:not([hidden])").count():
        return None
    box = None
    while box is None:  # (None while the board is drawn again: the computer's first action may just land)
        box = page.locator(f'#board [data-cell="{cell}"]').bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.evaluate(LATENCY, [selector, what, expect])
    page.mouse.click(x, y) if what == "click" else page.mouse.move(x, y)
    page.wait_for_function("() => window.__latency.frame !== undefined", timeout=10_000)
    out = page.evaluate("window.__latency")
    if not out["thinking"]:
        return None
    return {"dom": out["dom"] - out["event"], "painted": out["frame"] - out["event"]}


def clicks(browser, base: str, rounds: int) -> dict[str, list[dict]]:
    """The game page's answers to a click and a hover while the hard computer thinks, a fresh page each round."""
    found: dict[str, list[dict]] = {"click": [], "hover": []}
    context = browser.new_context(service_workers="block")
    try:
        for _ in range(rounds):
            page = context.new_page()
            page.goto(base + THINKING)
            page.wait_for_selector("html[data-tigris=ready]", timeout=60_000)
            page.wait_for_selector("#thinking:not([hidden])", timeout=30_000)
            page.wait_for_timeout(300)  # well inside the think, not at its first slice
            for what, selector, cell, expect in (("click", "#panel", "h6", "Bull is thinking"),
                                                 ("hover", "#board", "b2", "")):
                got = answer(page, selector, what, cell, expect)
                if got:
                    found[what].append(got)
            page.close()
    finally:
        context.close()
    return found


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
    ap.add_argument("--clicks", type=int, default=5, help="rounds of a click and a hover in the game page")
    ap.add_argument("--pause", type=float, default=None, help="seconds to sleep between slices "
                    "(default: the page's web.game.thinking.PAUSE)")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    recs = positions(args.positions)

    def think_page(dist: Path) -> None:
        (dist / "bench-think.html").write_text(PAGE.replace("POSITIONS", json.dumps(recs).replace("</", "<\\/")))

    with served(prepare=think_page) as (_, base), sync_playwright() as p:
        browser = launch(p)
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
        answers = clicks(browser, base, args.clicks)
        browser.close()
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

    for what, got in answers.items():
        if got:
            dom = [g["dom"] for g in got]
            painted = [g["painted"] for g in got]
            print(f"a {what} while hard thinks, answered in the game page ({len(got)} of {args.clicks}): "
                  f"median {med(dom):.0f} ms, at most {max(dom):.0f} ms (painted: median {med(painted):.0f} ms, "
                  f"at most {max(painted):.0f} ms; target 200 ms)")
        else:
            print(f"a {what} while hard thinks: not measured (the thinking had ended every time)")


if __name__ == "__main__":
    main()
