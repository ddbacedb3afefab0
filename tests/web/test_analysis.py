"""The analysis board (web.game.analysis, web.game.analysis_view): opened from a finished game's replay or its
review with every hand open, or from a game in progress with only what the person to move may know; lines
tried, taken back and branched; hard's evaluation asked for the position shown; the game never changed."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

import tigris
from tigris import PlaceTile
from web.game import analysis_view, commands, render, worker_jobs
from web.game.analysis import Analysis, open_from, open_position
from web.game.seats import COMPUTER, PERSON, Seat
from web.game.session import Session

from positions import played_until


@pytest.fixture(scope="module")
def finished() -> tigris.Game:
    return played_until(21, lambda g: g.is_over)


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<style.*?</style>|<[^>]+>", " ", str(html), flags=re.S)).split())


def tile_move(a: Analysis, avoid: str = "") -> tigris.Action:
    return next(x for x in a.game.legal_actions() if isinstance(x, PlaceTile) and str(x) != avoid)


def test_from_a_finished_game_s_replay_every_hand_is_open_and_the_game_goes_on_as_the_main_line(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.step(10)
    a = open_from(s, "replay")
    assert a is not None and not a.imagined
    assert a.game.history == finished.history[:10]
    assert all(p.hand is not None for p in a.view().players)  # every hand open
    assert a.tree.moves(a.tree.main_line()[-1]) == [str(x) for x in finished.history[10:]]
    shown = text(analysis_view.panel(a, busy=False))
    assert "Analysis board" in shown and "Back to the replay" in shown and "Every hand is open" in shown


def test_a_move_tried_taken_back_and_another_tried_is_a_variation_and_the_game_is_untouched(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.step(10)
    before = tigris.to_record(s.game)
    a = open_from(s, "replay")
    played = str(finished.history[10])
    first = tile_move(a, avoid=played)
    a.play(first)
    assert a.tree.at == (1,) and str(a.game.history[-1]) == str(first)
    assert a.undo() and a.tree.at == () and a.game.history == finished.history[:10]
    second = next(x for x in a.game.legal_actions() if str(x) not in (played, str(first)))
    a.play(second)
    assert a.tree.at == (2,)
    shown = text(analysis_view.move_list(a))
    mover = a.name(played_until(21, lambda g: len(g.history) == 10).to_move)
    assert f"11. {mover} {played}" in shown and f"11. {mover} {first}" in shown and f"11. {mover} {second}" in shown
    assert str(analysis_view.move_list(a)).count('class="variation"') == 2
    assert not a.dirty  # nothing to save
    assert tigris.to_record(s.game) == before and s.replay is not None and s.replay.index == 10


def reopened(s: Session, at: int) -> Analysis:
    """The analysis of ``s`` after its save is read again, from its replay at move ``at``."""
    from web.game.save_format import session_from_save

    again = session_from_save(json.loads(json.dumps(s.to_save())), verify=True)
    again.start_replay()
    again.replay.step(at)
    a = open_from(again, "replay")
    assert a is not None
    return a


def test_the_lines_tried_are_kept_with_the_saved_game_and_shown_again_when_its_analysis_is_opened(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.step(10)
    a = open_from(s, "replay")
    assert not a.changed and not a.keep() and not s.analyses  # nothing tried: nothing kept
    tried = tile_move(a, avoid=str(finished.history[10]))
    a.play(tried)
    a.play(tile_move(a))
    assert a.changed and a.keep() and s.dirty and list(s.analyses) == [a.key]
    b = reopened(s, 10)  # the same position, from a save read again: the tree, the board at the start
    assert b.tree.at == () and b.tree.to_list() == a.tree.to_list()
    assert text(analysis_view.move_list(b)).count(str(tried)) == 1
    assert b.go((1, 0)) and b.game.history == a.game.history
    # Another position of the game has lines of its own; the first's are kept beside them.
    c = reopened(s, 30)
    assert c.tree.size() == len(finished.history) - 30
    # A variation deleted, back to the game's own line: nothing left to keep for the position.
    assert b.delete((1,)) and b.keep() and b.key not in b.back_to.analyses


def test_a_kept_tree_is_checked_when_it_is_opened_and_what_the_engine_refuses_is_left_out(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.step(10)
    a = open_from(s, "replay")
    tried = tile_move(a, avoid=str(finished.history[10]))
    a.play(tried)
    a.play(tile_move(a))
    a.keep()
    kept = s.analyses[a.key]
    # A tampered save: the tried move made illegal (and what followed it goes too); the game's line stays.
    s.analyses[a.key] = [[p, "h99 r" if m == str(tried) else m] for p, m in kept]
    b = reopened(s, 10)
    assert b.tree.size() == len(finished.history) - 10 and str(tried) not in text(analysis_view.move_list(b))
    for broken in ("lines", [[5, "end"]], [[-1, 3]], [[-1, "x" * 500]], {"0": 1}):
        s.analyses[a.key] = broken
        assert reopened(s, 10).tree.size() == len(finished.history) - 10  # as opened the first time
    s.analyses = {str(i): [] for i in range(9)}  # more than a save keeps: not read, the game opens all the same
    from web.game.save_format import session_from_save

    again = session_from_save(json.loads(json.dumps(s.to_save())), verify=True)
    assert again.analyses == {} and "analyses" in again.message


def test_the_move_list_names_who_played_each_move_in_the_page_s_language_for_screen_readers_too(finished):
    from web.core import i18n

    s = Session(finished.copy(), [Seat("archer", "Ann", PERSON), Seat("bull", "Bull", COMPUTER)])
    s.start_replay()
    s.replay.step(10)
    a = open_from(s, "replay")
    movers = [played_until(21, lambda g, n=n: len(g.history) == n).to_move for n in (10, 11, 12)]
    html = str(analysis_view.move_list(a))
    for n, who in zip((11, 12, 13), movers):
        name = "Ann" if who == "archer" else "Bull"
        move = str(finished.history[n - 1])
        assert f'aria-label="Move {n}, {name}: {move}"' in html
        assert f'<span class="who">{name}</span> <code>{move}</code>' in html
    a.play(tile_move(a, avoid=str(finished.history[10])))  # a variation's move: named as well
    assert f'aria-label="Move 11, {"Ann" if movers[0] == "archer" else "Bull"}: {a.tree.node((1,)).move}"' \
        in str(analysis_view.move_list(a))
    try:
        i18n.use("de")  # a seat named after its dynasty is named in the page's language
        b = open_from(Session(finished.copy()), "game")
        assert 'aria-label="Zug 1, Bogenschütze: ' in str(analysis_view.move_list(b)) \
            or 'aria-label="Zug 1, Stier: ' in str(analysis_view.move_list(b))
    finally:
        i18n.use("en")


def test_the_buttons_step_through_the_line_and_go_to_any_move(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.step(10)
    a = open_from(s, "replay")
    assert a.forward() and a.tree.at == (0,) and a.game.history == finished.history[:11]
    assert a.to_end() and a.game.is_over
    assert "The game ends here" in text(analysis_view.panel(a, busy=False))
    assert a.go((0, 0, 0)) and a.game.history == finished.history[:13]
    assert a.to_start() and a.tree.at == ()
    assert not a.go((7,))  # a tampered button moves nothing


def test_from_a_marked_decision_of_the_review_it_starts_before_the_decision_with_the_move_played_first(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.from_review = True
    s.replay.notes[21] = (str(finished.history[20]), str(finished.history[20]), "move 21, a mistake")
    s.replay.step(21)
    a = open_from(s, "review")
    assert a.game.history == finished.history[:20]
    assert a.tree.root.children[0].move == str(finished.history[20])
    assert "Back to the review" in text(analysis_view.heading(a))


def test_a_finished_game_is_analysed_whole_from_its_end_and_its_replay_s_end_has_nothing_to_analyse(finished):
    s = Session(finished.copy())
    a = open_from(s)  # from the final score: the whole game as the main line, the board at its end
    assert a.game.is_over and a.game.history == finished.history and a.tree.moves() == finished.history
    assert a.to_start() and a.game.history == [] and a.number_from == 1
    s.start_replay()  # the replay at the end: the same
    assert open_from(s, "replay").tree.moves() == finished.history


def test_hard_s_evaluation_and_its_three_best_actions_are_shown_once_found(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.step(10)
    a = open_from(s, "replay")
    waiting = text(analysis_view.evaluation(a, busy=True))
    assert "weighing this position" in waiting
    request = a.request()
    assert request["kind"] == "analyse"
    job = worker_jobs.start(json.dumps(dict(request, worlds=2)))
    while (reply := job.step(0.5)) is None:
        pass
    a.found[a.tree.at] = json.loads(reply)
    shown = text(analysis_view.evaluation(a, busy=False))
    assert "Archer to move" in shown and "chance to win" in shown
    best = a.found[()]["actions"]
    assert len(best) == 3 and all(n in shown for n, _ in best)
    assert 'data-ui="an-play"' in str(analysis_view.evaluation(a, busy=False))
    best_cell = tigris.parse_action(best[0][0])
    if hasattr(best_cell, "cell"):  # the board marks where hard's best goes
        assert a.hint_cells() == {tigris.cell_name(best_cell.cell)}


# ---------------------------------------------------------------------- a game in progress


def in_progress(seed: int = 5) -> tigris.Game:
    """Archer to play his first action of a turn, a few turns in."""
    return played_until(seed, lambda g: len(g.history) > 20 and g.to_move == "archer"
                        and g.phase == tigris.Phase.ACTION and g.actions_left == 2)


def with_other_hidden_tiles(game: tigris.Game) -> tigris.Game:
    """The same game for Archer: one of Bull's tiles swapped with a tile of another colour in the bag."""
    g = game.copy()
    st = g.state
    hand = st.hands[1]
    c = next(i for i in range(4) if hand[i])
    k = next(i for i, t in enumerate(st.bag) if t != c)
    d = st.bag[k]
    hand[c] -= 1
    hand[d] += 1
    st.bag[k] = c
    assert st.hands[1] != game.state.hands[1]
    return g


def person_against_computer(game: tigris.Game) -> Session:
    return Session(game, [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", COMPUTER)])


def test_in_a_game_in_progress_the_others_hands_are_hidden_and_the_panel_says_they_are_imagined():
    s = person_against_computer(in_progress())
    a = open_from(s)
    assert a is not None and a.imagined and a.analyst == "archer"
    view = a.view()
    assert view.player("archer").hand == tuple(s.game.state.hands[0])
    assert view.player("bull").hand is None
    assert "imagined as the computer imagines them" in text(analysis_view.heading(a))


def test_in_a_game_in_progress_nothing_shown_or_sent_depends_on_the_tiles_archer_cannot_see():
    real = in_progress()
    other = with_other_hidden_tiles(real)
    drawn = []
    for game in (real, other):
        a = open_from(person_against_computer(game))
        pages = [str(render.board(a, "h6")), str(analysis_view.panel(a, busy=False)), json.dumps(a.request())]
        while a.game.to_move == "archer":  # Archer's line to the end of his turn, then Bull's turn in it
            a.play(next(x for x in a.game.legal_actions() if str(x) != "end") if a.game.actions_left else "end")
        pages += [str(render.board(a, "h6")), str(analysis_view.panel(a, busy=False)), json.dumps(a.request())]
        drawn.append(pages)
    assert drawn[0] == drawn[1]


def test_in_a_game_in_progress_a_rival_s_turn_in_the_line_is_played_from_his_imagined_hand_his_points_hidden():
    a = open_from(person_against_computer(in_progress()))
    while a.game.to_move == "archer":
        a.play(next(x for x in a.game.legal_actions() if str(x) != "end") if a.game.actions_left else "end")
    bull = a.view().player("bull")
    assert bull.hand is not None and sum(bull.hand) == bull.hand_size and bull.points is None
    assert a.view().player("archer").hand is not None  # the analyst's own tiles, drawn in the line
    assert "Bull's hand" in text(analysis_view.panel(a, busy=False))


def test_the_analysis_of_a_game_in_progress_never_holds_the_real_hidden_hands():
    real = in_progress()
    a = open_from(person_against_computer(real))
    assert a.base.history == [] and a.base.setup is None  # nothing left to deal the real bag again
    assert a.base.state.hands[0] == real.state.hands[0]


def test_no_analysis_behind_the_hot_seat_cover_or_while_a_turn_waits_for_confirmation():
    game = in_progress()
    two = Session(game.copy(), [Seat("archer", "Archer", PERSON), Seat("bull", "Bull", PERSON)])
    assert two.needs_cover and open_from(two) is None
    s = person_against_computer(game.copy())
    s.unconfirmed = "archer"
    assert open_from(s) is None


# ---------------------------------------------------------------------- a position from a link, the page's buttons


def test_a_position_from_a_link_is_analysed_with_every_hand_open():
    from web.game import query

    diagram = tigris.to_diagram(in_progress())
    from urllib.parse import quote

    req = query.from_query("?position=" + quote(diagram) + "&analyse")
    a = req.session
    assert isinstance(a, Analysis) and a.origin == "link" and a.back_to is None and not a.imagined
    assert all(p.hand is not None for p in a.view().players)
    assert "Back" in text(analysis_view.heading(a))
    over = played_until(21, lambda g: g.is_over)
    assert open_position(over, [Seat(p, p.title()) for p in over.players]) is None


def test_a_game_s_link_with_analyse_opens_its_last_position_or_the_move_it_names(finished):
    from web.game import query
    from web.game.analysis import open_for_link

    req = query.from_query("?game=" + query.encode_game(Session(finished.copy())) + "&analyse")
    assert req.analyse == "" and req.session is not None and not req.session.analysing  # the game, kept as it is
    a, bad = open_for_link(req.session, req.analyse)
    assert a is not None and not bad and a.origin == "game" and a.back_to is req.session
    assert a.game.history == finished.history and a.tree.at == tuple(a.tree.main_line()[-1])  # its end
    assert query.from_query("?game=" + query.encode_game(Session(finished.copy())) + "&analyse=12").analyse == "12"
    a, bad = open_for_link(Session(finished.copy()), "12")
    assert a is not None and not bad and a.origin == "replay" and a.back_to.replay.index == 12
    assert a.game.history == finished.history[:12] and a.number_from == 13
    assert "Back to the replay" in text(analysis_view.heading(a))
    for named in ("9999", "twelve", "-3"):  # not a move of this game: its last position, and the page says so
        a, bad = open_for_link(Session(finished.copy()), named)
        assert bad and a is not None and a.game.history == finished.history
    # A game in progress: from what the person to move may know, as from the game itself.
    a, bad = open_for_link(person_against_computer(in_progress()), "")
    assert a is not None and a.imagined and not bad
    # A link that cannot be read opens nothing, and says why.
    req = query.from_query("?game=bm90IGEgZ2FtZQ&analyse")
    assert req.session is None and req.problem


class FakePage:
    """What the buttons' table needs of the page, without a browser."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.saved = 0
        self.left = 0

    def save(self) -> None:
        self.saved += 1

    def leave_analysis(self, navigate: bool = True) -> None:
        self.left += 1
        assert isinstance(self.session, Analysis)
        self.session = self.session.back_to

    def analysis_step(self, ui: str, arg: str) -> None:
        self.session.button(ui, arg)  # what the page's Analysing.analysis_step does

    def open_games(self, problem=None) -> None:
        self.games_opened = self.session


def test_the_analysis_buttons_move_on_the_tree_and_a_game_button_goes_back_to_the_game_first(finished):
    s = Session(finished.copy())
    s.start_replay()
    s.replay.step(10)
    page = FakePage(open_from(s, "replay"))
    a = page.session
    move = tile_move(a, avoid=str(finished.history[10]))
    commands.run(page, "tile", tigris.names.COLOURS[move.colour])
    a.click_cell(tigris.cell_name(move.cell))
    commands.run(page, "an-play", str(move))  # the same move again (from hard's list): gone to, not added
    assert a.tree.at == (1,) and a.tree.size() == len(finished.history) - 10 + 1
    commands.run(page, "undo", "")
    assert a.tree.at == ()
    commands.run(page, "an-go", "1")
    assert a.tree.at == (1,) and page.saved == 0
    commands.run(page, "an-back", "")
    commands.run(page, "an-forward", "")
    assert a.tree.at == (1,)
    commands.run(page, "an-go", "not a path")
    assert a.tree.at == (1,)
    commands.run(page, "games", "")
    assert page.left == 1 and page.session is s and page.games_opened is s
