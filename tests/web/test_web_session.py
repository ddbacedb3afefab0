"""web.game.session: the page's logic without a browser (targets, clicks, undo, hot seat, computer)."""

from __future__ import annotations

import pytest

import tigris
from web_positions import REVOLT, WAR
from web.game.new_game import new_session
from web.game.session import COMPUTER, PERSON, Seat, Session


def session(diagram: str, kinds=(PERSON, PERSON)) -> Session:
    g = tigris.from_diagram(diagram)
    return Session(g, [Seat(p, p.title(), k) for p, k in zip(g.players, kinds)])


def test_module_does_not_touch_the_browser():
    import web.game.render
    import web.game.session
    import web.game.storage

    for m in (web.game.session, web.game.storage, web.game.render):
        assert "js" not in vars(m) and "pyodide" not in vars(m)


def test_targets_come_from_the_engines_legal_actions():
    s = session(REVOLT)
    s.reveal()
    assert s.targets() == set()
    s.select("leader", "king")
    legal = {tigris.cell_name(a.cell) for a in s.game.legal_actions()
             if isinstance(a, tigris.PlaceLeader) and a.colour == 2}
    assert s.targets() == legal and "b3" in legal
    s.select("tile", "blue")
    assert s.targets() == set()  # no river on a blank board
    s.select("tile", "red")
    assert "h6" in s.targets()
    s.select("catastrophe")
    assert "h6" in s.targets() and "b2" in s.targets()


def test_an_illegal_click_gives_the_engines_reason_and_changes_nothing():
    s = session(REVOLT)
    s.reveal()
    before = tigris.to_record(s.game)
    s.select("leader", "priest")
    assert s.click_cell("h6") == []
    assert s.error and "next to a temple" in s.message
    assert tigris.to_record(s.game) == before
    s.clear_selection()
    s.click_cell("h6")
    assert not s.error and "Choose a tile" in s.message


def test_click_places_and_undo_takes_back_until_tiles_are_drawn():
    s = session(REVOLT)
    s.reveal()
    s.select("tile", "red")
    events = s.click_cell("h6")
    assert [e.code for e in events][0] == "tile_placed"
    assert s.game.history == ["tile red h6"] and s.movers == ["archer"]
    assert s.last_cells == {"h6"}
    assert s.can_undo
    assert s.undo()
    assert s.game.history == [] and s.movers == []
    s.play("tile red h6")
    s.play("tile red h8")  # second action: the turn ends, tiles are drawn
    assert not s.can_undo
    assert s.to_move == "bull"


def test_defender_decision_ends_undo_and_cover_between_people():
    s = session(REVOLT)
    assert s.needs_cover  # nobody has taken the device yet
    s.reveal()
    s.play("leader king b3")
    assert s.game.phase == "commit" and s.to_move == "archer"
    assert s.can_undo  # still the attacker's own decision to come
    s.play("commit 2")
    assert s.to_move == "bull" and s.needs_cover and not s.can_undo
    s.reveal()
    s.play("commit 0")
    assert s.to_move == "archer" and s.needs_cover
    assert not s.can_undo  # another player has decided since


def test_clicking_own_leader_picks_it_up_and_withdraw():
    s = session(WAR)
    s.reveal()
    s.click_cell("b3")
    assert s.selection == ("leader", "king") and s.selected_cells() == {"b3"}
    assert s.targets()
    s.play("withdraw king")
    assert tigris.view_of(s.game, "archer").player("archer").leaders["king"] is None


def test_swap_picks_several_tiles():
    s = session(REVOLT)
    s.reveal()
    s.start_swap()
    for c in ("red", "red", "red", "red", "black"):
        s.pick_swap(c)
    assert s.swap_pick == ["red", "red", "red", "black"]  # only three reds in hand
    s.unpick_swap("black")
    events = s.confirm_swap()
    assert [e.code for e in events][:2] == ["swapped", "drew"]
    assert not s.can_undo


def test_war_decisions_follow_the_engine():
    s = session(WAR)
    s.reveal()
    s.play("tile red d2")
    assert s.game.phase == "war"
    s.play("war purple")
    assert s.error
    s.play("war green")
    assert s.view().conflict["leader"] == "trader"


def test_computer_plays_random_legal_actions_deterministically():
    form = {"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
            "level": "random"}
    a = new_session(form, seed=5)
    b = new_session(form, seed=5)
    for _ in range(2000):
        if a.game.is_over:
            break
        a.computer_move()
        b.computer_move()
    assert a.game.is_over
    assert a.game.history == b.game.history
    assert not a.needs_cover


def test_computer_levels_use_the_engines_players():
    s = new_session({"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
                     "level": "easy"}, seed=4)
    for _ in range(10):
        a = s.computer_action()
        assert a in s.game.legal_actions()
        s.play(a)
    assert len(s.game.history) == 10
    with pytest.raises(ValueError, match="level"):
        new_session({"play_archer": True, "play_bull": True, "level": "genius"}, seed=1)


def test_new_session_from_the_form():
    s = new_session({"play_archer": True, "play_lion": "on", "name_lion": "Ishtar", "kind_lion": "computer",
                     "board": "advanced", "open_scoring": "true", "speed": "fast"}, seed=3)
    assert s.game.players == ("archer", "lion")
    assert s.name("lion") == "Ishtar" and s.computer_to_move == (s.to_move == "lion")
    assert s.game.options.board == "advanced" and s.game.options.open_scoring is True
    assert s.speed == "fast"
    with pytest.raises(ValueError, match="2 to 4"):
        new_session({"play_archer": True}, seed=1)
    with pytest.raises(ValueError):
        new_session({"play_archer": True, "play_bull": True, "bag_end": "never"}, seed=1)


def test_one_person_against_the_computer_needs_no_cover():
    s = new_session({"play_archer": True, "play_bull": True, "kind_bull": COMPUTER}, seed=8)
    assert not s.needs_cover
    assert s.viewer == "archer"


def test_replay_steps_through_the_game():
    s = session(REVOLT)
    s.reveal()
    s.play("tile red h6")
    s.play("tile red h8")
    s.start_replay()
    r = s.replay
    assert len(r.actions) == 2 and r.index == 2
    r.step(0)
    assert "h6" not in tigris.view_of(r.game, "archer").tiles
    r.step(1)
    assert "h6" in tigris.view_of(r.game, "archer").tiles
    s.stop_replay()
    assert s.replay is None


def test_kingdom_of_a_cell():
    s = session(WAR)
    assert set(s.kingdom_of("b2")) == {"a2", "b2", "b3", "c2", "c1"}
    assert s.kingdom_of("h6") == []


def test_each_computer_has_its_level_and_the_thinker_decides_like_choose_action():
    from tigris.ai import choose_action

    s = new_session({"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
                     "level_archer": "easy", "level_bull": "hard", "level": "random"}, seed=6)
    assert s.level_of("archer") == "easy" and s.level_of("bull") == "hard"
    assert s.seats["bull"].to_dict()["level"] == "hard"
    assert Seat.from_dict(s.seats["bull"].to_dict()).level == "hard"
    assert Seat.from_dict({"dynasty": "pot", "level": "genius"}).level is None
    for _ in range(3):
        thinker = s.computer_thinker(time_limit=None, iterations=12)
        action = None
        while action is None:
            action = thinker.step(0.001)
        level = s.level_of(s.to_move)
        iterations = 12 if level == "hard" else None
        assert action == choose_action(s.game, level, seed=s.think_seed, iterations=iterations)
        s.play(action)
    # A person's seat keeps no level; a random computer has no thinker.
    p = new_session({"play_archer": True, "play_bull": True, "kind_bull": COMPUTER, "level_archer": "hard",
                     "level_bull": "random"}, seed=2)
    assert p.seats["archer"].level is None
    while not p.computer_to_move:
        p.play(p.game.legal_actions()[0])
    assert p.computer_thinker() is None and p.computer_action() in p.game.legal_actions()
    with pytest.raises(ValueError, match="level"):
        new_session({"play_archer": True, "play_bull": True, "level_bull": "genius"}, seed=1)


def test_hint_for_the_person_to_move_selects_its_piece_and_is_not_played():
    s = Session(tigris.from_diagram(REVOLT))
    assert not s.can_hint  # two people: the cover comes first
    s.reveal()
    assert s.can_hint
    thinker = s.hint_thinker(time_limit=None, iterations=8)
    action = None
    while action is None:
        action = thinker.step(0.01)
    assert action in s.game.legal_actions()
    s.show_hint(action)
    assert s.hint == action and s.message.startswith("Hint: ") and str(action) not in s.message and not s.error
    assert len(s.game.history) == 0  # shown, not played
    if hasattr(action, "cell"):
        assert s.hint_cells() == {tigris.cell_name(action.cell)}
        assert s.selection is not None
    s.clear_selection()
    assert s.hint is None and s.hint_cells() == set()
    # Nothing to hint while the computer is to move; a click meanwhile says it is thinking.
    c = Session(tigris.from_diagram(REVOLT.replace("turn: archer 1", "turn: bull 1")),
                [Seat("archer", "Archer"), Seat("bull", "Bull", COMPUTER)])
    assert not c.can_hint and c.hint_thinker() is None
    assert c.click_cell("h6") == [] and "Bull is thinking" in c.message


def test_think_and_iterations_from_the_url():
    from web.game.query import from_query

    req = from_query("?think=2.5&iterations=300&level=hard")
    assert req.think == 2.5 and req.iterations == 300
    req = from_query("?think=nonsense&iterations=-4")
    assert req.think is None and req.iterations is None
