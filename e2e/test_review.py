"""The game review in the browser: a game played to its end, its review (the chart, a marked decision), the
decision shown in the replay with hard's choice, and the review kept with the saved game."""

from __future__ import annotations

import json

from conftest import READY, open_page

STORED = "JSON.parse(localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current')))"


def play_to_the_end(page) -> None:
    page.wait_for_selector(".dlg.final", timeout=300_000)


def test_a_finished_game_is_reviewed_and_a_marked_decision_shown(context, site):
    page = open_page(context, site, "?computer=all&speed=instant&level=easy")
    play_to_the_end(page)
    page.click(".dlg.final [data-ui=review]")
    page.wait_for_selector(".dlg.review")
    assert page.locator(".dlg.review h2").inner_text() == "Game review"
    # Progress first, then the chart (every turn) and its table for screen readers.
    page.wait_for_selector(".dlg.review progress")
    page.wait_for_selector(".dlg.review svg.review-chart polyline", timeout=60_000)
    assert page.locator(".dlg.review svg.review-chart polyline").count() == 2
    assert page.locator(".dlg.review table.sr-only tbody tr").count() >= 10
    assert "chance to win" in page.inner_text("#review-legend")
    # Easy slips on purpose now and then: a decision is marked, on the chart and in the list.
    page.wait_for_selector(".review-marks button[data-ui=review-go]", timeout=240_000)
    mark = page.locator(".review-marks button[data-ui=review-go]").first
    said = mark.inner_text()
    assert any(g in said for g in ("inaccuracy", "mistake", "blunder")) and "hard computer" in said
    assert page.locator("svg.review-chart circle.mark").count() >= 1
    # Going to it: the replay after the move, the move played and hard's choice said and marked.
    index = int(mark.get_attribute("data-arg"))
    mark.click()
    page.wait_for_selector(".dlg.review", state="detached")
    page.wait_for_selector("#review-note")
    assert page.inner_text("#replay-at").startswith(f"Move {index + 1}") or str(index + 1) in page.inner_text("#replay-at")
    assert "hard computer" in page.inner_text("#review-note")
    # Back to the review: what it found is still there (kept, not worked out again).
    page.click("[data-ui=review]")
    page.wait_for_selector(".dlg.review .review-marks button[data-ui=review-go]")
    page.click("[data-ui=review-close]")
    page.wait_for_selector(".dlg.review", state="detached")
    stored = page.evaluate(STORED)
    kept = stored["reviews"]["archer"]
    assert kept["player"] == "archer" and len(kept["judged"]) >= 1 and kept["standings"]
    # Opened again after a reload: the saved review is shown at once, with its marks.
    page.reload()
    page.wait_for_selector(READY)
    page.click(".dlg.final [data-ui=review]")
    page.wait_for_selector(".dlg.review .review-marks button[data-ui=review-go]", timeout=5_000)
    if page.locator("[data-ui=review-cancel]").count():
        page.click("[data-ui=review-cancel]")
    after = page.evaluate(STORED)["reviews"]["archer"]
    assert len(after["judged"]) >= len(kept["judged"])
    assert json.dumps(after["judged"][: len(kept["judged"])]) == json.dumps(kept["judged"])  # never twice
    # The other player's decisions: chosen in the dialog, judged at once.
    page.select_option(".dlg.review select[data-review-player]", "bull")
    page.wait_for_function("() => (document.querySelector('.dlg.review progress') || {}).value >= 1",
                           timeout=120_000)
    page.click("[data-ui=review-close]")
    page.wait_for_function(f"() => ({STORED}).reviews.bull.judged.length >= 1")
