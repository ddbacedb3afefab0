"""Filling in what a player cannot see, consistently with everything public.

A search needs whole games, but a fair computer player may only use what its
own view holds. ``sample(game, player, rng)`` copies the game and then
replaces every hidden part (other players' hands, the bag's contents, order
and size, the tiles swapped away) with a draw from the tiles that player
cannot see.

The bag's size is hidden too (SPEC §16.3: nobody may count it). A view shows
only its level (``tigris.bag``), so the sampled bag's size is drawn from that
level's band, and it never comes from the real bag or from counting the
tiles seen. Only with the ``exact_bag`` option, when everyone is shown the
count, is the real size used. The result depends on the real hidden
information only through what is public, so two games that differ only in
hidden information (the exact bag size within one level included) give the
same samples for the same seed.
"""

from __future__ import annotations

import random

from ..bag import band, bag_level, starting_bag
from ..game import Game
from ..state import NO, TILE_COUNTS, TOTAL_TILES


def unseen_pool(game: Game, player: int) -> list[int]:
    """Tiles ``player`` cannot see: in other hands, in the bag, or swapped away unseen."""
    st = game.state
    pool: list[int] = []
    on_board = [0, 0, 0, 0]
    for t in st.tile:
        if t != NO:
            on_board[t] += 1
    for colour, total in enumerate(TILE_COUNTS):
        n = total - on_board[colour] - st.hands[player][colour] - st.lost[colour]
        pool += [colour] * n
    return pool


def bag_size(game: Game, room: int, rng: random.Random) -> int:
    """A bag size ``player`` may believe: the exact one only with ``exact_bag``, else one from the level's band.

    ``room`` is how many unseen tiles are not in other hands (the bag and the
    tiles swapped away, together): a sampled bag cannot be bigger.
    """
    st = game.state
    if game.options.exact_bag:
        return len(st.bag)
    start = starting_bag(st.map, len(st.players))
    low, high = band(bag_level(len(st.bag), start), start)  # the level is public; the count is not
    high = min(high, room)
    return rng.randint(min(low, high), high)


def sample(game: Game, player: int, rng: random.Random) -> Game:
    """A copy of ``game`` with every hidden part redrawn from ``player``'s point of view."""
    g = game.copy()
    st = g.state
    pool = unseen_pool(game, player)
    hidden_hands = sum(sum(st.hands[p]) for p in range(len(st.players)) if p != player)
    size = bag_size(game, len(pool) - hidden_hands, rng)
    rng.shuffle(pool)
    at = 0
    for p in range(len(st.players)):
        if p == player:
            continue
        n = sum(st.hands[p])
        hand = [0, 0, 0, 0]
        for c in pool[at: at + n]:
            hand[c] += 1
        st.hands[p] = hand
        at += n
    st.bag = pool[at: at + size]
    # The rest of the pool was swapped away unseen; the total stays 153.
    on_board = sum(1 for t in st.tile if t != NO)
    st.removed = TOTAL_TILES - on_board - sum(map(sum, st.hands)) - len(st.bag)
    return g
