"""The record of a game as versioned, JSON-safe data, and reading it back safely.

A record holds how the game began (a ``Setup``, or a starting ``Position``),
every action since, and the current ``Position`` (bag order included), so
loading is instant and continues identically:

    {"format": "tigris-game", "version": 1, "setup": {...} or null, "start": {...} or null,
     "options": {...}, "actions": ["leader king g3", ...], "state": {...}}

It is a codec over the two values of ``model.py``: ``Setup.to_dict`` and
``Position.to_dict`` write its parts, and ``position.game_at`` (the one reader
and validator of positions) reads the state back into a game. Records come
from outside (saves, imports, links), so reading one checks everything and
fails with ``RecordError`` (a ``LoadError`` with a code), never with a crash
deep in the engine; with ``verify``, the moves are replayed and must reach the
recorded position.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping

from .actions import parse_action
from .events import IllegalAction, NotationError
from .game import Game
from .gate import LoadError, RecordError
from .model import Position, Setup
from .options import Options
from .position import game_at, need_int, need_list, need_map, need_str, position_of, read_options

FORMAT = "tigris-game"
VERSION = 1
MAX_ACTIONS = 5_000  # a real game has a few hundred moves; replaying 5,000 takes about 0.2 s (bench/engine/load.py)
MAX_SEED = 2**63

__all__ = ["FORMAT", "MAX_ACTIONS", "VERSION", "RecordError", "from_record", "replay_record", "to_record"]


def to_record(game: Game) -> dict[str, Any]:
    """The game's record: how it began, its moves and where it stands (JSON-safe)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": game.setup.to_dict() if game.setup is not None else None,
        "start": game.start.to_dict() if game.start is not None else None,
        "options": game.options.to_dict(),
        "actions": list(game.history),
        "state": position_of(game).to_dict(),
    }


def _setup(v: Any) -> Setup | None:
    """How a game began: players, seed, options and first player, as ``Game.new`` takes them."""
    if v is None:
        return None
    s = need_map(v, "setup")
    players = need_list(s.get("players"), "setup", 4)
    for name in players:
        need_str(name, "setup", 10)
    seed = need_int(s.get("seed"), "setup", -MAX_SEED, MAX_SEED)
    options = read_options(s.get("options"))
    first = s.get("first")
    if first is not None:
        need_str(first, "setup", 10)
    if set(s) - {"players", "seed", "options", "first"}:
        raise LoadError("bad_field", field="setup")
    return Setup(tuple(players), seed, options, first)


def _position(v: Any) -> Position:
    """A record's ``state`` or ``start``, as given (``game_at`` checks it)."""
    return Position.from_dict(need_map(v, "state"))


@lru_cache(maxsize=8192)
def _canonical(text: str) -> str:
    """A move's notation as the engine writes it (``NotationError`` if it is not a move).

    Cached: a game has a few thousand different moves at most, and every load
    of a long record reads each of them."""
    return str(parse_action(text))


def _actions(v: Any) -> list[str]:
    """The moves in notation (each one must read as an action)."""
    if not isinstance(v, list):
        raise LoadError("bad_actions")
    if len(v) > MAX_ACTIONS:
        raise LoadError("too_many_actions", count=len(v), limit=MAX_ACTIONS)
    out = []
    for a in v:
        if not isinstance(a, str) or len(a) > 100:
            raise LoadError("bad_actions")
        try:
            out.append(_canonical(a))
        except NotationError:
            raise LoadError("bad_action", number=len(out) + 1, action=a) from None
    return out


def from_record(d: Mapping[str, Any], verify: bool = False) -> Game:
    """Read a record. With ``verify``, replay its moves and insist they reach its position.

    A record with moves must say where they start (a setup or a starting
    position) to be verified; one that does not is refused.
    """
    try:
        if not isinstance(d, Mapping) or d.get("format") != FORMAT:
            raise LoadError("not_record")
        version = d.get("version")
        if type(version) is not int or version != VERSION:
            raise LoadError("version", version=str(version)[:20], expected=VERSION)
        actions = _actions(d.get("actions", []))
        options = read_options(d.get("options"))
        setup = _setup(d.get("setup"))
        start = None if d.get("start") is None else _position(d["start"])
        if setup is not None and start is not None:
            raise LoadError("setup_and_start")
        if start is not None:
            game_at(start, options)
        if setup is not None and setup.options != options:
            raise LoadError("options_differ")
        game = game_at(_position(d.get("state")), options)
        game.history = actions
        game.setup = setup
        game.start = start
        if verify and (actions or setup is not None or start is not None):
            if setup is None and start is None:
                raise LoadError("no_setup")
            again = _replay(setup, start, options, actions)
            if again.options != game.options:
                raise LoadError("options_differ")
            if position_of(again) != position_of(game):
                raise LoadError("replay_mismatch")
            game.swapped = again.swapped  # public, but not part of a position: the replay counts them
            game.revolt_temples = again.revolt_temples
        return game
    except RecordError:
        raise
    except LoadError as e:
        raise RecordError(e.code, **e.params) from None
    except Exception as e:  # anything malformed deep inside: report, never crash
        raise RecordError("damaged", detail=f"{type(e).__name__}: {str(e)[:100]}") from None


def _replay(setup: Setup | None, start: Position | None, options: Options, actions: list[str]) -> Game:
    if setup is not None:
        try:
            game = Game.deal(setup)
        except ValueError:
            raise LoadError("bad_field", field="setup") from None
    else:
        assert start is not None
        game = game_at(start, options)
        game.start = start
    for number, a in enumerate(actions, 1):
        try:
            game.apply(a)
        except IllegalAction:
            raise LoadError("replay_illegal", number=number, action=a) from None
    return game


def replay_record(d: Mapping[str, Any]) -> Game:
    """Replay a record's moves from its setup or starting position (``RecordError`` if they do not)."""
    try:
        if not isinstance(d, Mapping):
            raise LoadError("not_record")
        options = read_options(d.get("options"))
        setup = _setup(d.get("setup"))
        start = None if d.get("start") is None else _position(d["start"])
        if setup is None and start is None:
            raise LoadError("no_setup")
        return _replay(setup, start, options, _actions(d.get("actions", [])))
    except RecordError:
        raise
    except LoadError as e:
        raise RecordError(e.code, **e.params) from None
