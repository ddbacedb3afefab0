#!/usr/bin/env python3
"""The game page while the hard computer thinks, in headless Chromium (Debian's): the longest block of the
page's main thread, and how long hard's decisions take, with the computer in its worker and, for comparison,
on the page's own thread (the fallback when no worker can start, here forced by serving a broken worker).

For each mode and each CPU throttling rate (``Emulation.setCPUThrottlingRate``, 4 stands in for a phone),
the page opens a fresh game in which Archer (a person) moves first and Bull is the hard computer, waits
until the worker is ready, lets Archer pass, and records while Bull plays his turn at hard's full default
budget: the longest task the Long Tasks API reports (the main thread's longest block; it sees only tasks
over 50 ms, so 0 means none) while the computer thought and in the whole turn (drawing the moves
included), the longest gap between two animation frames and the worst lateness of a 10 ms interval over
the turn, the time spent thinking and the wall time of Bull's turn (two decisions). One line per run.

    python3 bench/pages/worker.py                 # modes worker and page, rates 1 and 4, seeds 5, 6 and 7
    python3 bench/pages/worker.py --rates 1 --seeds 5 --modes worker

The target (issue 47): while hard thinks, the longest main-thread block is at most 50 ms, also at rate 4.
"""

from __future__ import annotations

import argparse
import base64
import json

from chromium import launch, served  # first: it puts the repository on the path

import tigris  # noqa: E402

MONITOR = """() => {
  const g = window.__gaps = {raf: 0, timer: 0, longtask: 0, frames: 0, on: true};
  let lastFrame = 0, lastTick = 0;
  const frame = (t) => { if (!g.on) return; if (lastFrame) g.raf = Math.max(g.raf, t - lastFrame);
    lastFrame = t; g.frames++; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  g.timerId = setInterval(() => { const t = performance.now();
    if (lastTick) g.timer = Math.max(g.timer, t - lastTick - 10); lastTick = t; }, 10);
  g.tasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (g.on) g.tasks.push([e.startTime, e.duration]); })
    .observe({type: "longtask"});
  g.start = performance.now();
}"""


# The long tasks (over 50 ms, the Long Tasks API's threshold) while the computer thought (between the page's marks
# tigris-think-start and tigris-think-end), and in the whole turn (the moves drawn included).
WHILE_THINKING = """(() => {
  const g = window.__gaps; g.on = false; clearInterval(g.timerId);
  const marks = performance.getEntriesByType("mark").filter((m) => m.startTime >= g.start);
  const spans = []; let open = null;
  for (const m of marks) { if (m.name === "tigris-think-start") open = m.startTime;
    if (m.name === "tigris-think-end" && open !== null) { spans.push([open, m.startTime]); open = null; } }
  const inside = g.tasks.filter(([s, d]) => spans.some(([a, b]) => s < b && s + d > a));
  const longest = (ts) => ts.reduce((x, [, d]) => Math.max(x, d), 0);
  return {raf: g.raf, timer: g.timer, thinking: longest(inside), turn: longest(g.tasks),
          thought: spans.reduce((x, [a, b]) => x + b - a, 0), wall: performance.now() - g.start};
})()"""


def run(browser, site: str, mode: str, rate: int, seed: int) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    if mode == "page":
        ctx.route("**/web/worker.mjs", lambda route: route.fulfill(
            status=200, content_type="text/javascript", body="throw new Error('bench: no worker');"))
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    game = tigris.Game.new(["archer", "bull"], seed=seed, first="archer")
    link = base64.urlsafe_b64encode(json.dumps(tigris.to_record(game)).encode()).decode().rstrip("=")
    page.goto(site + f"?game={link}&computer=bull&level=hard&speed=fast")
    page.wait_for_selector("html[data-tigris=ready]", timeout=300_000)
    page.wait_for_selector("html[data-tigris-worker]", timeout=300_000)
    if page.locator("#cover").is_visible():
        page.click("#cover button[data-ui=reveal]")
    page.wait_for_timeout(1000)  # the start's leftovers (the snapshot worker is off: no service worker)
    page.evaluate(MONITOR)
    page.click("[data-ui=end]")
    if page.locator("[data-ui=confirm]").count():  # against the computer, the end of a turn waits for its word
        page.click("[data-ui=confirm]")
    page.wait_for_function("() => document.querySelectorAll('#log li').length >= 3", timeout=600_000)
    out = page.evaluate(WHILE_THINKING)
    out["worker"] = page.get_attribute("html", "data-tigris-worker")
    ctx.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--modes", nargs="+", default=["worker", "page"], choices=["worker", "page"])
    ap.add_argument("--rates", nargs="+", type=int, default=[1, 4])
    ap.add_argument("--seeds", nargs="+", type=int, default=[5, 6, 7])
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with served() as (_, site), sync_playwright() as p:
        browser = launch(p)
        print("mode    rate  seed  longest task: thinking  in the turn  frame gap  timer late  thought  turn")
        for mode in args.modes:
            for rate in args.rates:
                for seed in args.seeds:
                    for attempt in range(3):  # Chromium's renderer dies now and then here (e2e/conftest.py)
                        try:
                            r = run(browser, site, mode, rate, seed)
                            break
                        except Exception as e:
                            if "crashed" not in str(e) or attempt == 2:
                                raise
                            print(f"(the renderer crashed: {mode} {rate}x {seed} again)", flush=True)
                    assert r["worker"] == ("ready" if mode == "worker" else "failed"), r
                    print(f"{mode:7} {rate:4}x {seed:5}  {r['thinking']:17.0f} ms  {r['turn']:8.0f} ms"
                          f"  {r['raf']:6.0f} ms  {r['timer']:7.0f} ms  {r['thought'] / 1000:5.1f} s"
                          f"  {r['wall'] / 1000:4.1f} s", flush=True)
        browser.close()

if __name__ == "__main__":
    main()
