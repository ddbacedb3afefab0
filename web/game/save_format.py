"""The save format: a game as the page saves, exports and imports it (a wrapper around the engine's record),
and reading one back from untrusted text.

Everything that reaches the page from outside (a save in localStorage, an
imported file, a link, another tab's save) goes through ``read_json`` (size and
nesting limits before parsing); the page's own wrapper fields are read with
type checks (an unusable one falls back to its default, and the player is
told), and the record goes through the engine's checks (``from_record(d,
verify=True)``). Any problem becomes a ``LoadProblem`` worded in the page's
language, never a crash. Plain Python, no ``js``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import tigris
from tigris import LoadError
from tigris.names import DYNASTIES
from tigris.record import from_record

from web.core import i18n
from web.core.i18n import t
from web.game.seats import COMPUTER, LEVELS, PERSON, Seat, default_seats, display_name
from web.game.session import SPEEDS, Session
from web.game.variations import KEPT


class LoadProblem(Exception):
    """A save, an import or a URL that cannot be opened; ``str()`` says why, in the page's language.

    It keeps its translation key and parameters, so the same problem reads in
    whatever language the page speaks when it is shown. A parameter may be the
    engine's own error: it is worded when shown too (``problem_text``).
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key, self.params = key, params

    def __str__(self) -> str:
        return t(self.key, **{k: problem_text(v) if isinstance(v, Exception) else v for k, v in self.params.items()})


def problem_text(err: Exception) -> str:
    """An error from the engine's gate in the page's language (catalogue key ``load.<code>``), else its text."""
    return str(err) if isinstance(err, LoadProblem) else i18n.problem(err)


def read_json(text: Any, key: str) -> Any:
    """The one way the page reads JSON from outside (saves, imports, links, other tabs): the engine's gate.

    ``tigris.parse_json`` refuses a text too large or too deeply nested before
    ``json.loads`` sees it (deep nesting overflows Pyodide's stack, which no
    ``except`` catches). A refusal is a ``LoadProblem(key, problem=...)``.
    """
    if not isinstance(text, str):
        raise LoadProblem(key, problem=type(text).__name__)
    try:
        return tigris.parse_json(text)
    except (LoadError, ValueError, RecursionError) as e:
        raise LoadProblem(key, problem=e) from None


@dataclass
class Wrapper:
    """Our save's fields around the engine's record, each read with a type check."""

    record: Any
    seats: list[Seat] | None = None  # None: everyone a person, named after the dynasty
    ai_seed: int = 0
    movers: list[str] = field(default_factory=list)
    game_id: str | None = None
    speed: str = "normal"
    level: str = "medium"
    undo: int = 0  # how many actions of the turn in progress can be taken back
    unconfirmed: str | None = None  # the person whose finished turn waited for their confirmation
    by_link: bool = False  # played by link (docs/sharing.md)
    me: str | None = None  # played by link: the seat this device plays
    reviews: Any = None  # a finished game's reviews (web.game.review), read once the game is
    analyses: dict[str, Any] = field(default_factory=dict)  # the analysis board's trees (each read when opened)
    unread: list[str] = field(default_factory=list)  # fields that could not be read (their defaults are used)


MAX_UNDO = 64  # more actions than any one turn has (two actions, their conflicts' choices, a wonder point…)


def _is_int(v: Any) -> bool:
    return type(v) is int


def read_wrapper(d: Any) -> Wrapper:
    """Our wrapper (``"app": "tigris-web"``) or a bare engine record; ``LoadProblem`` if not an object.

    A page field of the wrong type is not a reason to refuse a game whose
    record is sound: its default is used and the field is named in ``unread``.
    """
    if not isinstance(d, dict):
        raise LoadProblem("storage.not_object")
    if d.get("app") != "tigris-web":
        return Wrapper(d)
    w = Wrapper(d.get("record"))
    seats = d.get("seats")
    if seats is not None:
        try:
            if not isinstance(seats, list) or len(seats) > len(DYNASTIES):
                raise ValueError("seats")
            w.seats = [Seat.from_dict(x) for x in seats]
        except ValueError:
            w.unread.append("seats")
    seed = d.get("ai_seed", 0)
    if _is_int(seed) and 0 <= seed < 2**63:
        w.ai_seed = seed
    else:
        w.unread.append("ai_seed")
    movers = d.get("movers", [])
    if isinstance(movers, list) and all(isinstance(m, str) and len(m) <= 24 for m in movers):
        w.movers = list(movers)
    else:
        w.unread.append("movers")
    undo = d.get("undo", 0)
    if _is_int(undo) and 0 <= undo <= MAX_UNDO:
        w.undo = undo
    else:
        w.unread.append("undo")
    unconfirmed = d.get("unconfirmed")
    if unconfirmed is None or unconfirmed in DYNASTIES:
        w.unconfirmed = unconfirmed
    else:
        w.unread.append("unconfirmed")
    by_link, me = d.get("by_link", False), d.get("me")
    if by_link is True and (me is None or me in DYNASTIES):
        w.by_link, w.me = True, me
    elif by_link is not False:
        w.unread.append("by_link")
    w.reviews = d.get("reviews")
    analyses = d.get("analyses", {})
    if isinstance(analyses, dict) and len(analyses) <= KEPT and all(isinstance(k, str) and len(k) <= 80
                                                                    for k in analyses):
        w.analyses = dict(analyses)
    else:
        w.unread.append("analyses")
    gid = d.get("id")
    if isinstance(gid, str) and 0 < len(gid) <= 64:
        w.game_id = gid
    elif gid is not None:
        w.unread.append("id")
    for name, options, default in (("speed", SPEEDS, "normal"), ("level", LEVELS, "medium")):
        v = d.get(name, default)
        if isinstance(v, str) and v in options:
            setattr(w, name, v)
        else:
            w.unread.append(name)
    return w


def session_from_save(d: Any, verify: bool = True) -> Session:
    """A session from our save wrapper, or from a bare engine record; ``LoadProblem`` if it cannot be opened."""
    w = read_wrapper(d)
    try:
        game = from_record(w.record, verify=verify)
    except Exception as e:  # LoadError; anything else the engine did not foresee is refused the same way
        raise LoadProblem("storage.cannot_open", problem=e) from None
    seats = w.seats
    if seats is not None and sorted(s.dynasty for s in seats) != sorted(game.players):
        seats, w.unread = None, w.unread + ["seats"]
    session = Session(game, seats or default_seats(game.players), game_id=w.game_id, ai_seed=w.ai_seed,
                      movers=w.movers, speed=w.speed, level=w.level)
    session.by_link, session.me = w.by_link, w.me if w.me in game.players else None
    session.restore_undo(w.undo, waiting=w.unconfirmed)
    session.analyses = w.analyses
    if w.reviews is not None:
        from web.game.review import read_reviews

        session.reviews = read_reviews(w.reviews, game)  # what is not sound is computed again, never shown
    if w.unread:
        unread = ", ".join(w.unread)
        session.say(lambda: t("storage.defaults_used", fields=unread))
    return session


def parse_import(text: str) -> Session:
    """An imported file's text → a session (with the file's id, if it has one), saying what it opened."""
    session = session_from_save(read_json(text, "storage.import_not_json"), verify=True)
    earlier = session._message  # settings that could not be read, if any: said after what was opened
    moves = len(session.game.history)
    who = [(s.dynasty, s.name, s.kind, session.level_of(s.dynasty)) for s in session.seats.values()]

    def opened() -> str:
        said = t("storage.opened", players=who_plays(who), move=moves)
        extra = earlier() if callable(earlier) else earlier
        return f"{said} {extra}" if extra else said

    session.say(opened, error=bool(earlier))
    return session


def who_plays(seats: list[tuple[str, str, str, str]]) -> str:
    """The seats as a person tells games apart: "Archer (you) · Bull (computer, hard)".

    ``seats`` are (dynasty, name, kind, level). A lone person is "you"; with
    several people at one device each is called by name only.
    """
    persons = sum(1 for _, _, kind, _ in seats if kind == PERSON)
    out = []
    for dynasty, name, kind, level in seats:
        shown = display_name(dynasty, name)
        if kind == COMPUTER:
            out.append(t("storage.seat_computer", name=shown, level=t(f"ui.level.{level}")))
        else:
            out.append(t("storage.seat_you", name=shown) if persons == 1 else shown)
    return " · ".join(out)


def export_text(session: Session) -> str:
    """The game as a file's text: our save wrapper (seats, computer levels, speed) around the engine's record.

    The id is kept: the file is the same game wherever it is opened, so that an import
    or a link of it later meets the copy stored there (``web.game.sharing.imported``).
    ``parse_import`` reads the wrapper through the same gate as a save, and still reads a bare record.
    """
    d = session.to_save()
    d.pop("me", None)  # which seat this device plays: the file may be opened on another
    return json.dumps(d, indent=1)


def export_name(session: Session) -> str:
    return f"tigris-{'-'.join(session.game.players)}-{len(session.game.history)}.json"
