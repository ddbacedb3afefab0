"""The versioned, JSON-safe record of a game, and reading it back safely.

A record holds how the game began (a setup, or a starting position), every
action since, and the full current state (bag order included) so loading is
instant and continues identically. Records come from outside (saves, imports,
URLs), so reading one checks everything and fails with ``RecordError`` (a
``LoadError`` with a code), never with a crash deep in the engine. The
position is read and checked by ``position.py``, the same reader diagrams use;
with ``verify``, the moves are replayed and must reach it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping

from .actions import parse_action
from .events import IllegalAction, NotationError
from .gate import LoadError, RecordError
from .position import need_int, need_list, need_map, need_str, position_from_dict, position_to_dict, read_options
from .options import Options

if TYPE_CHECKING:
    from .game import Game

FORMAT = "tigris-game"
VERSION = 1
MAX_ACTIONS = 5_000  # a real game has a few hundred moves; replaying 5,000 takes about 0.2 s (bench/load.py)
MAX_SEED = 2**63

__all__ = ["FORMAT", "MAX_ACTIONS", "VERSION", "RecordError", "game_from_dict", "game_to_dict", "replay_record",
           "state_to_dict"]


def state_to_dict(game: "Game") -> dict[str, Any]:
    """The record's ``state``: the current position (see ``position.py``)."""
    return position_to_dict(game)


def game_to_dict(game: "Game") -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": game.setup,
        "start": game.start,
        "options": game.options.to_dict(),
        "actions": list(game.history),
        "state": state_to_dict(game),
    }


def _setup(v: Any) -> dict[str, Any] | None:
    """How a game began: players, seed, options and first player, as ``Game.new`` takes them."""
    if v is None:
        return None
    s = need_map(v, "setup")
    players = need_list(s.get("players"), "setup", 4)
    for name in players:
        need_str(name, "setup", 10)
    need_int(s.get("seed"), "setup", -MAX_SEED, MAX_SEED)
    read_options(s.get("options"))
    if s.get("first") is not None:
        need_str(s["first"], "setup", 10)
    if set(s) - {"players", "seed", "options", "first"}:
        raise LoadError("bad_field", field="setup")
    return dict(s)


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


def game_from_dict(d: Mapping[str, Any], verify: bool = False) -> "Game":
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
        start = d.get("start")
        if setup is not None and start is not None:
            raise LoadError("setup_and_start")
        if start is not None:
            position_from_dict(start, options)
        if setup is not None and read_options(setup.get("options")) != options:
            raise LoadError("options_differ")
        game = position_from_dict(d.get("state"), options)
        game.history = actions
        game.setup = setup
        game.start = dict(start) if start is not None else None
        if verify and (actions or setup is not None or start is not None):
            if setup is None and start is None:
                raise LoadError("no_setup")
            again = _replay(setup, start, options, actions)
            if again.options != game.options:
                raise LoadError("options_differ")
            if state_to_dict(again) != state_to_dict(game):
                raise LoadError("replay_mismatch")
        return game
    except RecordError:
        raise
    except LoadError as e:
        raise RecordError(e.code, **e.params) from None
    except Exception as e:  # anything malformed deep inside: report, never crash
        raise RecordError("damaged", detail=f"{type(e).__name__}: {str(e)[:100]}") from None


def _replay(setup: Mapping[str, Any] | None, start: Any, options: Options, actions: list[str]) -> "Game":
    from .game import Game

    if setup is not None:
        try:
            game = Game.new(setup["players"], setup["seed"], setup.get("options"), setup.get("first"))
        except ValueError:
            raise LoadError("bad_field", field="setup") from None
    else:
        game = position_from_dict(start, options)
        game.start = start
    for number, a in enumerate(actions, 1):
        try:
            game.apply(a)
        except IllegalAction:
            raise LoadError("replay_illegal", number=number, action=a) from None
    return game


def replay_record(d: Mapping[str, Any]) -> "Game":
    """Replay a record's moves from its setup or starting position (``RecordError`` if they do not)."""
    try:
        if not isinstance(d, Mapping):
            raise LoadError("not_record")
        options = read_options(d.get("options"))
        setup = _setup(d.get("setup"))
        start = d.get("start")
        if setup is None and start is None:
            raise LoadError("no_setup")
        return _replay(setup, start, options, _actions(d.get("actions", [])))
    except RecordError:
        raise
    except LoadError as e:
        raise RecordError(e.code, **e.params) from None
