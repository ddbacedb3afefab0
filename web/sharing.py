"""Share a game, and play it by link: the page's side of ``tigris.link``.

A link (``?link=<text>``) carries the whole game and the seats; this module
turns a session into one and back, and decides what a link means for the
copy of the same game this device may already hold (the game id tells):
nothing new, the next moves (brought up to date), or an older or branching
game, which the page explains and never writes over without asking.
Plain Python, no ``js``.
"""

from __future__ import annotations

from dataclasses import dataclass

import tigris
from tigris import LoadError, link

from .session import COMPUTER, PERSON, Seat, Session, is_default_name, new_id
from .storage import LoadProblem, Store

PARAM = "link"  # the URL's parameter: ?link=<text>

NEW, SAME, NEWER, OLDER, BRANCH, OTHER = "new", "same", "newer", "older", "branch", "other"


def to_link(session: Session, by_link: bool = False) -> link.Link:
    """The session as a link holds it: the game, the computer seats and their levels, own names, settings, id."""
    game = session.game
    computers = {p: session.seats[p].level or "" for p in game.players if not session.is_person(p)}
    names = {p: session.seats[p].name for p in game.players if not is_default_name(p, session.seats[p].name)}
    undo = len(session.undo_stack) if session.undo_owner == session.to_move and not game.is_over else 0
    return link.Link(game, computers=computers, names=names, level=session.level, speed=session.speed,
                     ai_seed=session.ai_seed, game_id=session.id, undo=undo, by_link=by_link)


def link_text(session: Session, by_link: bool = False) -> str:
    return link.encode(to_link(session, by_link))


def share_url(page: str, text: str) -> str:
    """The address that opens the game: the page's own (without its query or fragment) and ``?link=``."""
    return page.split("#")[0].split("?")[0] + f"?{PARAM}={text}"


def read_link(text: str) -> tuple[Session, link.Link]:
    """A link's game as a session (the id is the link's, if it has one); ``LoadProblem`` if it cannot be opened."""
    try:
        got = link.decode(text)
    except LoadError as e:
        raise LoadProblem("storage.bad_link_game", problem=e) from None
    except Exception as e:  # anything the engine did not foresee is refused the same way
        raise LoadProblem("storage.bad_link_game", problem=LoadError("link.not_link")) from e
    game = got.game
    seats = [Seat(p, got.names.get(p, p.title()), COMPUTER if p in got.computers else PERSON,
                  got.computers.get(p) or None) for p in game.players]
    session = Session(game, seats, game_id=got.game_id or None, ai_seed=got.ai_seed, movers=got.movers,
                      speed=got.speed, level=got.level)
    session.restore_undo(got.undo)
    return session, got


@dataclass
class Arrival:
    """A link opened on this device, and how it stands to the copy of its game stored here."""

    session: Session  # the link's game
    got: link.Link
    stored: Session | None = None  # this device's copy of the same game (same id), when it can be read
    relation: str = NEW  # NEW, SAME, NEWER, OLDER, BRANCH; OTHER: the id is taken by another game here
    common: int = 0  # moves both share, from the start


def same_beginning(a: tigris.Game, b: tigris.Game) -> bool:
    return a.setup == b.setup and a.start == b.start and a.options == b.options


def arrive(store: Store, text: str) -> Arrival:
    """Open a link against the saved games (``LoadProblem`` if it cannot be opened; nothing is written).

    A link whose id names a saved game that cannot be read, or a different
    game, is given a new id: opening it never touches that save.
    """
    session, got = read_link(text)
    arrival = Arrival(session, got)
    if store.raw(session.id) is None:
        return arrival
    try:
        stored = store.load(session.id)
    except LoadProblem:
        stored = None
    if stored is None or not same_beginning(stored.game, session.game):
        arrival.relation = OTHER
        session.id = new_id()
        return arrival
    mine, theirs = stored.game.history, session.game.history
    arrival.stored = stored
    arrival.relation = link.relation(mine, theirs)
    arrival.common = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
    return arrival
