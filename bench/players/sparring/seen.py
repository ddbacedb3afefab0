"""What a sparring player may know, and worlds drawn from it.

Written apart from ``tigris.ai`` (its own counting and drawing), so that the
sparring players share nothing with the levels they measure. A player sees
the board, its own hand, every hand's size, the tiles lost in conflicts and
catastrophes (public: everyone saw them go), and the bag's level (SPEC §16.3:
nobody may count the bag). Everything else is drawn afresh from the tiles it
cannot see.
"""

from __future__ import annotations

import math
import random

from tigris.bag import band, bag_level, starting_bag
from tigris.game import Game
from tigris.state import NO, TILE_COUNTS, TOTAL_TILES


def unseen(game: Game, me: int) -> list[int]:
    """Per colour, the tiles ``me`` cannot see: in other hands, in the bag, or swapped away."""
    st = game.state
    out = list(TILE_COUNTS)
    for t in st.tile:
        if t != NO:
            out[t] -= 1
    for c in range(4):
        out[c] -= st.hands[me][c] + st.lost[c]
    return [max(0, n) for n in out]


def believed_bag(game: Game, rng: random.Random) -> int:
    """A bag size drawn from the public level's band (the exact count only with the ``exact_bag`` option)."""
    st = game.state
    if game.options.exact_bag:
        return len(st.bag)
    start = starting_bag(st.map, len(st.players))
    low, high = band(bag_level(len(st.bag), start), start)
    return rng.randint(low, max(low, min(high, start)))


def imagine(game: Game, me: int, rng: random.Random) -> Game:
    """A copy of ``game`` whose other hands and bag are drawn from what ``me`` cannot see."""
    g = game.copy()
    st = g.state
    counts = unseen(game, me)
    pool = [c for c in range(4) for _ in range(counts[c])]
    rng.shuffle(pool)
    at = 0
    for p in range(len(st.players)):
        if p == me:
            continue
        n = sum(st.hands[p])
        hand = [0, 0, 0, 0]
        for c in pool[at:at + n]:
            hand[c] += 1
        st.hands[p] = hand
        at += n
    size = min(believed_bag(game, rng), len(pool) - at)
    st.bag = pool[at:at + size]
    st.removed = TOTAL_TILES - sum(1 for t in st.tile if t != NO) - sum(map(sum, st.hands)) - len(st.bag)
    return g


def at_least(k: int, draws: int, good: int, total: int) -> float:
    """Hypergeometric: the chance that ``draws`` tiles out of ``total`` hold ``k`` or more of ``good`` ones."""
    if k <= 0:
        return 1.0
    if draws <= 0 or good <= 0 or total <= 0 or k > min(draws, good):
        return 0.0
    draws = min(draws, total)
    denom = math.comb(total, draws)
    below = sum(math.comb(good, i) * math.comb(total - good, draws - i) for i in range(k))
    return max(0.0, 1.0 - below / denom)


def holds_at_least(game: Game, me: int, other: int, colour: int, k: int) -> float:
    """The chance, from ``me``'s public counts, that ``other`` holds ``k`` or more tiles of ``colour``."""
    counts = unseen(game, me)
    return at_least(k, sum(game.state.hands[other]), counts[colour], sum(counts))


def expected_tiles(game: Game, me: int, other: int, colour: int) -> float:
    """How many tiles of ``colour`` ``other`` holds on average, by ``me``'s public counts."""
    counts = unseen(game, me)
    total = sum(counts)
    return sum(game.state.hands[other]) * counts[colour] / total if total else 0.0
