"""Filling in what a player cannot see, consistently with everything public.

A search needs whole games, but a fair computer player may only use what its
own view holds. ``sample(game, player, rng)`` copies the game and then
replaces every hidden part (other players' hands, the bag's contents and
order) with a draw from the tiles that player cannot see. The result depends
on the real hidden information only through what is public (hand sizes, the
bag's size, tiles out of the game), so two games that differ only in hidden
information give the same samples for the same seed.
"""

from __future__ import annotations

import random

from tigris.game import Game
from tigris.state import NO, TILE_COUNTS


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


def sample(game: Game, player: int, rng: random.Random) -> Game:
    """A copy of ``game`` with every hidden part redrawn from ``player``'s point of view."""
    g = game.copy()
    st = g.state
    pool = unseen_pool(game, player)
    rng.shuffle(pool)
    at = 0
    for p in range(len(st.players)):
        if p == player:
            continue
        size = sum(st.hands[p])
        hand = [0, 0, 0, 0]
        for c in pool[at: at + size]:
            hand[c] += 1
        st.hands[p] = hand
        at += size
    st.bag = pool[at: at + len(st.bag)]
    return g
