#!/usr/bin/env python3
"""The game review in the page (headless Chromium, Debian's): how soon it shows its first judged decision and
its first mark after it is opened, and how long the whole review of a two-player game takes, in the computer's
worker at the review's default budget (``tigris.ai.review.WORLDS``).

For each run, the page plays a whole game with every seat the computer (``?computer=all&speed=instant``, at
``--level``), then opens the review of Archer's decisions and records: the actions in the game, the decisions
to judge, the seconds until the first decision is judged and the first one is marked, and until the review is
complete. Prints one line per run.

    python3 bench/pages/review.py                  # 2 runs at medium
    python3 bench/pages/review.py --runs 1 --level easy

The targets (issue 47): first marks within 5 s of opening, the whole review within 120 s on this machine.
"""

from __future__ import annotations

import argparse
import time

from chromium import launch, served
STORED = "JSON.parse(localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current')))"


def run(browser, site: str, level: str) -> dict:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    page = ctx.new_page()
    page.goto(site + f"?computer=all&speed=instant&level={level}")
    page.wait_for_selector("html[data-tigris-worker=ready]", timeout=300_000)
    page.wait_for_selector(".dlg.final", timeout=900_000)
    actions = len(page.evaluate(STORED)["record"]["actions"])
    start = time.monotonic()
    page.click(".dlg.final [data-ui=review]")
    out: dict = {"actions": actions, "first": None, "mark": None, "whole": None, "total": None}
    while time.monotonic() - start < 900:
        state = page.evaluate("""() => { const p = document.querySelector('.dlg.review progress');
          return {done: p ? +p.value : null, total: p ? +p.max : null,
                  marks: document.querySelectorAll('.review-marks button').length,
                  complete: !!document.querySelector('.dlg.review') && !p &&
                            !!document.querySelector('.dlg.review svg.review-chart')}; }""")
        now = time.monotonic() - start
        if state["total"] and state["total"] > 1:
            out["total"] = state["total"]
        if out["first"] is None and (state["done"] or 0) >= 1:
            out["first"] = now
        if out["mark"] is None and state["marks"]:
            out["mark"] = now
        if state["complete"]:
            out["whole"] = now
            break
        time.sleep(0.1)
    ctx.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=2)
    ap.add_argument("--level", default="medium", choices=["easy", "medium", "hard"])
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with served() as (_, site), sync_playwright() as p:
        browser = launch(p)
        print("run  actions  decisions  first judged  first mark  whole review")
        fmt = lambda v: "   —" if v is None else f"{v:6.1f} s"  # noqa: E731
        for i in range(args.runs):
            r = run(browser, site, args.level)
            print(f"{i + 1:3}  {r['actions']:7}  {r['total'] or 0:9}  {fmt(r['first']):>12}  {fmt(r['mark']):>10}"
                  f"  {fmt(r['whole']):>12}", flush=True)
        browser.close()

if __name__ == "__main__":
    main()
