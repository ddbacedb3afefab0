"""web.sharing: a game shared by link, and a link met by the copy this device already has."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

import tigris
from tigris.player_name import clean_name

from web.game import query, save_format, sharing, storage
from web.game.new_game import new_session
from web.game.session import COMPUTER, PERSON, Session


def played(n: int, seed: int = 21) -> Session:
    """The game "g1" after ``n`` moves, each the first legal action by notation (the computer's too)."""
    s = new_session({"play_archer": True, "play_bull": True, "play_pot": True, "kind_pot": COMPUTER,
                     "level_pot": "hard", "name_archer": "Gilgamesh", "speed": "fast", "level": "easy"}, seed=seed,
                    game_id="g1")
    while len(s.game.history) < n:
        s.play(sorted(s.game.legal_actions(), key=str)[0])
    return s


def test_a_shared_link_opens_the_game_with_its_seats_and_settings() -> None:
    s = played(30)
    url = sharing.share_url("https://example.org/tigris/?new#x", sharing.link_text(s))
    assert url.startswith("https://example.org/tigris/?link=2")
    back, got = sharing.read_link(url.split("?link=")[1])
    assert tigris.to_record(back.game) == tigris.to_record(s.game)
    assert back.id == s.id and back.movers == s.movers
    assert back.name("archer") == "Gilgamesh" and back.seats["bull"].kind == PERSON
    assert (back.seats["pot"].kind, back.seats["pot"].level) == (COMPUTER, "hard")
    assert (back.speed, back.level, back.ai_seed) == ("fast", "easy", s.ai_seed)
    assert not got.by_link


def test_the_action_just_made_can_still_be_taken_back_on_the_other_device() -> None:
    s = played(0)
    s.play(sorted(s.game.legal_actions(), key=str)[0])
    assert s.can_undo
    back, _ = sharing.read_link(sharing.link_text(s))
    assert back.can_undo


def test_a_bad_link_is_a_load_problem_worded_for_the_player() -> None:
    text = sharing.link_text(played(10))
    with pytest.raises(storage.LoadProblem) as e:
        sharing.read_link(text[:-4])
    assert str(e.value) == "The game in the link cannot be read: the link does not add up: it was changed, or cut short."
    with pytest.raises(storage.LoadProblem, match="format 9"):
        sharing.read_link("9" + text[1:])


def stored_game(n: int) -> tuple[storage.Store, Session]:
    store = storage.Store(storage.MemoryBackend())
    s = played(n)
    assert store.save(s) == storage.SAVED
    return store, s


def test_a_link_of_a_game_not_stored_here_is_new() -> None:
    store = storage.Store(storage.MemoryBackend())
    arrival = sharing.arrive(store, sharing.link_text(played(12)))
    assert arrival.relation == sharing.NEW and arrival.stored is None


def test_the_next_moves_bring_the_stored_copy_up_to_date() -> None:
    store, s = stored_game(20)
    later = played(26)
    arrival = sharing.arrive(store, sharing.link_text(later))
    assert arrival.relation == sharing.NEWER and arrival.common == 20
    assert arrival.stored is not None and len(arrival.stored.game.history) == 20
    assert store.save(arrival.session) == storage.SAVED  # it may replace the copy it was compared with


def test_an_older_link_is_told_apart_and_nothing_is_written() -> None:
    store, s = stored_game(26)
    before = store.raw(s.id)
    arrival = sharing.arrive(store, sharing.link_text(played(20)))
    assert arrival.relation == sharing.OLDER and arrival.common == 20
    assert store.raw(s.id) == before


def test_a_link_that_branches_is_told_apart() -> None:
    store, s = stored_game(20)
    other = played(18)
    other.play(sorted(other.game.legal_actions(), key=str)[-1])
    arrival = sharing.arrive(store, sharing.link_text(other))
    assert arrival.relation == sharing.BRANCH and arrival.common == 18


def test_a_link_naming_the_id_of_another_game_gets_an_id_of_its_own() -> None:
    store, s = stored_game(10)
    stranger = played(10, seed=99)
    stranger.id = s.id
    arrival = sharing.arrive(store, sharing.link_text(stranger))
    assert arrival.relation == sharing.OTHER and arrival.session.id != s.id


def test_a_damaged_save_with_the_links_id_is_left_as_it_is() -> None:
    store, s = stored_game(10)
    store.backend.set(storage.PREFIX + s.id, "{damaged")
    arrival = sharing.arrive(store, sharing.link_text(played(12)))
    assert arrival.relation == sharing.OTHER and arrival.session.id != s.id
    assert store.raw(s.id) == "{damaged"


# --- played by link: one person per device ------------------------------------------------

def by_link(n: int, me: str | None) -> Session:
    s = played(n)
    s.seats["pot"].kind = PERSON
    s.by_link, s.me = True, me
    return s


def test_played_by_link_this_device_shows_only_its_own_hand_and_no_cover() -> None:
    s = by_link(0, None)
    assert sharing.who_needed(s)  # asked before anything is shown
    s.me = "bull" if s.to_move != "bull" else "archer"
    assert not sharing.who_needed(s) and not s.needs_cover
    assert s.viewer == s.me and sharing.remote_to_move(s) and not s.person_to_move and not s.can_act
    assert not s.computer_to_move  # the other person plays on their own device


def test_played_by_link_the_device_whose_turn_it_is_plays() -> None:
    s = by_link(0, None)
    s.me = s.to_move
    assert s.can_act and not s.needs_cover and not sharing.remote_to_move(s) and s.viewer == s.me


def test_a_save_keeps_that_the_game_is_played_by_link_and_who_this_device_is() -> None:
    store = storage.Store(storage.MemoryBackend())
    s = by_link(5, "pot")
    store.save(s)
    back = store.load(s.id)
    assert (back.by_link, back.me) == (True, "pot")
    exported = json.loads(storage.export_text(back))
    assert exported["by_link"] is True and "me" not in exported  # the file may be opened on another device


def test_a_link_says_the_game_is_played_by_link_but_not_who_the_device_is() -> None:
    s = by_link(7, "archer")
    back, got = sharing.read_link(sharing.link_text(s, by_link=True))
    assert got.by_link and back.by_link and back.me is None and sharing.who_needed(back)


def test_a_link_in_the_url_is_left_for_the_page_to_open() -> None:
    text = sharing.link_text(played(4))
    req = query.from_query(f"?link={text}&speed=instant")
    assert req.link == text and req.session is None and req.problem is None and req.speed == "instant"


def test_computer_alone_in_the_url_starts_a_game_the_computer_plays() -> None:
    req = query.from_query("?computer=all&speed=instant&level=easy", seed=3)
    assert req.session is not None and req.problem is None
    s = req.session
    assert s.game.players == ("archer", "bull") and not s.persons and s.computer_to_move
    assert (s.speed, s.level) == ("instant", "easy")
    assert "Archer (computer, easy)" in s.message
    pot = query.from_query("?computer=pot", seed=3).session
    assert pot is not None and pot.game.players == ("archer", "bull", "pot") and pot.persons == ["archer", "bull"]


def test_computer_naming_no_dynasty_is_explained() -> None:
    req = query.from_query("?computer=dragon,wizard")
    assert req.session is None
    assert req.problem is not None and "dragon, wizard" in req.problem and "names no dynasty" in req.problem


def test_the_link_to_send_says_whose_turn_and_at_the_end_that_the_game_is_over() -> None:
    s = by_link(0, None)
    s.me = s.to_move
    while s.to_move == s.me:
        s.play(sorted(s.game.legal_actions(), key=str)[0])
    text = str(sharing.send_section(s, "https://example.org/?link=1x"))
    assert "Send this link to" in text and 'value="https://example.org/?link=1x"' in text
    rng = random.Random(1)
    while not s.game.is_over:
        s.game.apply(rng.choice(s.game.legal_actions()))
    assert "The game is over" in str(sharing.send_section(s, "https://example.org/?link=1x"))


def test_the_share_dialog_says_the_link_holds_every_hand_and_offers_play_by_link() -> None:
    s = played(3)
    s.seats["pot"].kind = PERSON
    text = str(sharing.share_dialog(s, "https://example.org/?link=1abc"))
    assert "every hand" in text and 'data-ui="by-link"' in text and 'readonly' in text
    s.by_link = True
    assert 'data-ui="by-link"' not in str(sharing.share_dialog(s, "https://example.org/?link=1abc"))


# --- one rule for names: whatever the page keeps, it can share -----------------------------

ODD = ["Ann\tLee", "Bo\nB\r\n", "\x00\x1b[31mC\x7f", "\ud800", "\u2028", "e\u0301mile", " " * 30, "x" * 40]


@pytest.mark.parametrize("typed", ODD)
def test_a_name_typed_in_the_new_game_dialog_is_kept_as_the_link_carries_it(typed: str) -> None:
    s = new_session({"play_archer": True, "play_bull": True, "name_archer": typed}, seed=3, game_id="g2")
    kept = s.seats["archer"].name
    assert kept == (clean_name(typed) or "Archer") and kept.encode("utf-8")
    back, _ = sharing.read_link(sharing.link_text(s))  # Share on this device, opened on another
    assert back.seats["archer"].name == kept and back.name("archer") == s.name("archer")


@pytest.mark.parametrize("saved", ODD + ["Bogenschütze", 42, None])
def test_a_name_from_a_save_a_file_or_a_game_link_can_be_shared(saved: object) -> None:
    """"\\ud800" is valid JSON: a save, a file or a ?game= link can bring a lone surrogate in."""
    s = played(6)
    d = s.to_save()
    d["seats"][0]["name"] = saved
    text = json.dumps(d)  # ensure_ascii: the surrogate travels as \\ud800, as in any JSON from outside
    store = storage.Store(storage.MemoryBackend())
    store.backend.set(storage.PREFIX + "g1", text)
    loaded = store.load("g1")
    imported = save_format.parse_import(text)
    for session in (loaded, imported):
        name = session.seats["archer"].name
        assert name == (clean_name(saved) if clean_name(saved) not in ("", "Bogenschütze") else "Archer")
        back, _ = sharing.read_link(sharing.link_text(session))
        assert back.seats["archer"].name == name
        assert tigris.to_record(back.game) == tigris.to_record(session.game)


any_name = st.text(st.characters(exclude_categories=()), max_size=30)


@settings(max_examples=120, deadline=None, derandomize=True, database=None)
@given(names=st.lists(any_name, min_size=3, max_size=3), moves=st.integers(0, 40))
def test_every_save_the_gate_lets_in_shares_as_a_link_that_opens_the_same_game(names: list[str], moves: int) -> None:
    s = played(moves)
    d = s.to_save()
    for seat, name in zip(d["seats"], names):
        seat["name"] = name
    store = storage.Store(storage.MemoryBackend())
    store.backend.set(storage.PREFIX + "g1", json.dumps(d))
    kept = store.load("g1")
    back, _ = sharing.read_link(sharing.link_text(kept))
    assert tigris.to_record(back.game) == tigris.to_record(kept.game)
    assert [x.to_dict() for x in back.seats.values()] == [x.to_dict() for x in kept.seats.values()]
    assert (back.movers, back.speed, back.level, back.ai_seed) == (kept.movers, kept.speed, kept.level, kept.ai_seed)
    again = storage.Store(storage.MemoryBackend())
    assert again.save(back) == storage.SAVED and again.load(back.id).seats.keys() == kept.seats.keys()


def test_a_links_undo_is_rebuilt_from_its_own_replay_as_a_save_would_rebuild_it() -> None:
    s = played(0)
    s.play(sorted(s.game.legal_actions(), key=str)[0])  # the turn's first action: it can be taken back
    assert len(s.undo_stack) == 1
    back, got = sharing.read_link(sharing.link_text(s))
    assert got.undo == 1 and got.undo_from is not None and got.undo_from.history == s.game.history[:-1]
    store = storage.Store(storage.MemoryBackend())
    store.save(s)
    saved = store.load(s.id)  # rebuilt by replaying the record
    assert [(tigris.to_record(g), i) for g, i in back.undo_stack] == \
        [(tigris.to_record(g), i) for g, i in saved.undo_stack]
    assert back.undo() and tigris.to_record(back.game) == tigris.to_record(saved.undo_stack[-1][0])
