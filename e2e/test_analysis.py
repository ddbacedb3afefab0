"""The analysis board in the browser: a finished game's review, a marked decision gone to, the analysis board
opened there (every hand open, hard's evaluation and best actions), a move tried, taken back, another tried
(a variation in the move list), and back to the review's decision; a game in progress analysed from what the
person to move may know only (the same page and the same worker requests whatever the others' hidden tiles);
a game's link with ``&analyse``; the lines tried kept with the saved game (a full or blocked storage said);
the analysis board offline.

The games are made here in CPython and opened by ``?game=`` (a save, with its review): no game is played to its
end in the browser, which the review's own test does (e2e/test_review.py)."""

from __future__ import annotations

import base64
import json

import tigris
from tigris import PlaceTile
from tigris.names import COLOURS
from web.game import review as rv
from web.game import worker_jobs
from web.game.seats import COMPUTER, PERSON, Seat
from web.game.session import Session

from conftest import open_page, position_query
from positions import played_until

STORED = "JSON.parse(localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current')))"
# The requests the page sends its worker, kept as sent (the page's Worker wrapped before it starts).
RECORD_REQUESTS = """
  window.tigrisSent = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    postMessage(m) { if (m && m.request) window.tigrisSent.push(m.request); return super.postMessage(m); }
  };
"""


def link(session: Session) -> str:
    text = json.dumps(session.to_save(), separators=(",", ":"))
    return "?game=" + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def reviewed_game() -> Session:
    """A finished game with Archer's review worked out (a few worlds a decision) up to its first mark."""
    game = played_until(21, lambda g: g.is_over)
    s = Session(game, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER)], ai_seed=21)
    request = {"kind": "review", "record": tigris.to_record(game), "player": "archer", "seed": 5, "worlds": 2}
    job = worker_jobs.start(json.dumps(request))
    r = rv.Review("archer", len(game.history))
    while not r.marks():
        reply = job.step(0.5)
        news = job.progress()
        if news:
            r.add(json.loads(news))
        assert reply is None, "no decision marked in the whole game"
    s.reviews["archer"] = r
    return s


def test_from_the_review_s_marked_decision_a_line_is_tried_taken_back_branched_and_left(context, site):
    s = reviewed_game()
    mark = s.reviews["archer"].marks()[0]
    at = mark["index"]  # the analysis starts before the decision: its moves are the game's from there
    before = played_until(21, lambda g: len(g.history) == at)
    tried = [a for a in before.legal_actions() if isinstance(a, PlaceTile) and str(a) != mark["played"]][:2]
    page = open_page(context, site, link(s))
    saved = page.evaluate(STORED)
    page.click(".dlg.final [data-ui=review]")
    page.wait_for_selector(".dlg.review svg.review-chart circle.mark")
    # The chart by keyboard: one tab stop, the arrows from turn to turn (each named with the chances), Enter.
    fourth = s.reviews["archer"].standings[3]
    page.focus("svg.review-chart rect[tabindex='0']")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert label.startswith(f"Turn {fourth['turn']}: Archer ") and "%" in label
    page.keyboard.press("Enter")
    page.wait_for_selector(".dlg.review", state="detached")
    assert page.inner_text("#replay-at") == f"Replay: move {fourth['index']} of {len(s.game.history)}"
    page.click(".replay [data-ui=review]")  # back to the review
    page.wait_for_selector(".dlg.review svg.review-chart circle.mark")
    page.click(f".review-marks button[data-ui=review-go][data-arg='{at}']")
    page.wait_for_selector("#review-note")
    # The analysis board, from the position the decision was taken in.
    page.click(".replay [data-ui=analyse]")
    page.wait_for_selector("#analysis-head")
    assert page.inner_text("#analysis-head h2") == "Analysis board"
    assert "Every hand is open" in page.inner_text("#analysis-knows")
    assert page.locator(".analysis-moves li.cur button").inner_text() == "Start"
    first_move = page.locator("#analysis-list > li:nth-child(2) code").inner_text()
    assert first_move == mark["played"]  # the game's own move, the main line
    # Hard's evaluation and its three best actions, worked out for this position.
    page.wait_for_selector("#analysis-best li", timeout=120_000)
    assert "Archer to move" in page.inner_text("#analysis-value")
    assert page.locator("#analysis-best li").count() == 3
    # A move tried: the tile, then its cell.
    colour, cell = COLOURS[tried[0].colour], tigris.cell_name(tried[0].cell)
    page.click(f"#panel [data-ui=tile][data-arg={colour}]")
    page.click(f"#board [data-cell={cell}]")
    page.wait_for_selector(f".analysis-moves li.cur code:text-is('{tried[0]}')")
    assert page.locator("#analysis-list li.variation").count() == 1
    # Taken back (the move stays in the list), another tried: a second variation beside the game's move.
    page.click("#panel [data-ui=an-back]")
    page.wait_for_selector(".analysis-moves li.cur button:text-is('Start')")
    colour, cell = COLOURS[tried[1].colour], tigris.cell_name(tried[1].cell)
    page.click(f"#panel [data-ui=tile][data-arg={colour}]")
    page.click(f"#board [data-cell={cell}]")
    page.wait_for_selector(f".analysis-moves li.cur code:text-is('{tried[1]}')")
    assert page.locator("#analysis-list li.variation").count() == 2
    # By keyboard in the move list: the arrows walk the line, focus on the move shown.
    page.focus("#analysis-list li.cur button")
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(".analysis-moves li.cur button:text-is('Start')")
    assert page.evaluate("document.activeElement.textContent") == "Start"
    page.keyboard.press("ArrowRight")  # back the way it came: the second variation's move
    page.wait_for_selector(f".analysis-moves li.cur code:text-is('{tried[1]}')")
    listed = page.inner_text("#analysis-list")
    assert str(tried[0]) in listed and str(tried[1]) in listed and mark["played"] in listed
    # One click back: the review's decision in the replay, as it was; the saved game untouched.
    page.click("[data-ui=an-leave]")
    page.wait_for_selector("#review-note")
    assert page.locator("#analysis-head").count() == 0
    assert page.locator(".replay [data-ui=review]").count() == 1
    assert page.evaluate(STORED)["record"] == saved["record"]


def in_progress(other_tiles: bool) -> Session:
    """Archer (a person) to play against the computer; with ``other_tiles``, one of Bull's hidden tiles is
    another colour (swapped with one in the bag): the same game as far as Archer may know. Both are written as
    a position (no moves to replay), so that the save holds the hands as they are here."""
    from tigris.position import game_at, position_of

    played_game = played_until(5, lambda g: len(g.history) > 20 and g.to_move == "archer"
                         and g.phase == tigris.Phase.ACTION and g.actions_left == 2)
    g = game_at(position_of(played_game), played_game.options)
    if other_tiles:
        st = g.state
        c = next(i for i in range(4) if st.hands[1][i])
        k = next(i for i, t in enumerate(st.bag) if t != c)
        st.hands[1][c] -= 1
        st.hands[1][st.bag[k]] += 1
        st.bag[k] = c
    s = Session(g, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER)], ai_seed=5)
    s.confirm_choice = False
    return s


def analysed_in_progress(context, site, other_tiles: bool) -> tuple[list[str], list[str]]:
    """What the analysis of the game in progress shows (Archer to move, then Bull in the line), and sends."""
    s = in_progress(other_tiles)
    context.add_init_script(RECORD_REQUESTS)
    page = open_page(context, site, link(s))
    page.wait_for_selector("html[data-tigris-worker=ready]", timeout=120_000)
    page.click("#panel .log [data-ui=analyse]")
    page.wait_for_selector("#analysis-head")
    assert "imagined as the computer imagines them" in page.inner_text("#analysis-knows")
    # Bull's hand is not shown: only Archer's own tiles, and Bull's tile count as on the game's page.
    assert page.locator("#panel section.hand").count() == 1
    assert "Archer" in page.inner_text("#panel section.hand summary")
    page.wait_for_selector("#analysis-best li", timeout=120_000)
    shown = [page.inner_text("#panel"), page.inner_html("#board")]
    # Archer's turn played out in the line: Bull to move, his hand the imagined one.
    for _ in range(2):
        page.locator("#analysis-best [data-ui=an-play]").first.click()
        page.wait_for_timeout(50)
        while page.locator("#analysis-head").count() and page.locator(".dlg:not([hidden]) [data-ui=play]").count():
            page.locator(".dlg [data-ui=play]").first.click()
        if "Bull" in page.inner_text(".status .turn"):
            break
        page.wait_for_selector("#analysis-best li", timeout=120_000)
    if "Bull" not in page.inner_text(".status .turn"):
        page.click("#panel [data-ui=end]")
    page.wait_for_selector(".status .turn:has-text('Bull')")
    page.wait_for_selector("#analysis-best li", timeout=120_000)
    shown += [page.inner_text("#panel"), page.inner_html("#board")]
    sent = page.evaluate("window.tigrisSent")
    analyse = [r for r in sent if json.loads(r)["kind"] == "analyse"]
    assert analyse, "the analysis was not asked of the worker"
    page.close()
    return shown, analyse


def test_a_game_in_progress_is_analysed_from_what_the_person_to_move_may_know(browser, watch, site):
    from conftest import _context

    seen = []
    for other_tiles in (False, True):
        ctx = _context(browser, watch, "block")
        try:
            seen.append(analysed_in_progress(ctx, site, other_tiles))
        finally:
            ctx.close()
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    # Two games that differ only in Bull's hidden tiles: the same page, the same requests to the worker.
    assert seen[0][0] == seen[1][0]
    assert seen[0][1] == seen[1][1]


def test_a_tutorial_board_opens_its_position_on_the_analysis_board_and_back_goes_to_the_tutorial(context, site):
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector("#regions-play[data-live=ready]", timeout=60_000)
    board = page.locator("#regions-play")
    diagram = board.locator(".tb-pos textarea").input_value()
    link = board.locator("a.tb-analyse")
    assert link.inner_text() == "Analyse" and link.get_attribute("target") is None  # the same tab: Back returns
    link.click()
    page.wait_for_selector("#analysis-head", timeout=60_000)
    assert "Every hand is open" in page.inner_text("#analysis-knows")
    assert page.inner_text("#analysis-head [data-ui=an-leave]") == "Back"
    # The board's own position: its tiles where the tutorial drew them (each cell named for screen readers).
    opened = tigris.from_diagram(diagram)
    kinds = {"red": "temple", "blue": "farm", "black": "settlement", "green": "market"}
    tiles = tigris.view_of(opened, opened.players[0]).tiles
    assert tiles
    for cell, (colour, _) in tiles.items():
        assert kinds[colour] in page.get_attribute(f"#board [data-cell={cell}]", "aria-label")
    assert page.evaluate("localStorage.getItem('tigris.current')") is None  # nothing saved as a game
    page.click("[data-ui=an-leave]")
    page.wait_for_url("**/tutorial.html**")
    page.wait_for_selector("#regions-play", timeout=60_000)


def test_without_a_worker_the_analysis_is_worked_out_on_the_page_s_own_thread(context, site):
    context.route("**/web/worker.mjs", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body="throw new Error('no worker on this device');"))
    page = open_page(context, site, position_query(tigris.to_diagram(tigris.Game.new(["archer", "bull"], seed=3)),
                                                   "&analyse"))
    page.wait_for_selector("html[data-tigris-worker=failed]", timeout=60_000)
    page.wait_for_selector("#analysis-best li", timeout=120_000)
    assert page.locator("#analysis-best li").count() == 3
    page.locator("#analysis-best [data-ui=an-play]").first.click()
    page.wait_for_selector("#analysis-list li.cur code")
    page.wait_for_selector("#analysis-best li", timeout=120_000)  # the next position's, too


def test_a_game_s_link_with_analyse_opens_the_move_it_names_and_a_bad_link_says_why(context, site):
    game = played_until(21, lambda g: g.is_over)
    s = Session(game, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER)], ai_seed=21)
    page = open_page(context, site, link(s) + "&analyse=12")
    page.wait_for_selector("#analysis-head")
    assert "Every hand is open" in page.inner_text("#analysis-knows")
    assert page.inner_text("#analysis-head [data-ui=an-leave]") == "Back to the replay"
    assert page.locator(".analysis-moves li.cur button").inner_text() == "Start"
    assert page.locator("#analysis-list > li:nth-child(2) .num").inner_text() == "13."
    assert page.locator("#analysis-list > li:nth-child(2) code").inner_text() == str(game.history[12])
    # Back: the link's game (kept on this device, as any link's game), its replay at that move.
    page.click("[data-ui=an-leave]")
    page.wait_for_selector("#replay-at")
    assert page.inner_text("#replay-at") == f"Replay: move 12 of {len(game.history)}"
    assert page.evaluate(STORED)["record"]["actions"] == tigris.to_record(game)["actions"]
    # A move the game does not have: its last position, and the page says why.
    page.goto(site + link(s) + "&analyse=999")
    page.wait_for_selector("#analysis-head", timeout=60_000)
    assert "move 999" in page.inner_text("#message") and f"{len(game.history)} moves" in page.inner_text("#message")
    assert page.inner_text("#analysis-head [data-ui=an-leave]") == "Back to the game"
    assert page.locator("#analysis-list > li.cur .num").inner_text() == f"{len(game.history)}."
    # The Share button's link (``?link=``) too: the analysis at the game's end, back to the game.
    from web.game import sharing

    page.goto(site + "?link=" + sharing.link_text(s) + "&analyse")
    page.wait_for_selector("#analysis-head", timeout=60_000)
    assert page.inner_text("#analysis-head [data-ui=an-leave]") == "Back to the game"
    page.click("[data-ui=an-leave]")
    page.wait_for_selector(".dlg.final")
    # A link that cannot be read: said, no analysis board, nothing lost.
    page.goto(site + "?game=bm90IGEgZ2FtZQ&analyse")
    page.wait_for_selector(".dlg.notice", timeout=60_000)
    assert "This link cannot be opened" in page.inner_text(".dlg.notice")
    assert "The game in the link cannot be read" in page.inner_text(".dlg.notice")
    assert page.locator("#analysis-head").count() == 0


def try_tile(page, action) -> None:
    """A tile placed as a player places it (the tile, then its cell), on the analysis board."""
    page.click(f"#panel [data-ui=tile][data-arg={COLOURS[action.colour]}]")
    page.click(f"#board [data-cell={tigris.cell_name(action.cell)}]")
    page.wait_for_selector(f".analysis-moves li.cur code:text-is('{action}')")


def test_the_lines_tried_are_kept_with_the_game_and_a_full_storage_is_said(context, site):
    from test_quota import FILL

    game = played_until(21, lambda g: g.is_over)
    s = Session(game, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER)], ai_seed=21)
    before = played_until(21, lambda g: len(g.history) == 12)
    tried = [a for a in before.legal_actions() if isinstance(a, PlaceTile) and str(a) != str(game.history[12])][:2]
    page = open_page(context, site, link(s) + "&analyse=12")
    page.wait_for_selector("#analysis-head")
    try_tile(page, tried[0])
    assert page.evaluate(STORED)["analyses"]  # kept with the saved game at once
    # The page closed and opened again: the game's replay at that move, Analyse: the line tried is there.
    page.reload()
    page.wait_for_selector(".dlg.final", timeout=60_000)
    page.click(".dlg.final [data-ui=replay]")
    page.click("#log [data-ui=replay-jump][data-arg='12']")
    page.click(".replay [data-ui=analyse]")
    page.wait_for_selector("#analysis-head")
    assert page.locator(".analysis-moves li.cur button").inner_text() == "Start"
    assert page.locator("#analysis-list li.variation").count() == 1
    assert str(tried[0]) in page.inner_text("#analysis-list li.variation")
    # A storage with no room left: the analysis goes on, the panel says its lines are not saved.
    page.evaluate(FILL, 0)
    try_tile(page, tried[1])
    assert "could not be saved" in page.inner_text("#analysis-kept")
    assert page.locator("#analysis-list li.variation").count() == 2
    page.evaluate("localStorage.removeItem('junk')")


def test_with_its_storage_blocked_the_analysis_of_a_link_s_game_says_its_lines_are_not_kept(browser, watch, site):
    from conftest import _context
    from test_no_storage import THROWS

    game = played_until(21, lambda g: g.is_over)
    s = Session(game, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER)], ai_seed=21)
    before = played_until(21, lambda g: len(g.history) == 12)
    tried = next(a for a in before.legal_actions() if isinstance(a, PlaceTile) and str(a) != str(game.history[12]))
    ctx = _context(browser, watch, "block")
    try:
        ctx.add_init_script(THROWS)
        page = open_page(ctx, site, link(s) + "&analyse=12")
        page.wait_for_selector("#analysis-head")
        try_tile(page, tried)
        assert "storage is blocked" in page.inner_text("#analysis-kept")
        page.click("[data-ui=an-leave]")  # back to the game's replay, which plays on in this page
        page.wait_for_selector("#replay-at")
        page.click(".replay [data-ui=analyse]")
        page.wait_for_selector("#analysis-head")
        assert str(tried) in page.inner_text("#analysis-list li.variation")  # kept in this page meanwhile
    finally:
        ctx.close()
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


def test_the_analysis_board_works_offline_after_the_first_visit(sw_context, site):
    page = open_page(sw_context, site)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_selector("html[data-tigris-worker=ready]", timeout=120_000)  # (its files cached too)
    sw_context.set_offline(True)
    try:
        diagram = tigris.to_diagram(tigris.Game.new(["archer", "bull"], seed=3))
        page.goto(site + position_query(diagram, "&analyse"))
        page.wait_for_selector("#analysis-head", timeout=60_000)
        page.wait_for_selector("html[data-tigris-worker=ready]", timeout=120_000)  # the computer's worker too
        page.wait_for_selector("#analysis-best li", timeout=120_000)
        assert page.locator("#analysis-best li").count() == 3
        page.locator("#analysis-best [data-ui=an-play]").first.click()
        page.wait_for_selector("#analysis-list li.cur code")
        page.wait_for_selector("#analysis-best li", timeout=120_000)  # the next position's, worked out offline
        page.click("#panel [data-ui=an-back]")
        page.wait_for_selector(".analysis-moves li.cur button:text-is('Start')")
    finally:
        sw_context.set_offline(False)


def test_an_exercise_links_to_the_analysis_board_only_once_its_answer_is_known(context, site):
    page = context.new_page()
    page.goto(site + "tutorial.html")
    ex = "#tiles-exercise"
    page.wait_for_selector(f"{ex}[data-live=ready]", timeout=60_000)
    assert page.locator(f"{ex} a.tb-analyse").count() == 0  # hard's best actions would be the answer
    page.click(f"{ex} [data-ui=select][data-arg='tile green']")
    page.click(f'{ex} [data-cell="e2"]')  # a wrong answer: try again, still no analysis
    page.wait_for_selector(f"{ex}[data-verdict=wrong]")
    assert page.locator(f"{ex} a.tb-analyse").count() == 0
    page.click(f"{ex} [data-ui=answer]")  # "Show me": the answer is known now
    page.wait_for_selector(f"{ex}[data-verdict=ok]")
    assert page.locator(f'{ex} [data-cell="a2"] rect.tile').count() == 1
    page.click(f"{ex} a.tb-analyse")
    page.wait_for_selector("#analysis-head", timeout=60_000)
    assert "Every hand is open" in page.inner_text("#analysis-knows")
    # The exercise's question, not its answer: a2 is empty, the reader (Archer) to move.
    assert page.locator('#board [data-cell="a2"] rect.tile').count() == 0
    assert "Archer" in page.inner_text(".status .turn")
    page.click("[data-ui=an-leave]")
    page.wait_for_url("**/tutorial.html**")
    page.wait_for_selector(f"{ex}", timeout=60_000)
