"""The names of things, once: seats (dynasties), colours, leaders, tiles, buildings, phases.

The engine works on small ints (a colour is ``RED`` … ``GREEN``, a seat is its
index); these are the words it puts into notation, saves, events and
refusals. They are codes, not English: a catalogue (``web/i18n/*.json``)
names them in each language, ``name.<kind>.<code>``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

RED: Final = 0
BLUE: Final = 1
BLACK: Final = 2
GREEN: Final = 3

COLOURS: Final = ("red", "blue", "black", "green")
LEADERS: Final = ("priest", "farmer", "king", "trader")  # by colour
TILE_NAMES: Final = ("temple", "farm", "settlement", "market")  # by colour
BUILDINGS: Final = ("library", "granary", "palace", "market-hall")  # by colour (variant)
LETTERS: Final = "rbkg"  # one letter per colour, used by diagrams and saves
DYNASTIES: Final = ("archer", "bull", "pot", "lion")  # the seats, in the rulebook's order


class Phase(StrEnum):
    """What the game waits for. A ``str``: ``Phase.ACTION == "action"``, and saves hold the word."""

    ACTION = "action"  # the active player's action
    WAR = "war"  # which war to fight first
    COMMIT = "commit"  # tiles to commit to a conflict
    MONUMENT = "monument"  # a monument (or the wonder) or none
    TREASURE = "treasure"  # which treasures to take
    BUILDING = "building"  # a civilization building or none (variant)
    WONDER_POINT = "wonder_point"  # the colour of the wonder's point (variant)
    OVER = "over"  # the game is over


PHASES: Final = tuple(p.value for p in Phase)
