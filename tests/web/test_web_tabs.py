"""web.game.tabs: two tabs playing one saved game never lose each other's moves silently (no browser).

Two tabs of one site share one localStorage: here, two ``Store``s on one
``MemoryBackend``. The browser's ``storage`` event is played by hand: after a
write in one tab, the other is told the key and the new text.
"""

from __future__ import annotations

from web.game import storage, tabs
from web.game.new_game import new_session
from web.game.session import Session


def one_game_in_two_tabs() -> tuple[storage.MemoryBackend, storage.Store, Session, storage.Store, Session]:
    backend = storage.MemoryBackend()
    first = storage.Store(backend)
    s = new_session({"play_archer": True, "play_bull": True}, seed=5)
    assert first.save(s) == storage.SAVED
    a = first.load(s.id)
    second = storage.Store(backend)
    b = second.load(s.id)
    return backend, first, a, second, b


def move(s: Session) -> None:
    s.play(s.game.legal_actions()[0])


def event(backend: storage.MemoryBackend, s: Session) -> tuple[str, str | None]:
    key = storage.PREFIX + s.id
    return key, backend.get(key)


def test_a_move_in_one_tab_shows_in_the_other_when_it_has_nothing_unsaved():
    backend, first, a, second, b = one_game_in_two_tabs()
    move(a)
    assert first.save(a) == storage.SAVED
    assert tabs.on_storage(second, b, *event(backend, a)) == tabs.RELOAD
    newer = tabs.take_theirs(second, b)
    assert newer.game.history == a.game.history and not newer.dirty
    move(newer)  # and play goes on there, saved normally
    assert second.save(newer) == storage.SAVED


def test_saving_over_a_newer_save_from_another_tab_is_refused_and_nothing_is_written():
    backend, first, a, second, b = one_game_in_two_tabs()
    move(a)
    assert first.save(a) == storage.SAVED
    stored = backend.get(storage.PREFIX + a.id)
    move(b)
    move(b)  # b's moves differ: b has not seen a's
    assert second.save(b) == storage.CONFLICT
    assert backend.get(storage.PREFIX + a.id) == stored and b.dirty  # a's save intact, b's moves in memory


def test_when_both_tabs_moved_the_player_is_asked_and_keeping_both_loses_neither():
    backend, first, a, second, b = one_game_in_two_tabs()
    move(b)
    assert second.save(b) == storage.SAVED
    move(a)  # tab A played on before hearing of B's move
    assert first.save(a) == storage.CONFLICT
    assert tabs.on_storage(first, a, *event(backend, b)) == tabs.ASK  # A has moves not saved
    assert first.moves(a.id) == len(b.game.history)  # what the question shows about the other tab
    old_id = a.id
    assert tabs.keep_both(first, a) == storage.SAVED
    assert a.id != old_id
    games = {g.id: g.moves for g in first.entries()}
    assert games == {old_id: len(b.game.history), a.id: len(a.game.history)}
    assert first.load(old_id).game.history == b.game.history  # B's moves are there
    assert first.load(a.id).game.history == a.game.history  # and A's


def test_choosing_the_other_tabs_game_shows_it_and_saves_on_top_of_it():
    backend, first, a, second, b = one_game_in_two_tabs()
    move(b)
    second.save(b)
    move(a)
    assert first.save(a) == storage.CONFLICT
    theirs = tabs.take_theirs(first, a)
    assert theirs.game.history == b.game.history
    move(theirs)
    assert first.save(theirs) == storage.SAVED
    assert second.load(b.id).game.history == theirs.game.history


def test_writes_that_are_not_this_tabs_game_change_nothing():
    backend, first, a, second, b = one_game_in_two_tabs()
    other = new_session({"play_archer": True, "play_bull": True}, seed=6)
    first.save(other)
    assert tabs.on_storage(second, b, *event(backend, other)) == tabs.IGNORE
    assert tabs.on_storage(second, b, storage.CURRENT, other.id) == tabs.IGNORE
    assert tabs.on_storage(second, b, None, None) == tabs.IGNORE  # storage cleared: b is saved again later
    first.delete(a.id)
    assert tabs.on_storage(second, b, storage.PREFIX + a.id, None) == tabs.IGNORE
    move(b)
    assert second.save(b) == storage.SAVED  # deleted elsewhere, still played here: saved again


def test_a_damaged_save_from_the_other_tab_is_refused_and_this_tabs_game_stays():
    backend, first, a, second, b = one_game_in_two_tabs()
    backend.set(storage.PREFIX + b.id, "{broken")
    assert tabs.on_storage(second, b, storage.PREFIX + b.id, "{broken") == tabs.RELOAD
    try:
        tabs.take_theirs(second, b)
        raise AssertionError("a damaged save was opened")
    except storage.LoadProblem as e:
        assert "damaged" in str(e)
    assert backend.get(storage.PREFIX + b.id) == "{broken"
