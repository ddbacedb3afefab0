"""The store of saved games in the browser's storage: saving, the list of saved games, loading one, the
quota, the page's remembered choices (the current game, the language).

What is stored is read back through the save format (``web.game.save_format``:
untrusted text, every problem a ``LoadProblem``); a damaged save is kept as it
was, so it can still be exported. Games opened from the URL are
``web.game.query``.

Saving never silently overwrites a save written by another tab: ``Store``
remembers the text it last read or wrote for each game and refuses
(``CONFLICT``) when the stored text has changed since (see ``web.game.tabs``).

The storage backend is any object with ``get(key)``, ``set(key, text)``,
``remove(key)`` and ``keys()``; ``set`` raises ``StorageFull`` when the quota
is exceeded. The page passes a thin localStorage wrapper; tests pass a dict
(``MemoryBackend``, with a quota if wanted).
Plain Python, no ``js``.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Callable, Protocol

import tigris
from web.core import i18n
from web.core.i18n import t
from web.game.save_format import (
    LoadProblem, Wrapper, export_text, read_json, read_wrapper, session_from_save, who_plays,
)
from web.game.seats import PERSON
from web.game.session import Session

PREFIX = "tigris.game."
CURRENT = "tigris.current"
LANGUAGE = "tigris.lang"  # the language chosen with the page's switch
DISPLAY = "tigris.display"  # the board display preferences switched on, as words of DISPLAY_CHOICES
DISPLAY_CHOICES = ("strengths", "outlines")  # leader strength on the board, kingdom outlines
CONFIRM = "tigris.confirm"  # "Confirm the end of my turn", as this device chose: "on" or "off" (web.game.turn_end)


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

    def display(self) -> set[str]:
        """The board display preferences switched on (``DISPLAY_CHOICES``); anything else stored is ignored."""
        text = self.backend.get(DISPLAY) or ""
        return {w for w in text[:200].split() if w in DISPLAY_CHOICES}

    def set_display(self, on: set[str]) -> None:
        try:
            self.backend.set(DISPLAY, " ".join(c for c in DISPLAY_CHOICES if c in on))
        except StorageFull:
            pass  # the board shows it now; only the choice is not remembered

    def confirm_turns(self) -> bool | None:
        """Whether a person confirms the end of their turn, as chosen on this device (None: never chosen)."""
        return {"on": True, "off": False}.get(self.backend.get(CONFIRM) or "")

    def set_confirm_turns(self, on: bool) -> None:
        try:
            self.backend.set(CONFIRM, "on" if on else "off")
        except StorageFull:
            pass  # this game follows it now; only the choice is not remembered

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
        """A saved game as a file's text (as ``export_text``: seats and id kept); a damaged save as stored."""
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
        return json.dumps({k: v for k, v in d.items() if k not in ("updated", "me")}, indent=1)

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
