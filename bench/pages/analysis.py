#!/usr/bin/env python3
"""How soon the analysis board shows the hard computer's view of a position (headless Chromium, Debian's):

  - on a few mid-game positions (seeded games played at random in CPython), the worker's ``analyse`` job
    (``web/game/worker_jobs.py``: the evaluation and hard's best actions, 12 worlds) run in CPython;
  - the same positions opened by ``?position=<diagram>&analyse`` on the game page, once with its worker
    (after the worker said it is ready) and once without (the worker's script refused: the job runs on the
    page's thread in slices): the time from the page being ready (or the worker being ready) to the three
    best actions shown, and, meanwhile, the longest gap between two animation frames (the longest the main
    thread was blocked).

    python3 bench/pages/analysis.py                # builds the site into a temporary folder, 4 positions
    python3 bench/pages/analysis.py --positions 6

No target is set in the issue for these; they say what a player waits for, and that the slices keep the page
drawing frames (a block of about a slice, 25 ms, plus a frame).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import tigris  # noqa: E402
from chromium import launch, served  # noqa: E402
from tigris.ai.known import known_to  # noqa: E402
from web.game import worker_jobs  # noqa: E402

GAPS = """
  window.gap = 0; let last = performance.now();
  const tick = (t) => { window.gap = Math.max(window.gap, t - last); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
"""


def positions(n: int) -> list[tigris.Game]:
    out = []
    for seed in range(n):
        g = tigris.Game.new(["archer", "bull"], seed=100 + seed)
        rng = random.Random(seed)
        target = 30 + 15 * seed
        while len(g.history) < target or g.phase != tigris.Phase.ACTION:
            acts = g.legal_actions()
            g.apply(rng.choice([a for a in acts if str(a) != "end"] or acts))
        out.append(g)
    return out


def in_cpython(game: tigris.Game) -> float:
    request = {"kind": "analyse", "game": known_to(game, game.to_move_index), "seed": 1, "count": 3}
    start = time.perf_counter()
    job = worker_jobs.start(json.dumps(request))
    while job.step(1.0) is None:
        pass
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=4)
    args = ap.parse_args()
    games = positions(args.positions)
    cpython = [in_cpython(g) for g in games]
    print(f"CPython, the analyse job: median {statistics.median(cpython):.2f} s, max {max(cpython):.2f} s")

    from playwright.sync_api import sync_playwright

    with served() as (_, site), sync_playwright() as p:
        browser = launch(p)
        for worker in (True, False):
            waits, gaps = [], []
            for g in games:
                ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
                if not worker:
                    ctx.route("**/web/worker.mjs", lambda route: route.fulfill(
                        status=200, content_type="text/javascript", body="throw new Error('no worker');"))
                page = ctx.new_page()
                page.goto(site + "?position=" + quote(tigris.to_diagram(g)) + "&analyse")
                page.wait_for_selector("html[data-tigris=ready]", timeout=120_000)
                state = "ready" if worker else "failed"
                page.wait_for_selector(f"html[data-tigris-worker={state}]", timeout=120_000)
                # The job asked at the start (the worker not ready yet) is done where it began; the next
                # position's (one of hard's best actions played) is asked of the worker, or of the slices.
                page.locator("#analysis-best li").first.wait_for(timeout=300_000)
                page.evaluate(GAPS)
                start = time.perf_counter()
                page.locator("#analysis-best [data-ui=an-play]").first.click()
                page.wait_for_selector("#analysis-best", state="detached")
                page.locator("#analysis-best li").first.wait_for(timeout=300_000)
                waits.append(time.perf_counter() - start)
                gaps.append(page.evaluate("window.gap"))
                ctx.close()
            where = "in its worker" if worker else "without a worker (slices)"
            print(f"the page {where}: best actions shown after a move in median {statistics.median(waits):.2f} s"
                  f", max {max(waits):.2f} s; longest frame gap meanwhile median "
                  f"{statistics.median(gaps):.0f} ms, max {max(gaps):.0f} ms")
        browser.close()


if __name__ == "__main__":
    main()
