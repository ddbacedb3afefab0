"""Saved games, imports and exports, and games opened from the URL.

Everything that reaches the page from outside (a save in localStorage, an
imported file, a URL, another tab's save) is untrusted: its text goes through
``read_json`` (size and nesting limits before parsing), the page's own wrapper
fields are read with type checks (an unusable one falls back to its default,
and the player is told), and the record goes through the engine's checks
(``from_record(d, verify=True)``). Any problem becomes a ``LoadProblem``
worded in the page's language, never a crash. A damaged save is kept as it
was, so it can still be exported.

Saving never silently overwrites a save written by another tab: ``Store``
remembers the text it last read or wrote for each game and refuses
(``CONFLICT``) when the stored text has changed since (see ``web.tabs``).

The storage backend is any object with ``get(key)``, ``set(key, text)``,
``remove(key)`` and ``keys()``; ``set`` raises ``StorageFull`` when the quota
is exceeded. The page passes a thin localStorage wrapper; tests pass a dict
(``MemoryBackend``, with a quota if wanted).
Plain Python, no ``js``.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

import tigris
from tigris import LoadError
from tigris.gate import MAX_JSON_CHARS
from tigris.names import DYNASTIES
from tigris.record import from_record

from . import i18n
from .i18n import t
from .session import COMPUTER, LEVELS, PERSON, SPEEDS, Seat, Session, default_seats, display_name

PREFIX = "tigris.game."
CURRENT = "tigris.current"
LANGUAGE = "tigris.lang"  # the language chosen with the page's switch


class StorageFull(Exception):
    """The browser's storage quota is exhausted."""


class Backend(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryBackend:
    """A dict standing in for localStorage (tests, or when storage is unavailable)."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull("the storage quota is exceeded")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


SAVED, FULL, CONFLICT = "saved", "full", "conflict"  # what Store.save did
QUOTA_CHARS = 5 * 1024 * 1024  # characters (keys and values) localStorage holds per site: measured in Chromium
NEAR_FULL = 0.8  # warn when this share of the quota is used


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
    code, params = getattr(err, "code", None), getattr(err, "params", None)
    if isinstance(code, str) and isinstance(params, dict) and i18n.current().template(f"load.{code}") is not None:
        return t(f"load.{code}", **params)
    if isinstance(err, LoadProblem):
        return str(err)
    text = str(err)
    return text if text and not isinstance(err, (RecursionError, MemoryError)) else type(err).__name__


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


# ---------------------------------------------------------------------- the save wrapper


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
    session.restore_undo(w.undo)
    if w.unread:
        unread = ", ".join(w.unread)
        session.say(lambda: t("storage.defaults_used", fields=unread))
    return session


def parse_import(text: str) -> Session:
    """An imported file's text → a session (a new id is given by the caller), saying what it opened."""
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

    The id is left out: an import is a new saved game. ``parse_import`` reads
    the wrapper through the same gate as a save, and still reads a bare record.
    """
    d = session.to_save()
    d.pop("id", None)
    return json.dumps(d, indent=1)


def export_name(session: Session) -> str:
    return f"tigris-{'-'.join(session.game.players)}-{len(session.game.history)}.json"


@dataclass
class Saved:
    id: str
    title: str
    moves: int
    updated: float
    over: bool
    problem: str | None  # why it cannot be opened, or None


class Store:
    """The saved games in a backend, written by this tab and maybe by others at the same time."""

    def __init__(self, backend: Backend, clock: Callable[[], float] = time.time, quota: int = QUOTA_CHARS) -> None:
        self.backend = backend
        self.clock = clock
        self.quota = quota
        self.seen: dict[str, str] = {}  # game id → the save's text as this tab last read or wrote it
        self._used: int | None = None  # characters stored (estimated; None: count again)

    def save(self, session: Session, force: bool = False) -> str:
        """Save: ``SAVED``; ``FULL`` when the quota is exhausted; ``CONFLICT`` when another tab saved since.

        On ``FULL`` or ``CONFLICT`` nothing is written and the session stays
        ``dirty`` (its moves exist only in memory): the page tells the player.
        ``force`` writes over another tab's save (only when the player chose so).
        """
        key = PREFIX + session.id
        before = self.backend.get(key)
        if not force and before is not None and before != self.seen.get(session.id):
            return CONFLICT  # written by another tab since this one read it (or never read here)
        d = session.to_save()
        d["updated"] = self.clock()
        text = json.dumps(d, separators=(",", ":"))
        try:
            self.backend.set(key, text)
        except StorageFull:
            return FULL
        self.seen[session.id] = text
        if self._used is not None:
            self._used += len(text) - len(before) if before is not None else len(key) + len(text)
        try:
            if self.backend.get(CURRENT) != session.id:
                self.backend.set(CURRENT, session.id)
        except StorageFull:
            pass  # the game is saved; only which one is current is not remembered
        session.dirty = False
        return SAVED

    def changed_elsewhere(self, game_id: str, text: str | None = None) -> bool:
        """Another tab wrote this game since this tab last read or wrote it (``text``: the stored text, if known)."""
        if game_id not in self.seen:
            return False
        now = self.backend.get(PREFIX + game_id) if text is None else text
        return now is not None and now != self.seen[game_id]

    def used(self) -> int:
        """Characters stored on this site (keys and values), as the quota counts them."""
        if self._used is None:
            self._used = sum(len(k) + len(self.backend.get(k) or "") for k in self.backend.keys())
        return self._used

    def recount(self) -> None:
        """Another tab wrote: count the storage again when next asked."""
        self._used = None

    def near_full(self) -> int | None:
        """The share of the quota used, in percent, when it is nearly exhausted; else None."""
        share = self.used() / self.quota
        return min(99, int(share * 100)) if share >= NEAR_FULL else None

    def current_id(self) -> str | None:
        return self.backend.get(CURRENT)

    def language(self) -> str | None:
        """The language chosen with the switch, if any (else the page follows the browser's)."""
        lang = self.backend.get(LANGUAGE)
        return lang if lang in i18n.LANGUAGES else None

    def set_language(self, lang: str) -> None:
        try:
            self.backend.set(LANGUAGE, lang)
        except StorageFull:
            pass  # the page still switches; only the choice is not remembered

    def raw(self, game_id: str) -> str | None:
        return self.backend.get(PREFIX + game_id)

    def load(self, game_id: str, text: str | None = None) -> Session:
        """The saved game (``text``: its save, if already known); ``LoadProblem`` when it is damaged (kept)."""
        if text is None:
            text = self.raw(game_id)
        if text is None:
            raise LoadProblem("storage.gone")
        session = session_from_save(read_json(text, "storage.save_not_json"), verify=True)
        session.id = game_id
        session.dirty = False
        self.seen[game_id] = text
        return session

    def export(self, game_id: str) -> str:
        """A saved game as a file's text (as ``export_text``: seats kept, id left out); a damaged save as stored."""
        raw = self.raw(game_id) or ""
        try:
            d = read_json(raw, "storage.save_not_json")
            record = read_wrapper(d).record
        except LoadProblem:
            return raw
        if not isinstance(record, dict) or record.get("format") != "tigris-game":
            return raw
        if d.get("app") != "tigris-web":
            return json.dumps(record, indent=1)
        return json.dumps({k: v for k, v in d.items() if k not in ("id", "updated")}, indent=1)

    def moves(self, game_id: str) -> int:
        """How many moves a saved game holds, read without replaying it (0 when it cannot be read)."""
        try:
            return _summary(read_wrapper(read_json(self.raw(game_id), "storage.save_not_json")))[1]
        except (LoadProblem, TypeError, ValueError, AttributeError):
            return 0

    def delete(self, game_id: str) -> None:
        self.backend.remove(PREFIX + game_id)
        self.seen.pop(game_id, None)
        self._used = None
        if self.backend.get(CURRENT) == game_id:
            self.backend.remove(CURRENT)

    def entries(self) -> list[Saved]:
        """Every saved game, newest first; damaged ones say why (cheap checks only: no replay)."""
        out = []
        for key in self.backend.keys():
            if not isinstance(key, str) or not key.startswith(PREFIX):
                continue
            gid = key[len(PREFIX):]
            entry = Saved(gid, gid, 0, 0.0, False, None)
            try:
                d = read_json(self.backend.get(key), "storage.save_not_json")
                w = read_wrapper(d)
                u = d.get("updated", 0)
                if type(u) in (int, float) and 0 <= u < 1e11:
                    entry.updated = float(u)
                entry.title, entry.moves, entry.over = _summary(w)
            except LoadProblem as e:
                entry.problem = str(e)
            except Exception as e:  # any other shape: listed as damaged with the reason, never hidden
                entry.problem = t("storage.damaged", kind=type(e).__name__)
            out.append(entry)
        out.sort(key=lambda s: s.updated, reverse=True)
        return out


def _summary(w: Wrapper) -> tuple[str, int, bool]:
    """A save's title, number of moves and whether it is over, from its record without replaying it."""
    rec = w.record
    if not isinstance(rec, dict) or rec.get("format") != "tigris-game" or not isinstance(rec.get("state"), dict):
        raise LoadProblem("storage.not_record")
    players = rec["state"].get("players")
    if not isinstance(players, list) or not players or not all(isinstance(p, str) for p in players):
        raise LoadProblem("storage.not_record")
    seats = {s.dynasty: s for s in w.seats or ()}
    who = []
    for p in players:
        seat = seats.get(p)
        kind = seat.kind if seat else PERSON
        who.append((p, seat.name if seat else p.title(), kind, (seat.level if seat else None) or w.level))
    title = who_plays(who)
    actions = rec.get("actions")
    return title, len(actions) if isinstance(actions, list) else 0, rec["state"].get("phase") == "over"


# ---------------------------------------------------------------------- the URL


@dataclass
class UrlRequest:
    session: Session | None = None
    problem: str | None = None
    speed: str | None = None
    level: str | None = None
    fresh: bool = False  # ?new: start on the new-game dialog
    think: float | None = None  # ?think=<seconds>: how long the hard computer (and a hint) may think
    iterations: int | None = None  # ?iterations=<n>: the hard search's budget (default: tigris.ai's)


_BASE64 = re.compile(r"[A-Za-z0-9+/_=-]*")


def _decode_game(text: str) -> Any:
    """``?game=``'s text: a JSON record, or its base64 (URL-safe or not, padding optional)."""
    text = text.strip()
    if not _BASE64.fullmatch(text):
        return read_json(text, "storage.bad_link_game")
    if len(text) > MAX_JSON_CHARS * 4 // 3 + 4:
        raise LoadProblem("storage.bad_link_game", problem=LoadError("too_large", size=len(text) * 3 // 4,
                                                                     limit=MAX_JSON_CHARS))
    pad = "=" * (-len(text) % 4)
    try:
        raw = base64.urlsafe_b64decode(text.replace("+", "-").replace("/", "_") + pad).decode("utf-8")
    except (binascii.Error, ValueError) as e:
        raise LoadProblem("storage.bad_link_game", problem=t("storage.not_base64", problem=str(e))) from None
    return read_json(raw, "storage.bad_link_game")


def from_query(query: str) -> UrlRequest:
    """Read ``?position=<diagram>``, ``?game=<JSON or base64 JSON record>``, ``?speed=``, ``?level=``, ``?computer=``,
    ``?think=`` (seconds the hard computer may think), ``?iterations=`` (its search budget)."""
    q: dict[str, list[str]] = {}
    if query.lstrip("?"):
        # Imported only now: urllib.parse (with ipaddress) costs ~13 ms of the page's start in the
        # browser, and most visits carry no query.
        from urllib.parse import parse_qs

        q = parse_qs(query.lstrip("?"), keep_blank_values=True)
    req = UrlRequest()
    speed = q.get("speed", [None])[0]
    if speed in SPEEDS:
        req.speed = speed
    level = q.get("level", [None])[0]
    if level in LEVELS:
        req.level = level
    req.fresh = "new" in q
    try:
        think = float(q.get("think", [""])[0])
        if 0.05 <= think <= 60:
            req.think = think
    except ValueError:
        pass
    try:
        iterations = int(q.get("iterations", [""])[0])
        if 1 <= iterations <= 10**6:
            req.iterations = iterations
    except ValueError:
        pass
    computers: set[str] = set()
    for v in q.get("computer", []):
        computers.update(w.strip().lower() for w in v.split(",") if w.strip())
    try:
        if "position" in q:
            text = q["position"][0]
            if len(text) > MAX_JSON_CHARS:
                raise LoadProblem("storage.bad_position", problem=LoadError("too_large", size=len(text),
                                                                            limit=MAX_JSON_CHARS))
            try:
                game = tigris.from_diagram(text)
            except Exception as e:  # LoadError; anything the engine did not foresee is refused the same way
                raise LoadProblem("storage.bad_position", problem=e) from None
            req.session = Session(game, default_seats(game.players))
        elif "game" in q:
            req.session = session_from_save(_decode_game(q["game"][0]), verify=True)
            req.session.id = ""
    except LoadProblem as e:
        req.problem = str(e)
        req.session = None
    if req.session is not None:
        if not req.session.id:
            from .session import new_id
            req.session.id = new_id()
        for p in req.session.game.players:
            if p in computers or "all" in computers:
                req.session.seats[p].kind = "computer"
        if req.speed:
            req.session.speed = req.speed
        if req.level:
            req.session.level = req.level
            for seat in req.session.seats.values():
                seat.level = None
    return req


def encode_game(session: Session) -> str:
    """A game as the base64 text of ``?game=`` (for links)."""
    raw = json.dumps(tigris.to_record(session.game), separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")
