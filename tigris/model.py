"""A game as data: how it was set up (``Setup``) and where it stands (``Position``).

These are the two values every way of writing a game down goes through. A
record (``record.py``, JSON) holds a setup or a starting position, the moves,
and the current position; a diagram (``diagram.py``, text) holds a position.
Neither codec knows ``Game``'s fields: ``position.py`` is the one bridge
between a ``Position`` and a ``Game`` (``position_of``, ``game_at``), and the
one validator, so every spelling accepts exactly the same positions.

A ``Position`` is written in the record's words (cell names, colour letters,
dynasty and leader names), field for field the record's ``state``; a field
that is ``None`` is not written. It is taken as given: only ``game_at``
checks it. ``docs/loading.md`` describes the fields and the checks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .options import Options
from .value import Value


class Setup(Value):
    """How a game was dealt: the dynasties in seating order, the seed, the rules options and
    the start player. ``Game.new`` deals from it; the same setup deals the same game."""

    __slots__ = ("players", "seed", "options", "first")
    _defaults = {"options": Options(), "first": None}

    players: tuple[str, ...]
    seed: int
    options: Options
    first: str | None  # None: drawn with the seed

    if TYPE_CHECKING:
        def __init__(self, players: tuple[str, ...], seed: int, options: Options = ...,
                     first: str | None = None) -> None: ...

    def to_dict(self) -> dict[str, Any]:
        """The record's ``setup``: only the options that differ from the defaults."""
        d: dict[str, Any] = {"players": list(self.players), "seed": self.seed, "options": self.options.changed()}
        if self.first is not None:
            d["first"] = self.first
        return d


# The fields a record always writes, then those written only when set (the action in progress).
ALWAYS = ("board", "players", "tiles", "leaders", "catastrophes", "treasures", "monuments", "buildings", "wonder",
          "hands", "points", "treasures_taken", "catastrophes_left", "bag", "removed", "lost", "active",
          "actions_done", "phase")
PENDING = ("placed", "unifier", "wars_started", "war_options", "snapshot", "conflict", "monument_choices",
           "building_choices", "collection", "declined", "treasure_then", "bag_failed", "why_over")


class Position(Value):
    """Where a game stands: the board, every hand, the bag in drawing order, the scores, and
    where the current action has got to. Field for field the record's ``state``."""

    __slots__ = ALWAYS + PENDING
    _defaults = {name: None for name in ALWAYS + PENDING}

    # The board and the pieces on it.
    board: Any  # "standard", "advanced", or {"name": "blank", "river": [cells], "special": [cells]}
    players: Any  # the dynasties in seating order: ["archer", "bull"]
    tiles: Any  # one letter per cell, a1 b1 … p11: "." empty, r b k g, capitals face down (under a monument)
    leaders: Any  # {dynasty: {leader: cell}}
    catastrophes: Any  # [cell]
    treasures: Any  # [cell]
    monuments: Any  # {monument name: its top-left cell}
    buildings: Any  # {building: cell} (variant)
    wonder: Any  # its five cells (variant)
    # The players.
    hands: Any  # {dynasty: letters}
    points: Any  # {dynasty: [red, blue, black, green]}
    treasures_taken: Any  # {dynasty: count}
    catastrophes_left: Any  # {dynasty: count}
    # The tiles off the board.
    bag: Any  # letters; the last is drawn next
    removed: Any  # tiles out of the game
    lost: Any  # of those, the ones everybody saw go, per colour
    # Whose turn, and what the game waits for.
    active: Any  # the dynasty whose turn it is
    actions_done: Any  # 0 or 1 (2 while the turn's end is under way)
    phase: Any  # a ``Phase`` word
    placed: Any  # the cell of the tile the current action placed
    unifier: Any  # the unifying tile, while its wars are fought
    wars_started: Any  # [leader]: the colours at war when it was placed
    war_options: Any  # [leader]: the wars the active player may choose from
    snapshot: Any  # [[dynasty, leader, [cell]]]: supporters at unification (an option)
    conflict: Any  # the revolt or war being fought (``Conflict.to_dict``)
    monument_choices: Any  # [action]: the monuments (and the wonder) on offer
    building_choices: Any  # [action]: the buildings on offer (variant)
    collection: Any  # {"trader": cell}: the kingdom whose treasures are being taken
    declined: Any  # [cell]: traders that declined their treasures in this pass
    treasure_then: Any  # "turn" when treasures are taken at the end of the turn
    bag_failed: Any  # True: the bag ran short; the game ends with this turn (an option)
    why_over: Any  # "treasures" or "bag", once the game is over

    if TYPE_CHECKING:
        def __init__(self, *, board: Any = None, players: Any = None, tiles: Any = None, leaders: Any = None,
                     catastrophes: Any = None, treasures: Any = None, monuments: Any = None,
                     buildings: Any = None, wonder: Any = None, hands: Any = None, points: Any = None,
                     treasures_taken: Any = None, catastrophes_left: Any = None, bag: Any = None,
                     removed: Any = None, lost: Any = None, active: Any = None, actions_done: Any = None,
                     phase: Any = None, placed: Any = None, unifier: Any = None, wars_started: Any = None,
                     war_options: Any = None, snapshot: Any = None, conflict: Any = None,
                     monument_choices: Any = None, building_choices: Any = None, collection: Any = None,
                     declined: Any = None, treasure_then: Any = None, bag_failed: Any = None,
                     why_over: Any = None) -> None: ...

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Position":
        """The fields of a record's ``state`` as given (other keys are ignored; nothing is checked)."""
        return cls(**{name: d.get(name) for name in cls.__slots__})

    def to_dict(self) -> dict[str, Any]:
        """The record's ``state``: every field that is set."""
        return {name: value for name, value in zip(self.__slots__, self._fields(self)) if value is not None}
