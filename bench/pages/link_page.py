#!/usr/bin/env python3
"""What opening a long or damaged link costs the game page: its main thread's CPU, against an empty page.

    python3 bench/pages/link_page.py                 # build $TIGRIS_DIST (else dist/), 5 rounds
    python3 bench/pages/link_page.py --rounds 9 --no-build

One headless Chromium (Debian's), one browser context (so the HTTP cache is
warm alike for every visit; the service worker is blocked), storage cleared
before every visit. Each round opens, in turn, in a new tab each:

* ``empty``: the page with no game (a first visit: the new-game dialog);
* ``save 5000``: a saved game of 5,000 moves (``MAX_ACTIONS``) put in storage
  as the current game (the legal leader moves of ``bench/engine/load.py``);
* ``link 5000``: the link of that game, as the Share button writes it;
* ``link 5000 (format 1)``: the same game in the link format of before
  (format 1, still read);
* ``damaged``: the 5,000-move link with one character changed in its middle;
* ``count 5000``: a link of a game just begun whose move count says 5,000
  (as it comes; ``forged``: its check sum made to match; and in format 1).

Printed for each: the median over the rounds of the main thread's busy time
(Chrome's ``TaskDuration``, from the tab's start until the page is ready and
has settled for a second), and that median less the empty page's (the target for the 5,000-move
link: at most 1.5 s); and what the page said. The machine is shared: quote the load printed with the figures.

Measured 2026-12-02, load about 7, 3 rounds (the whole table: docs/sharing.md):
empty 0.97 s; save 5000 +0.72 s; link 5000 +0.89 s; format 1 +3.04 s;
damaged +0.04 s; count 5000 -0.01 s, forged +0.03 s, format 1 +0.04 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "engine"))  # the long links of bench/engine/link.py

import build  # noqa: E402
from chromium import launch, served  # noqa: E402
from link import long_links  # noqa: E402
from load import leaders_only  # noqa: E402
from tigris.record import MAX_ACTIONS  # noqa: E402
from web.game import storage  # noqa: E402
from web.game.session import Session  # noqa: E402

READY = "() => document.documentElement.dataset.tigris === 'ready'"


def cases() -> dict[str, tuple[str, str | None]]:
    """Each case: (the query, the save to put in storage first or None)."""
    session = Session(leaders_only(MAX_ACTIONS), game_id="bench5000")
    save = session.to_save()
    save["updated"] = 1
    out: dict[str, tuple[str, str | None]] = {"empty": ("", None),
                                              "save 5000": ("", json.dumps(save, separators=(",", ":")))}
    out.update({name: ("?link=" + text, None) for name, text in long_links(session).items()})
    return out


def visit(context, base: str, query: str, save: str | None) -> tuple[float, str]:
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
    if save is None:
        page.add_init_script("localStorage.clear()")
    else:
        page.add_init_script(f"localStorage.clear(); localStorage.setItem({json.dumps(storage.PREFIX + 'bench5000')},"
                             f" {json.dumps(save)}); localStorage.setItem({json.dumps(storage.CURRENT)}, 'bench5000')")
    page.goto(base + query)
    page.wait_for_function(READY, timeout=180_000, polling=50)
    time.sleep(1.0)
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    said = page.evaluate("() => (document.querySelector('#dialog:not([hidden]) .msg, #dialog:not([hidden]) p')"
                         " || document.querySelector('#message') || {}).textContent || ''")
    page.close()
    return metrics["TaskDuration"], " ".join(said.split())[:70]


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--dist", type=Path, default=Path(os.environ.get("TIGRIS_DIST") or build.DIST),
                    help="where to build (default: $TIGRIS_DIST, else dist/)")
    args = ap.parse_args()

    from playwright.sync_api import sync_playwright

    todo = cases()
    loads = [load()]
    times: dict[str, list[float]] = {name: [] for name in todo}
    said: dict[str, str] = {}
    with served(args.dist, fresh=not args.no_build) as (_, base), sync_playwright() as p:
        browser = launch(p)
        context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
        visit(context, base, "", None)  # the HTTP cache filled, the code compiled once
        for _ in range(args.rounds):
            for name, (query, save) in todo.items():
                seconds, words = visit(context, base, query, save)
                times[name].append(seconds)
                said[name] = words
        context.close()
        browser.close()
    loads.append(load())
    empty = statistics.median(times["empty"])
    print(f"main-thread busy seconds (TaskDuration), median of {args.rounds}; load {' → '.join(loads)}")
    print(f"{'case':<22} {'chars':>7} {'median':>7} {'- empty':>8}  {'runs':<28} what the page said")
    for name, (query, _) in todo.items():
        med = statistics.median(times[name])
        runs = " ".join(f"{t:.2f}" for t in times[name])
        print(f"{name:<22} {len(query):>7} {med:7.2f} {med - empty:8.2f}  {runs:<28} {said[name]}")


if __name__ == "__main__":
    main()
