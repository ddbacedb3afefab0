"""Issue 47's "done when", as a player goes through it in Chromium: a short game played to its end by the
computer on every seat, its review (the chart, a marked decision), the decision gone to, the analysis board
opened there, a move tried and taken back, and the one click back to where the analysis was opened.

The game is short because it starts late: a game of random moves, opened by ``?game=`` some twenty moves before
its bag runs out, which the computer (easy, on every seat, at once) plays to its end in the page. The random
moves before are the reviewed player's too: the review marks one of them within its first decisions.
(The page's answer to a click while hard thinks with the CPU throttled, and a whole game without a worker:
``e2e/test_worker.py``.)"""

from __future__ import annotations

import base64
import json

import tigris

from conftest import open_page
from positions import played_until

SEED = 21


def near_the_end() -> str:
    """``?game=`` of SEED's random game twenty moves before its end (its record: the deal and the moves)."""
    whole = played_until(SEED, lambda g: g.is_over)
    game = played_until(SEED, lambda g: len(g.history) == len(whole.history) - 20)
    text = json.dumps(tigris.to_record(game), separators=(",", ":"))
    return "?game=" + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_a_game_played_to_its_end_is_reviewed_and_a_marked_decision_analysed(context, site):
    page = open_page(context, site, near_the_end() + "&computer=all&speed=instant&level=easy")
    # The computer plays every seat to the end: the final score.
    final = page.wait_for_selector(".dlg.final", timeout=240_000)
    assert "Final score" in final.inner_text()
    moves = page.locator("#log li").count()
    # The review: its chart of both players' chances, then a marked decision, on the chart and in the list.
    page.click(".dlg.final [data-ui=review]")
    page.wait_for_selector(".dlg.review svg.review-chart polyline", timeout=120_000)
    assert page.locator(".dlg.review svg.review-chart polyline").count() == 2
    assert "chance to win" in page.inner_text("#review-legend")
    page.wait_for_selector(".review-marks button[data-ui=review-go]", timeout=240_000)
    page.wait_for_selector("svg.review-chart circle.mark")
    mark = page.locator(".review-marks button[data-ui=review-go]").first
    said = mark.inner_text()
    assert any(g in said for g in ("inaccuracy", "mistake", "blunder")) and "hard computer" in said
    at = int(mark.get_attribute("data-arg"))
    # Gone to: the replay of the decision, the move played and hard's choice said.
    mark.click()
    page.wait_for_selector(".dlg.review", state="detached")
    note = page.inner_text("#review-note")
    assert "hard computer" in note
    replay_at = page.inner_text("#replay-at")
    # The analysis board, from the position the decision was taken in: the move played is the main line's first.
    page.click(".replay [data-ui=analyse]")
    page.wait_for_selector("#analysis-head")
    assert page.inner_text("#analysis-head h2") == "Analysis board"
    assert page.inner_text("#analysis-head [data-ui=an-leave]") == "Back to the review"
    assert "Every hand is open" in page.inner_text("#analysis-knows")
    assert page.locator(".analysis-moves li.cur button").inner_text() == "Start"
    assert page.locator("#analysis-list > li:nth-child(2) .num").inner_text() == f"{at + 1}."
    played = page.locator("#analysis-list > li:nth-child(2) code").inner_text()
    # Hard's evaluation and three best actions; one of them tried (another than the game's move, if it is one).
    page.wait_for_selector("#analysis-best li", timeout=120_000)
    assert page.locator("#analysis-best li").count() == 3
    assert "to move" in page.inner_text("#analysis-value")
    best = page.locator("#analysis-best li")
    notations = [best.nth(i).locator("code.an-notation").inner_text() for i in range(3)]
    tried = next(i for i, n in enumerate(notations) if n != played)
    page.locator("#analysis-best [data-ui=an-play]").nth(tried).click()
    page.wait_for_selector(f".analysis-moves li.cur code:text-is('{notations[tried]}')")
    assert page.locator("#analysis-list li.variation").count() == 1
    # Taken back (Undo, as in a game): the board at the start again, the move tried still in the list.
    page.click("#panel [data-ui=undo]")
    page.wait_for_selector(".analysis-moves li.cur button:text-is('Start')")
    assert notations[tried] in page.inner_text("#analysis-list li.variation")
    # Left: the replay of the review's decision, as it was, and from there the review again.
    page.click("[data-ui=an-leave]")
    page.wait_for_selector("#review-note")
    assert page.locator("#analysis-head").count() == 0
    assert page.inner_text("#review-note") == note
    assert page.inner_text("#replay-at") == replay_at
    assert page.locator("#log li").count() == moves
    page.click(".replay [data-ui=review]")
    page.wait_for_selector(".dlg.review .review-marks button[data-ui=review-go]")
