"""Filling in what a player cannot see, consistently with everything public.

A search needs whole games, but a fair computer player may only use what its
own view holds. ``sample(game, player, rng)`` copies the game and then
replaces every hidden part (other players' hands, the bag's contents, order
and size, the tiles swapped away) with a draw from the tiles that player
cannot see.

The bag's size is hidden too (SPEC §16.3: nobody may count it). A view shows
only its level (``tigris.bag``), so the sampled bag's size is drawn from that
level's band; it never comes from the real bag or from counting the tiles
seen (see ``sample`` for the one early case where the tiles that exist cap
it). Only with the ``exact_bag`` option, when everyone is shown the count,
is the real size used. The result depends on the real hidden information
only through what is public, so two games that differ only in hidden
information (the exact bag size within one level included) give the
same samples for the same seed.
"""

from __future__ import annotations

import random

from ..bag import band, bag_level, starting_bag
from ..game import Game
from ..names import RED
from ..state import NO, TILE_COUNTS, TOTAL_TILES, State
from .careful import CAREFUL, temples_needed

REDRAWS = 12  # at most this many shuffles to find hands that hold the temples a careful rival would
# Players keep their temples and swap away what they cannot use: where hard decides inside an action (what to
# commit, above all), a temple is this many times as likely as another tile to be drawn into a hand before the
# bag, and into the bag before the tiles swapped away (a weighted order). Only there: the same weight where hard
# judges its attacks made it attack less, and a monument builder kept his monuments (docs/ai.md).
KEEP_TEMPLES = 1.2
# A rival who swaps keeps what he wants and throws the rest away: his temples above all (measured against
# bench/players/sparring's swapper, who swaps 14 tiles a game and held 1.6 times the temples a uniform draw
# gives at hard's revolts, where the players who never swap held 1.1 to 1.3 times). Each tile a rival has
# swapped adds this much to the temples' weight in his hand, up to ``SWAP_KEEPS_MOST``.
SWAP_KEEPS = 0.1
SWAP_KEEPS_MOST = 1.0
# A rival who has never committed a temple attacking a revolt keeps the temples he draws: past the first moves
# (``HOARD_AFTER`` moves a player, as the log counts them), his temples weigh ``HOARDS`` more. Measured on hard's
# revolts against the sparring players (bench/players/conflicts.py): against a rival who had spent none, hard
# imagined winning 0.66 of them and won 0.50 (a uniform draw gave his hand 0.5 temples too few); against one who
# had, and in the first moves, it imagined what it won.
HOARD_AFTER = 20
HOARDS = 0.5


def keeping(game: Game, player: int, base: float = 1.0) -> float:
    """The temples' weight in the rivals' hands as ``player`` imagines them: ``base``, more for rivals who have
    swapped tiles, and more for rivals who have kept their temples out of revolts (public counts; their mean with
    several rivals, who share one order of the unseen tiles)."""
    n = len(game.players)
    rivals = [q for q in range(n) if q != player]
    if not rivals:
        return base
    swaps = min(SWAP_KEEPS_MOST, SWAP_KEEPS * sum(game.swapped[q] for q in rivals) / len(rivals))
    late = len(game.history) >= HOARD_AFTER * n
    hoarders = sum(1 for q in rivals if not game.revolt_temples[q]) if late else 0
    return base + swaps + HOARDS * hoarders / len(rivals)


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


def bag_size(game: Game, rng: random.Random) -> int:
    """A bag size the deciding player may believe: drawn from the level's band, or exact with ``exact_bag``.

    Nothing else goes in: not the real count, and not the tiles that could be
    in the bag by counting everything seen (SPEC §16.3). The band of a full
    bag ends at the starting bag, which a bag in play never exceeds.
    """
    st = game.state
    if game.options.exact_bag:
        return len(st.bag)
    start = starting_bag(st.map, len(st.players))
    low, high = band(bag_level(len(st.bag), start), start)  # the level is public; the count is not
    high = max(low, min(high, start))
    return rng.randint(low, high)


def sample(game: Game, player: int, rng: random.Random, careful: bool = False, kept: float = 1.0) -> Game:
    """A copy of ``game`` with every hidden part redrawn from ``player``'s point of view.

    ``careful``: in a share ``CAREFUL`` of the worlds, each rival holds the
    temples that make his open leaders safe (``careful.py``), as far as a few
    shuffles find such hands; the hard level asks for this where it judges
    attacks and conflicts. ``kept``: a temple is that many times as likely as
    another unseen tile to be in a rival's hand (hard asks for ``keeping``:
    more for a rival who swaps, and ``KEEP_TEMPLES`` inside an action).

    When the believed bag needs more tiles than the unseen ones left over
    from the other hands, the player has misremembered: the rest come back
    from the tiles lost in conflicts, picked at random. The imagined game
    then still holds 153 tiles, and its size did not depend on counting.
    Only before any tile is lost can the believed size have to shrink to the
    tiles that exist.
    """
    g = game.copy()
    st = g.state
    pool = unseen_pool(game, player)
    hidden_hands = sum(sum(st.hands[p]) for p in range(len(st.players)) if p != player)
    size = bag_size(game, rng)
    short = size - (len(pool) - hidden_hands)
    if short > 0:
        lost = [c for c in range(4) for _ in range(st.lost[c])]
        rng.shuffle(lost)
        back = lost[:short]
        for c in back:
            st.lost[c] -= 1
        pool += back
        size -= short - len(back)
    _order(pool, rng, kept)
    if careful and rng.random() < CAREFUL:
        need = temples_needed(game, player)
        for _ in range(REDRAWS if need else 0):
            at, lacking = 0, False
            for p in range(len(st.players)):
                if p != player:
                    n = sum(st.hands[p])
                    lacking = lacking or pool[at: at + n].count(RED) < min(need.get(p, 0), n)
                    at += n
            if not lacking:
                break
            _order(pool, rng, kept)
    deal(st, player, pool, size)
    return g


def _order(pool: list[int], rng: random.Random, kept: float) -> None:
    """Shuffle ``pool`` in place; with ``kept`` > 1, each temple that many times as likely as another tile to
    come next (weighted sampling without replacement, one place at a time).

    Only additions, products and comparisons of floats, which IEEE 754 rounds alike everywhere: ``**`` with a
    fractional exponent comes from the platform's libm and differs by an ulp between CPython here and Pyodide,
    and the computer in the page must draw the same worlds as the one the arena measures."""
    if kept == 1.0:
        rng.shuffle(pool)
        return
    others = [c for c in pool if c != RED]
    rng.shuffle(others)  # the tiles that are not temples, in a uniform order; only the temples' places weigh
    reds, rest = len(pool) - len(others), len(others)
    at = 0
    for i in range(len(pool)):
        if reds and (not rest or rng.random() * (reds * kept + rest) < reds * kept):
            pool[i] = RED
            reds -= 1
        else:
            pool[i] = others[at]
            at += 1
            rest -= 1


def deal(st: State, player: int, pool: list[int], size: int) -> None:
    """Fill every hand but ``player``'s from ``pool`` in order (each keeps its size), then a bag of ``size``.

    The rest of the pool was swapped away unseen, so the total stays 153."""
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
    on_board = sum(1 for t in st.tile if t != NO)
    st.removed = TOTAL_TILES - on_board - sum(map(sum, st.hands)) - len(st.bag)
