"""An exported file remembers which game it is: imported where that game is stored, it meets the stored copy
(no second entry), and a share link of the game later finds the imported one."""

from __future__ import annotations

from web.game import save_format, sharing, storage
from web.game.new_game import new_session
from web.game.session import COMPUTER, Session


def played(n: int) -> Session:
    s = new_session({"play_archer": True, "play_bull": True, "kind_bull": COMPUTER, "level": "easy"}, seed=9,
                    game_id="g9")
    s.confirm_choice = False
    while len(s.game.history) < n:
        s.play(sorted(s.game.legal_actions(), key=str)[0])
    return s


def imported(store: storage.Store, s: Session) -> Session:
    back = sharing.imported(store, save_format.parse_import(save_format.export_text(s)))
    store.save(back)
    return back


def test_imported_then_opened_by_link_the_game_is_one_saved_game():
    store = storage.Store(storage.MemoryBackend())
    s = played(6)
    back = imported(store, s)
    assert back.id == "g9" and "Opened the game" in back.message
    arrival = sharing.arrive(store, sharing.link_text(s))
    assert arrival.relation == sharing.SAME
    assert [e.id for e in store.entries()] == ["g9"]


def test_the_same_file_imported_twice_opens_the_saved_copy():
    store = storage.Store(storage.MemoryBackend())
    imported(store, played(6))
    again = imported(store, played(6))
    assert again.id == "g9" and "already saved here" in again.message
    assert len(store.entries()) == 1


def test_a_file_that_continues_the_saved_game_brings_it_up_to_date():
    store = storage.Store(storage.MemoryBackend())
    imported(store, played(4))
    later = imported(store, played(7))
    assert later.id == "g9" and len(later.game.history) == 7
    assert "brought up to date (3 new moves)" in later.message
    assert len(store.entries()) == 1 and store.moves("g9") == 7  # written: the stored copy is the file's now


def test_an_older_file_is_a_separate_game_and_the_saved_one_is_kept():
    store = storage.Store(storage.MemoryBackend())
    imported(store, played(7))
    older = imported(store, played(4))
    assert older.id != "g9" and "3 more moves" in older.message
    assert store.moves("g9") == 7 and len(store.entries()) == 2
