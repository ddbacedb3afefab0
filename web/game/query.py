"""The page's URL query: games opened from it, ``?position=`` (a diagram; with ``&analyse`` on the analysis board),
``?game=`` (a save, base64; with ``&analyse`` or ``&analyse=<move>``, analysed by ``web.game.analysing``), ``?new``, and
the settings ``?speed=``, ``?level=``, ``?think=``, ``?iterations=``; and a game written into such a link.

What a link carries is untrusted: it goes through ``web.game.save_format``. Plain Python, no ``js``.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from dataclasses import dataclass, field
from typing import Any

import tigris
from tigris import LoadError
from tigris.gate import MAX_JSON_CHARS
from web.core.i18n import t
from tigris.names import DYNASTIES
from web.game.save_format import LoadProblem, read_json, session_from_save, who_plays
from web.game.seats import COMPUTER, LEVELS, PERSON, default_seats
from web.game.session import SPEEDS, Session

_BASE64 = re.compile(r"[A-Za-z0-9+/_=-]*")


@dataclass
class UrlRequest:
    session: Session | None = None
    problem: str | None = None
    speed: str | None = None
    level: str | None = None
    fresh: bool = False  # ?new: start on the new-game dialog
    think: float | None = None  # ?think=<seconds>: how long the hard computer (and a hint) may think
    iterations: int | None = None  # ?iterations=<n>: the hard search's budget (default: tigris.ai's)
    link: str | None = None  # ?link=<text>: a game shared by link (web.game.linking opens it)
    computers: set[str] = field(default_factory=set)  # ?computer=: the seats the computer is to play ("all")
    analyse: str | None = None  # &analyse on ?game= or ?link= (its value: the move to analyse after; "": the last)


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


def from_query(query: str, seed: int | None = None) -> UrlRequest:
    """Read ``?position=<diagram>``, ``?game=<JSON or base64 JSON record>``, ``?link=`` (a shared game, opened by
    the page), ``?speed=``, ``?level=``, ``?computer=``, ``?think=`` (seconds the hard computer may think),
    ``?iterations=`` (its search budget).

    ``?computer=`` (dynasties, or ``all``) with no game in the URL starts a new
    game (``seed``: its bag's, else a random one) with those seats played by the
    computer, Archer and Bull at least; naming no dynasty, it is explained.
    """
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
    req.analyse = q["analyse"][0] if "analyse" in q and "position" not in q else None
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
    unknown = sorted(c for c in computers if c not in DYNASTIES and c != "all")
    req.computers = computers - set(unknown)
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
            if "analyse" in q:  # a position that states every hand, to try lines on (a tutorial's board)
                from web.game.analysis import open_position

                req.session = open_position(game, default_seats(game.players)) or req.session
        elif "game" in q:
            req.session = session_from_save(_decode_game(q["game"][0]), verify=True)
            req.session.id = ""
        elif "link" in q:
            req.link = q["link"][0]
        elif computers:
            if unknown and not req.computers:
                raise LoadProblem("share.computer_unknown", names=", ".join(unknown)[:100])
            req.session = _computer_game(req.computers, seed)
    except LoadProblem as e:
        req.problem = str(e)
        req.session = None
    if req.session is not None:
        if not req.session.id:
            from web.game.session import new_id
            req.session.id = new_id()
        apply_url(req.session, req)
    return req


def _computer_game(computers: set[str], seed: int | None) -> Session:
    """A new game for ``?computer=`` alone: Archer and Bull and any other seat named, the named ones computers."""
    import random

    players = [d for d in DYNASTIES if d in ("archer", "bull") or d in computers]
    seed = random.randrange(2**31) if seed is None else seed
    session = Session(tigris.Game.new(players, seed=seed), default_seats(players), ai_seed=seed)
    who = [(p, p.title(), COMPUTER if p in computers or "all" in computers else PERSON) for p in players]
    session.say(lambda: t("share.computer_game", players=who_plays([(d, n, k, session.level_of(d))
                                                                     for d, n, k in who])), error=False)
    return session


def apply_url(session: Session, req: UrlRequest) -> None:
    """The URL's ``?computer=``, ``?speed=`` and ``?level=`` on the game it opened (an analysis board: none)."""
    if session.analysing:
        return
    for p in session.game.players:
        if p in req.computers or "all" in req.computers:
            session.seats[p].kind = COMPUTER
    if req.speed:
        session.speed = req.speed
    if req.level:
        session.level = req.level
        for seat in session.seats.values():
            seat.level = None


def encode_game(session: Session) -> str:
    """A game as the base64 text of ``?game=`` (for links)."""
    raw = json.dumps(tigris.to_record(session.game), separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")
