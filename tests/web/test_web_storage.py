"""web.game.storage: saves, the list of saved games, imports, exports and URLs, without a browser."""

from __future__ import annotations

import base64
import json
import time
from urllib.parse import quote

import pytest

import tigris
from web_positions import REVOLT
from web.core import i18n
from web.game import menus, query, render, save_format, storage
from web.game.new_game import new_session
from web.game.session import COMPUTER, Seat, Session


def played(n: int = 6) -> Session:
    s = new_session({"play_archer": True, "play_bull": True, "kind_bull": COMPUTER, "name_archer": "Gilgamesh"},
                    seed=11)
    for _ in range(n):
        a = s.game.legal_actions()[0] if not s.computer_to_move else s.computer_action()
        s.play(a)
    return s


def test_save_and_load_round_trip_exactly():
    st = storage.Store(storage.MemoryBackend(), clock=lambda: 1000.0)
    s = played()
    assert st.save(s) == storage.SAVED
    assert st.current_id() == s.id
    back = st.load(s.id)
    assert tigris.to_record(back.game) == tigris.to_record(s.game)
    assert back.name("archer") == "Gilgamesh" and back.seats["bull"].kind == COMPUTER
    assert back.movers == s.movers and back.ai_seed == s.ai_seed and back.level == s.level
    [entry] = st.entries()
    assert entry.id == s.id and entry.moves == len(s.game.history) and entry.problem is None
    assert "Gilgamesh" in entry.title


def test_damaged_and_tampered_saves_are_reported_and_kept():
    backend = storage.MemoryBackend()
    st = storage.Store(backend)
    s = played()
    st.save(s)
    raw = backend.get(storage.PREFIX + s.id)
    d = json.loads(raw)
    d["record"]["state"]["points"]["archer"] = [9, 9, 9, 9]  # tampered: moves no longer lead there
    backend.set(storage.PREFIX + "tampered", json.dumps(d))
    backend.set(storage.PREFIX + "garbage", "{not json")
    with pytest.raises(storage.LoadProblem, match="does not match the moves"):
        st.load("tampered")
    with pytest.raises(storage.LoadProblem, match="damaged"):
        st.load("garbage")
    assert backend.get(storage.PREFIX + "garbage") == "{not json"  # kept for export
    problems = {e.id: e.problem for e in st.entries()}
    assert problems[s.id] is None and problems["garbage"]
    st.delete("garbage")
    assert backend.get(storage.PREFIX + "garbage") is None


def test_full_storage_keeps_every_action_in_memory_until_there_is_room():
    backend = storage.MemoryBackend(quota=100)
    st = storage.Store(backend)
    s = played()
    assert st.save(s) == storage.FULL
    assert s.dirty and backend.get(storage.PREFIX + s.id) is None  # nothing half-written
    s.play(s.game.legal_actions()[0] if not s.computer_to_move else s.computer_action())
    assert st.save(s) == storage.FULL and s.dirty
    backend.quota = None  # the player deleted old games
    assert st.save(s) == storage.SAVED and not s.dirty
    assert st.load(s.id).game.history == s.game.history  # every action made while full is there


def test_a_nearly_full_storage_is_announced_before_a_save_fails():
    backend = storage.MemoryBackend(quota=20_000)
    st = storage.Store(backend, quota=20_000)
    s = played()
    assert st.save(s) == storage.SAVED and st.near_full() is None
    backend.set("someone.else", "x" * 16_000)
    st.recount()
    assert st.near_full() is not None and 80 <= st.near_full() < 100
    s.play(s.game.legal_actions()[0] if not s.computer_to_move else s.computer_action())
    assert st.save(s) == storage.SAVED  # still fits: the warning came first


def test_import_and_export():
    s = played()
    text = save_format.export_text(s)
    assert json.loads(text)["record"]["format"] == "tigris-game"
    back = save_format.parse_import(text)
    assert tigris.to_record(back.game) == tigris.to_record(s.game)
    assert save_format.export_name(s).endswith(".json")
    with pytest.raises(storage.LoadProblem, match="cannot be read: the text is not valid JSON"):
        save_format.parse_import("hello")
    with pytest.raises(storage.LoadProblem, match="not a Tigris game record"):
        save_format.parse_import('{"format": "chess"}')
    d = json.loads(text)["record"]
    d["version"] = 99
    with pytest.raises(storage.LoadProblem, match="version"):
        save_format.parse_import(json.dumps(d))
    d = json.loads(text)["record"]
    d["actions"] = d["actions"][:-1]
    with pytest.raises(storage.LoadProblem, match="cannot be opened"):
        save_format.parse_import(json.dumps(d))


def test_urls_open_positions_and_games():
    req = query.from_query("?position=" + quote(REVOLT) + "&speed=instant&computer=bull&level=easy")
    assert req.session.level == "easy"
    assert req.problem is None and req.session.game.players == ("archer", "bull")
    assert req.session.speed == "instant" and req.session.seats["bull"].kind == COMPUTER
    s = played()
    record = json.dumps(tigris.to_record(s.game))
    for encoded in (quote(record), base64.urlsafe_b64encode(record.encode()).decode().rstrip("="),
                    query.encode_game(s)):
        req = query.from_query("game=" + encoded)
        assert req.problem is None, req.problem
        assert tigris.to_record(req.session.game) == tigris.to_record(s.game)
    assert query.from_query("?position=nonsense").problem.startswith("The position in the link")
    assert "cannot be read" in query.from_query("?game=%%%").problem
    assert query.from_query("?new").fresh
    assert query.from_query("").session is None


def test_bare_record_gets_default_seats():
    g = tigris.from_diagram(REVOLT)
    s = save_format.session_from_save(tigris.to_record(g))
    assert [x.name for x in s.seats.values()] == ["Archer", "Bull"]
    with pytest.raises(storage.LoadProblem):
        save_format.session_from_save(["not", "a", "dict"])
    # Seats that cannot be read: the game (its record is sound) opens with everyone a person, and says so.
    s = save_format.session_from_save({"app": "tigris-web", "seats": [{"dynasty": "cat"}], "record": tigris.to_record(g)})
    assert [x.kind for x in s.seats.values()] == ["person", "person"] and "seats" in s.message
    assert isinstance(Seat.from_dict({"dynasty": "pot"}), Seat)


# ---------------------------------------------------------------------- nothing stored or linked gets the page stuck


def wrapper(**fields) -> dict:
    """A real save of a game in progress, with some of our wrapper's fields replaced."""
    d = played().to_save()
    d.update(fields)
    return d


@pytest.mark.parametrize("field, value", [
    ("seats", None), ("seats", "archer"), ("seats", [None, 3]), ("seats", [{"dynasty": "archer", "name": {"a": 1}}]),
    ("speed", []), ("speed", {}), ("level", ["hard"]), ("level", None), ("movers", None), ("movers", [1, 2]),
    ("id", 5), ("id", ["x"]), ("ai_seed", "7"), ("ai_seed", 1.5), ("ai_seed", True),
])
def test_a_wrapper_field_of_the_wrong_type_falls_back_to_its_default_and_the_game_opens(field, value):
    good = played()
    st = storage.Store(storage.MemoryBackend())
    st.backend.set(storage.PREFIX + "g1", json.dumps(wrapper(**{field: value})))
    s = st.load("g1")
    assert tigris.to_record(s.game) == tigris.to_record(good.game)
    assert all(isinstance(seat.name, str) for seat in s.seats.values())
    assert s.speed in ("slow", "normal", "fast", "instant") and s.level in ("random", "easy", "medium", "hard")
    if field != "seats" or value is not None:  # no seats at all is a bare game: nothing to say
        assert field in s.message and "defaults" in s.message
    [entry] = st.entries()
    assert entry.problem is None and entry.moves == len(good.game.history)


def test_a_link_game_that_is_neither_json_nor_base64_is_refused_with_a_message():
    # Used to crash: a local variable named ``t`` hid the translation function.
    req = query.from_query("?game=a")
    assert req.session is None and req.problem.startswith("The game in the link cannot be read")
    assert "neither JSON nor base64" in req.problem


DEEP = "[" * 100_000 + "]" * 100_000
HUGE = json.dumps({"app": "tigris-web", "record": "x" * 3_000_000})


@pytest.mark.parametrize("text, words", [
    (DEEP, "nested too deeply"), ('{"record": ' + DEEP + "}", "nested too deeply"), (HUGE, "too large"),
    ("{broken", "damaged: the text is not valid JSON"), ("null", "not an object"), ("[1, 2]", "not an object"), ('"text"', "not an object"),
    (json.dumps({"app": "tigris-web", "record": None}), "not a Tigris game record"),
], ids=["deep", "deep-in-wrapper", "huge", "broken", "null", "list", "string", "no-record"])
def test_bad_stored_data_is_refused_with_a_message_kept_and_listed_as_damaged(text, words):
    backend = storage.MemoryBackend()
    st = storage.Store(backend)
    backend.set(storage.PREFIX + "bad", text)
    backend.set(storage.CURRENT, "bad")
    with pytest.raises(storage.LoadProblem, match=words):
        st.load("bad")
    assert backend.get(storage.PREFIX + "bad") == text and st.current_id() == "bad"  # untouched
    assert st.export("bad") == text  # downloadable exactly as it is
    [entry] = st.entries()
    assert entry.id == "bad" and entry.problem  # shown as damaged, not hidden


def test_an_exported_game_comes_back_with_its_seats_levels_names_and_options():
    s = new_session({"play_archer": True, "play_bull": True, "play_potter": True, "kind_bull": COMPUTER,
                     "level_bull": "hard", "kind_potter": COMPUTER, "name_archer": "Gilgamesh", "level": "easy",
                     "speed": "fast", "monument_scoring": s_option()}, seed=5)
    for _ in range(4):
        s.play(s.game.legal_actions()[0] if not s.computer_to_move else s.computer_action())
    back = save_format.parse_import(save_format.export_text(s))
    assert [(x.dynasty, x.name, x.kind, x.level) for x in back.seats.values()] == \
        [(x.dynasty, x.name, x.kind, x.level) for x in s.seats.values()]
    assert back.seats["bull"].kind == COMPUTER and back.seats["bull"].level == "hard"
    assert back.level == "easy" and back.speed == "fast" and back.ai_seed == s.ai_seed
    assert back.game.options.monument_scoring == "per_leader" and back.game.options == s.game.options
    assert tigris.to_record(back.game) == tigris.to_record(s.game)
    assert not back.needs_cover  # one person against computers: no hot-seat cover
    assert back.id == s.id  # the file is the same game wherever it is opened (web.game.sharing.imported)


def s_option() -> str:
    """A rules option other than its default, so the round trip is seen to keep it."""
    from tigris.options import CHOICES

    return str(CHOICES["monument_scoring"][-1])


def test_a_saved_game_exported_from_the_list_keeps_its_computer():
    st = storage.Store(storage.MemoryBackend(), clock=lambda: 1000.0)
    s = played()
    st.save(s)
    back = save_format.parse_import(st.export(s.id))
    assert back.seats["bull"].kind == COMPUTER and back.name("archer") == "Gilgamesh"
    assert tigris.to_record(back.game) == tigris.to_record(s.game)


@pytest.mark.parametrize("text, words", [(DEEP, "nested too deeply"), (HUGE, "too large")], ids=["deep", "huge"])
def test_deep_or_huge_data_is_refused_by_import_and_link_alike(text, words):
    with pytest.raises(storage.LoadProblem, match=words):
        save_format.parse_import(text)
    assert words in query.from_query("?game=" + quote(text)).problem
    encoded = base64.urlsafe_b64encode(text.encode()).decode()
    assert words in query.from_query("?game=" + encoded).problem


def test_a_refusal_reads_in_the_language_the_page_speaks_when_it_is_shown():
    from web.core import i18n
    problem = None
    try:
        save_format.parse_import(DEEP)
    except storage.LoadProblem as e:
        problem = e
    try:
        i18n.use("de")
        assert "zu tief verschachtelt" in str(problem)
        i18n.use("fi")
        assert "liian syvällä" in str(problem)
    finally:
        i18n.use("en")


def test_a_tampered_save_is_listed_and_refused_on_opening_and_kept():
    backend = storage.MemoryBackend()
    st = storage.Store(backend)
    d = wrapper()
    d["record"]["state"]["points"]["archer"] = [9, 9, 9, 9]
    backend.set(storage.PREFIX + "t", json.dumps(d))
    [entry] = st.entries()
    assert entry.problem is None and "Gilgamesh" in entry.title  # cheap checks: found out on opening
    with pytest.raises(storage.LoadProblem, match="does not match the moves"):
        st.load("t")
    assert json.loads(st.export("t")) == d  # kept as stored, seats and id too


def test_an_import_says_what_it_opened_in_every_language():
    s = new_session({"play_archer": True, "play_bull": True, "kind_bull": COMPUTER, "level_bull": "hard"}, seed=3)
    for _ in range(4):
        s.play(s.game.legal_actions()[0] if not s.computer_to_move else s.computer_action())
    back = save_format.parse_import(save_format.export_text(s))
    assert back.message == "Opened the game Archer (you) · Bull (computer, hard), move 4." and not back.error
    try:
        i18n.use("de")
        assert back.message == "Spiel geöffnet: Bogenschütze (du) · Stier (Computer, schwer), Zug 4."
        i18n.use("fi")
        assert back.message.startswith("Peli avattu: ") and "(tietokone, vaikea), siirto 4." in back.message
    finally:
        i18n.use("en")


def test_an_import_with_unreadable_settings_says_both_what_it_opened_and_what_it_could_not_read():
    d = json.loads(save_format.export_text(played()))
    d["speed"] = ["warp"]
    back = save_format.parse_import(json.dumps(d))
    assert back.message.startswith("Opened the game Gilgamesh (you) · Bull (computer, medium), move 6.")
    assert "could not be read (speed)" in back.message and back.error


def test_saved_games_are_told_apart_by_who_plays_moves_and_time():
    times = iter([1000.0, 90_000.0])
    st = storage.Store(storage.MemoryBackend(), clock=lambda: next(times))
    against_computer = played()
    st.save(against_computer)
    hot_seat = new_session({"play_archer": True, "play_bull": True}, seed=4)
    hot_seat.play(hot_seat.game.legal_actions()[0])
    st.save(hot_seat)
    newest, older = st.entries()
    assert (newest.title, newest.moves) == ("Archer · Bull", 1)  # two people at one device: names only
    assert (older.title, older.moves) == ("Gilgamesh (you) · Bull (computer, medium)", 6)
    html = str(menus.games_dialog([newest, older], newest.id))
    assert "<b>Gilgamesh (you) · Bull (computer, medium)</b><br>6 moves <small>" in html
    assert "<b>Archer · Bull</b> (this game)<br>1 move <small>" in html
    assert time.strftime("%Y-%m-%d %H:%M", time.localtime(1000.0)) in html
    assert time.strftime("%Y-%m-%d %H:%M", time.localtime(90_000.0)) in html


def mid_turn() -> tuple[Session, dict]:
    """Archer (a person) against Bull (the computer), Archer having made one action of a turn: undoable."""
    s = played(6)
    while s.computer_to_move:
        s.play(s.computer_action())
    before = tigris.to_record(s.game)
    s.play(next(a for a in s.game.legal_actions() if type(a).__name__ == "PlaceTile"))
    assert s.can_undo
    return s, before


def test_the_turn_in_progress_can_still_be_taken_back_after_a_reload():
    st = storage.Store(storage.MemoryBackend())
    s, before = mid_turn()
    st.save(s)
    back = st.load(s.id)
    assert back.can_undo and back.undo()
    assert tigris.to_record(back.game) == before and back.movers == s.movers[:-1]
    assert not back.can_undo  # back at the start of Archer's turn, as in the tab where it was played


def test_an_export_carries_the_undo_of_the_turn_in_progress():
    s, before = mid_turn()
    back = save_format.parse_import(save_format.export_text(s))
    assert back.undo() and tigris.to_record(back.game) == before


def test_a_save_never_offers_to_undo_past_the_turn_in_progress():
    s, _ = mid_turn()
    d = s.to_save()
    d["undo"] = 5  # more than this turn's actions: earlier ones are Bull's, revealed tiles were drawn
    assert not save_format.session_from_save(d).can_undo
    d["undo"] = "two"  # the wrong type: read as none, and said
    back = save_format.session_from_save(d)
    assert not back.can_undo and "could not be read (undo)" in back.message


def waiting_turn() -> tuple[Session, dict]:
    """Archer's turn done against the computer, waiting for Archer to confirm its end (and the game before its
    last action)."""
    s, _ = mid_turn()
    before = tigris.to_record(s.game)
    s.play(next(a for a in s.game.legal_actions() if type(a).__name__ == "PlaceTile"))
    assert s.unconfirmed == "archer" and not s.computer_to_move
    return s, before


def test_a_turn_waiting_for_its_confirmation_still_waits_after_a_reload():
    st = storage.Store(storage.MemoryBackend())
    s, before = waiting_turn()
    st.save(s)
    back = st.load(s.id)
    assert back.unconfirmed == "archer" and not back.computer_to_move  # the computer does not play on
    assert "turn done: confirm its end" in str(render.status(back)) and 'data-ui="confirm"' in str(render.panel(back))
    assert back.confirm()
    assert back.computer_to_move and "Bull's turn" in back.message  # the end of the turn told on confirming
    again = st.load(s.id)
    assert again.undo() and tigris.to_record(again.game) == before  # or the last action taken back
    assert again.unconfirmed is None and again.person_to_move


def test_a_waiting_turn_reloaded_still_hides_the_tiles_drawn_at_its_end():
    s, _ = waiting_turn()
    back = save_format.parse_import(save_format.export_text(s))
    html = str(render.panel(back))
    assert "Your new tiles are drawn when you confirm" in html and 'data-ui="tile"' not in html


def test_a_save_that_says_a_turn_waits_when_none_did_is_played_on_as_saved():
    s, _ = mid_turn()  # one action of Archer's turn played: nothing waits
    d = s.to_save()
    d["unconfirmed"] = "archer"
    back = save_format.session_from_save(d)
    assert back.unconfirmed is None and back.person_to_move and back.game.history == s.game.history
    w, _ = waiting_turn()
    d = w.to_save()
    d["unconfirmed"] = "bull"  # the computer's turn never waits
    back = save_format.session_from_save(d)
    assert back.unconfirmed is None and back.game.history == w.game.history and back.computer_to_move
    d["unconfirmed"] = ["archer"]  # the wrong type: read as nothing waiting, and said
    back = save_format.session_from_save(d)
    assert back.unconfirmed is None and "could not be read (unconfirmed)" in back.message
