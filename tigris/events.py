"""What happened, why something was refused, and what the game waits for, as codes.

An ``Event``, an ``IllegalAction`` and a ``NotationError`` carry a stable
``code`` and named ``params``: codes (a dynasty, a colour, a leader, a cell
name, a sub-code such as ``why="lost_conflict"``) and numbers, all JSON-safe.
The engine speaks no language: a catalogue words them (``tigris.catalog``,
texts in ``web/i18n/<lang>.json``: ``event.<code>``, ``reason.<code>``,
``expected.<code>``, a sub-code ``<param>.<value>``). ``str()`` is for
debugging: ``points(player=archer, count=1, colour=black)``.

Keep codes stable: saved logs and the catalogues use them.
"""

from __future__ import annotations

from typing import Any, Final, Mapping, Union

from .value import Value

# A parameter: a code or a cell name, a number, a flag, or a list of cell names.
Param = Union[str, int, bool, list[str], tuple[str, ...]]

# Every event code (catalogue key ``event.<code>``).
EVENTS: Final = (
    "turn_started", "turn_ended", "leader_placed", "leader_moved", "leader_withdrawn", "leader_returned",
    "tile_placed", "catastrophe", "tile_removed", "swapped", "drew", "points", "unification", "revolt", "war",
    "war_avoided", "committed", "conflict_won", "monument_built", "monument_declined",
    "treasure_taken", "treasure_declined", "game_over", "building_placed", "building_moved",
    "building_declined", "building_returned", "wonder_erected",
)

# Every refusal code (catalogue key ``reason.<code>``); ``notation_*`` are the notation's.
REFUSALS: Final = (
    "game_over", "not_your_decision", "not_empty", "leader_on_river", "leader_needs_temple",
    "leader_joins_kingdoms", "leader_same_cell", "leader_not_on_board", "no_such_tile", "farm_needs_river",
    "river_needs_farm", "three_kingdoms", "no_catastrophes", "catastrophe_target", "swap_count", "not_a_war",
    "commit_range", "not_a_monument", "treasure_choice", "treasure_mandatory", "english_commit",
    "english_defence", "not_a_building", "not_a_wonder",
    "notation_empty", "notation_unknown", "notation_colour", "notation_building", "notation_monument",
    "notation_cell",
)

# What the game can wait for (``Game.expected()``; catalogue key ``expected.<code>``).
EXPECTED: Final = ("action", "war", "commit", "monument", "building", "wonder_point", "treasure", "nothing")

# Parameters whose value is itself a code, worded by catalogue key ``<param>.<value>``
# (with the same parameters as the sentence around it).
SUBCODES: Final[Mapping[str, tuple[str, ...]]] = {
    "why": ("lost_conflict", "no_temple", "bag", "treasures"),  # leader_returned, game_over
    "what": ("leader", "catastrophe", "monument", "wonder", "building", "treasure"),  # catastrophe_target
    "expected": EXPECTED,  # not_your_decision
    "outcome": ("attacker", "defender", "tie"),  # conflict_won: who won, a tie going to the defender
}


def show(code: str, params: Mapping[str, Any]) -> str:
    """``code(name=value, …)``: a code and its parameters, for logs and debugging."""
    parts = []
    for k, v in params.items():
        if isinstance(v, (list, tuple)):
            v = "[" + ", ".join(str(x) for x in v) + "]"
        parts.append(f"{k}={v}")
    return f"{code}({', '.join(parts)})"


class Event(Value):
    """Something that happened: ``Event("points", (("player", "archer"), ("count", 1), …))``."""

    __slots__ = ("code", "params")

    code: str
    params: tuple[tuple[str, Param], ...]

    def __init__(self, code: str, params: tuple[tuple[str, Param], ...] = ()) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", params)

    def __getitem__(self, key: str) -> Param:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, **dict(self.params)}

    def __str__(self) -> str:
        return show(self.code, dict(self.params))


def event(code: str, **params: Param) -> Event:
    return Event(code, tuple(params.items()))


class IllegalAction(Exception):
    """An action the rules refuse now: a ``code`` (``reason.<code>``) and its ``params``."""

    def __init__(self, code: str, **params: Param) -> None:
        self.code = code
        self.params: dict[str, Param] = params
        super().__init__(show(code, params))


class NotationError(ValueError):
    """Text that is not an action (or a cell, a colour…) in the notation: a ``notation_*`` code."""

    def __init__(self, code: str, **params: Param) -> None:
        self.code = code
        self.params: dict[str, Param] = params
        super().__init__(show(code, params))
