"""web.sharing: a game shared by link, and a link met by the copy this device already has."""

from __future__ import annotations

import pytest

import tigris

from web import sharing, storage
from web.session import COMPUTER, PERSON, Session, new_session


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
    assert url.startswith("https://example.org/tigris/?link=1")
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
    assert str(e.value) == "The game in the link cannot be read: the link is cut short: part of it is missing."
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
