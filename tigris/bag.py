"""How full the bag looks: a coarse band, because nobody may count it (rulebook: "Hidden Information").

At the table you can feel that the bag is about half full, but the rules say
you "cannot deliberately count" it. A view therefore carries a band, like
the progress bar other sites show: the quarter of the starting bag the tiles
left fall in, and "empty" only when it really is. The starting bag is what is
left after the starting temples are laid and every hand is dealt (131 tiles
for two players on the standard board), so the lowest band still spans about
thirty tiles (never fewer than a dozen). ``docs/rules-decisions.md`` gives
the reasons. The ``exact_bag`` option shows the count itself instead.

Everything here is a function of public facts (the board side, the number
of players) and of the level, so a computer player that sizes its imagined
bag with ``band`` knows no more than a person looking at the page.
"""

from __future__ import annotations

from .board import BoardMap
from .state import HAND_SIZE, TOTAL_TILES

# From empty to full; each non-empty level is a quarter of the starting bag.
BAG_LEVELS: tuple[str, ...] = ("empty", "nearly_empty", "under_half", "over_half", "nearly_full")


def starting_bag(board_map: BoardMap, players: int) -> int:
    """The tiles in the bag when play begins: all but the starting temples and the hands."""
    return max(1, TOTAL_TILES - len(board_map.temples) - HAND_SIZE * players)


def bag_level(count: int, start: int) -> str:
    """The band of ``count`` tiles left, for a bag that held ``start`` when play began."""
    if count <= 0:
        return "empty"
    if 4 * count <= start:
        return "nearly_empty"
    if 2 * count <= start:
        return "under_half"
    if 4 * count <= 3 * start:
        return "over_half"
    return "nearly_full"


def band(level: str, start: int) -> tuple[int, int]:
    """The smallest and largest counts that show as ``level`` (the inverse of ``bag_level``)."""
    if level not in BAG_LEVELS:
        raise ValueError(f"bag level must be one of {', '.join(BAG_LEVELS)}, not {level!r}")
    if level == "empty":
        return 0, 0
    quarters = BAG_LEVELS.index(level)  # 1 … 4
    low = (quarters - 1) * start // 4 + 1
    high = quarters * start // 4 if quarters < 4 else TOTAL_TILES
    return low, high
