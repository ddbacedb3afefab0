"""Saved games, imports and exports, and games opened from the URL.

Everything that reaches the page from outside (a save in localStorage, an
imported file, a URL) is untrusted: it is read with the engine's checks
(``game_from_dict(d, verify=True)``) and any problem becomes a plain message
(``RecordError``'s text), never a crash. A damaged save is kept as it was, so
it can still be exported.

The storage backend is any object with ``get(key)``, ``set(key, text)``,
``remove(key)`` and ``keys()``; ``set`` raises ``StorageFull`` when the quota
is exceeded. The page passes a thin localStorage wrapper; tests pass a dict.
Plain Python, no ``js``.
"""

from __future__ import annotations

import base64
import binascii
import json
import time
from dataclasses import dataclass
from typing import Any, Protocol

import tigris
from tigris import DiagramError, RecordError
from tigris.record import game_from_dict

from . import i18n
from .i18n import t
from .session import LEVELS, SPEEDS, Seat, Session, default_seats, display_name

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


class LoadProblem(Exception):
    """A save, an import or a URL that cannot be opened; ``str()`` says why, in the page's language.

    It keeps its translation key and parameters, so the same problem reads in
    whatever language the page speaks when it is shown.
    """

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key, self.params = key, params

    def __str__(self) -> str:
        return t(self.key, **self.params)


def session_from_save(d: Any, verify: bool = True) -> Session:
    """A session from our save wrapper, or from a bare engine record."""
    if not isinstance(d, dict):
        raise LoadProblem("storage.not_object")
    if d.get("app") == "tigris-web":
        record = d.get("record")
        try:
            seats = [Seat.from_dict(s) for s in d.get("seats", [])]
        except ValueError as e:
            raise LoadProblem("storage.bad_players", problem=str(e)) from None
        ai_seed = d.get("ai_seed", 0)
        if type(ai_seed) is not int:
            ai_seed = 0
        movers = d.get("movers") if isinstance(d.get("movers"), list) else []
        movers = [m if isinstance(m, str) else "" for m in movers]
        game_id = d.get("id") if isinstance(d.get("id"), str) and d.get("id") else None
        speed = d.get("speed") if d.get("speed") in SPEEDS else "normal"
        level = d.get("level") if d.get("level") in LEVELS else "medium"
    else:
        record, seats, ai_seed, movers, game_id, speed, level = d, None, 0, [], None, "normal", "medium"
    try:
        game = game_from_dict(record, verify=verify)
    except RecordError as e:
        raise LoadProblem("storage.cannot_open", problem=str(e)) from None
    if seats is not None and sorted(s.dynasty for s in seats) != sorted(game.players):
        seats = None
    return Session(game, seats or default_seats(game.players), game_id=game_id, ai_seed=ai_seed,
                   movers=movers, speed=speed, level=level)


def parse_import(text: str) -> Session:
    """An imported file's text → a session (a new id is given by the caller)."""
    try:
        d = json.loads(text)
    except (ValueError, TypeError) as e:
        raise LoadProblem("storage.import_not_json", problem=str(e)) from None
    return session_from_save(d, verify=True)


def export_text(session: Session) -> str:
    """The engine's versioned record, as a file's text."""
    return json.dumps(session.game.to_dict(), indent=1)


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
    def __init__(self, backend: Backend, clock=time.time) -> None:
        self.backend = backend
        self.clock = clock

    def save(self, session: Session) -> str | None:
        """Save; returns a message when storage is full (play continues), else None."""
        d = session.to_save()
        d["updated"] = self.clock()
        text = json.dumps(d, separators=(",", ":"))
        try:
            self.backend.set(PREFIX + session.id, text)
            self.backend.set(CURRENT, session.id)
        except StorageFull:
            return t("storage.full")
        session.dirty = False
        return None

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

    def load(self, game_id: str) -> Session:
        """The saved game; ``LoadProblem`` with the reason when it is damaged (the save is kept)."""
        text = self.raw(game_id)
        if text is None:
            raise LoadProblem("storage.gone")
        try:
            d = json.loads(text)
        except ValueError as e:
            raise LoadProblem("storage.save_not_json", problem=str(e)) from None
        session = session_from_save(d, verify=True)
        session.id = game_id
        return session

    def delete(self, game_id: str) -> None:
        self.backend.remove(PREFIX + game_id)
        if self.backend.get(CURRENT) == game_id:
            self.backend.remove(CURRENT)

    def entries(self) -> list[Saved]:
        """Every saved game, newest first; damaged ones say why (cheap checks only)."""
        out = []
        for key in self.backend.keys():
            if not key.startswith(PREFIX):
                continue
            gid = key[len(PREFIX):]
            text = self.backend.get(key) or ""
            problem, title, moves, updated, over = None, gid, 0, 0.0, False
            try:
                d = json.loads(text)
                rec = d["record"] if d.get("app") == "tigris-web" else d
                seats = {s["dynasty"]: s.get("name", s["dynasty"]) for s in d.get("seats", [])} \
                    if d.get("app") == "tigris-web" else {}
                players = rec["state"]["players"]
                title = " · ".join(display_name(str(p), str(seats.get(p, str(p).title()))) for p in players)
                moves = len(rec.get("actions", []))
                over = rec["state"].get("phase") == "over"
                u = d.get("updated", 0)
                updated = float(u) if isinstance(u, (int, float)) else 0.0
                if rec.get("format") != "tigris-game":
                    problem = t("storage.not_record")
            except Exception as e:  # damaged: list it with the reason
                problem = t("storage.damaged", kind=type(e).__name__)
            out.append(Saved(gid, title, moves, updated, over, problem))
        out.sort(key=lambda s: s.updated, reverse=True)
        return out


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


def _decode_game(text: str) -> Any:
    t = text.strip()
    if t.startswith("{"):
        return json.loads(t)
    pad = "=" * (-len(t) % 4)
    try:
        raw = base64.urlsafe_b64decode(t.replace("+", "-").replace("/", "_") + pad)
    except (binascii.Error, ValueError) as e:
        raise ValueError(t("storage.not_base64", problem=str(e))) from None
    return json.loads(raw.decode("utf-8"))


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
    computers = set()
    for v in q.get("computer", []):
        computers.update(w.strip().lower() for w in v.split(",") if w.strip())
    try:
        if "position" in q:
            try:
                game = tigris.Game.from_diagram(q["position"][0])
            except (DiagramError, ValueError) as e:
                raise LoadProblem("storage.bad_position", problem=str(e)) from None
            req.session = Session(game, default_seats(game.players))
        elif "game" in q:
            try:
                d = _decode_game(q["game"][0])
            except ValueError as e:
                raise LoadProblem("storage.bad_link_game", problem=str(e)) from None
            req.session = session_from_save(d, verify=True)
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
    raw = json.dumps(session.game.to_dict(), separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")
