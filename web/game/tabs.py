"""Two tabs on one game: what this tab does when another tab saves the game it shows.

The browser tells every other tab of the same site about a write to
localStorage (the ``storage`` event, with the key and the new text). When the
game this tab shows was saved elsewhere, this tab shows the newer game if it
has nothing unsaved of its own; otherwise it asks the player which to keep.
Saving goes the other way round: ``Store.save`` refuses (``CONFLICT``) to
write over a save this tab has not read, and the page asks the same question.
Either answer keeps both games: the other tab's stays saved, and this tab's
can be kept as a separate saved game. Nothing is overwritten silently.

Plain Python, no ``js``: tested in CPython (tests/web/test_web_tabs.py).
"""

from __future__ import annotations

from web.game.session import Session, new_id
from web.game.storage import PREFIX, Store

IGNORE, RELOAD, ASK = "ignore", "reload", "ask"


def on_storage(store: Store, session: Session, key: str | None, new_value: str | None) -> str:
    """What to do about another tab's write of ``key`` (None: the storage was cleared).

    ``RELOAD``: show the newer game (this tab has nothing unsaved);
    ``ASK``: this tab has moves of its own not saved, the player chooses;
    ``IGNORE``: not this tab's game, or nothing new (a deletion elsewhere
    leaves this tab's game as it is: it is saved again at the next move).
    """
    store.recount()
    if key != PREFIX + session.id or new_value is None:
        return IGNORE
    if not store.changed_elsewhere(session.id, new_value):
        return IGNORE
    return ASK if session.dirty else RELOAD


def take_theirs(store: Store, session: Session) -> Session:
    """The game as the other tab saved it (``LoadProblem`` if that save cannot be opened)."""
    newer = store.load(session.id)
    newer.speed = session.speed
    return newer


def keep_both(store: Store, session: Session) -> str:
    """Keep this tab's game as a separate saved game (a new id); the other tab's save is left alone.

    Returns what ``Store.save`` did (``FULL`` if the storage has no room for it).
    """
    session.id = new_id()
    session.dirty = True
    return store.save(session)
