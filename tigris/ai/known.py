"""A game as one seat may know it: what a computer working elsewhere (the page's worker) is sent.

The computer players only ever read a game through ``sample`` (every hidden
part redrawn from what the deciding player cannot see), so they decide the
same for two games that differ only in hidden information. ``known_to(game,
player)`` writes down such a game with nothing hidden left in it: the other
hands and the bag are filled from the tiles ``player`` cannot see by a
generator seeded from public facts, the bag's size is the lowest its public
level allows (the exact count with the ``exact_bag`` option), the moves so far
are kept only by their number (a rival's swap names tiles nobody saw) and
the tiles each player swapped and the temples each committed attacking in
revolts by their counts (public, as the log tells them), and
the setup (whose seed deals the whole bag) is left out. So the text depends on
the real game only through what ``player`` may know: whoever reads it (a
worker, devtools) learns nothing hidden, and ``tigris.ai`` decides from
``game_known(known_to(game, player))`` exactly as it would from ``game``
(``tests/engine/test_known.py`` checks both).

Perfect memory of the public log is allowed, as for the computer everywhere
(``view_of(..., memory=True)``): the others' points and treasures are kept.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from ..bag import band, bag_level, starting_bag
from ..game import Game
from ..gate import LoadError
from ..model import Position
from ..position import game_at, need_int, need_map, position_of, read_options
from ..state import TOTAL_TILES
from .sample import deal, unseen_pool

FORMAT = "tigris-known"
MAX_MOVES = 100_000


def imagined(game: Game, player: int) -> Game:
    """A copy of ``game`` whose hidden parts are a fixed choice made from ``player``'s knowledge alone."""
    g = game.copy()
    if game.is_over:
        return g  # everything is shown at the end
    st = g.state
    pool = unseen_pool(game, player)  # a function of the board, the player's hand and the lost tiles
    pool.sort()
    random.Random(f"known:{len(game.history)}:{st.actions_done}").shuffle(pool)
    hidden_hands = sum(sum(st.hands[p]) for p in range(len(st.players)) if p != player)
    if game.options.exact_bag:
        size = len(st.bag)
    else:
        start = starting_bag(st.map, len(st.players))
        size = band(bag_level(len(st.bag), start), start)[0]
    size = max(0, min(size, len(pool) - hidden_hands))
    deal(st, player, pool, size)
    g.history = []
    g.setup = None
    g.start = None
    return g


def known_to(game: Game, player: int) -> dict[str, Any]:
    """``game`` as ``player`` may know it, JSON-safe (read back by ``game_known``)."""
    g = imagined(game, player)
    return {"format": FORMAT, "options": game.options.to_dict(), "moves": len(game.history),
            "swapped": list(game.swapped), "revolt_temples": list(game.revolt_temples),
            "state": position_of(g).to_dict()}


def game_known(data: Mapping[str, Any]) -> Game:
    """The game ``known_to`` wrote (through the one reader of positions; ``LoadError`` if it is not one)."""
    d = need_map(data, "known")
    if d.get("format") != FORMAT:
        raise LoadError("bad_field", field="format")
    game = game_at(Position.from_dict(need_map(d.get("state"), "state")), read_options(d.get("options")))
    # Only the number of moves counts (the computer seeds its generator with it); their words stay behind.
    game.history = ["?"] * need_int(d.get("moves"), "moves", 0, MAX_MOVES)
    game.swapped = _counts(d, "swapped", len(game.players))
    game.revolt_temples = _counts(d, "revolt_temples", len(game.players))
    return game


def _counts(d: Mapping[str, Any], field: str, players: int) -> list[int]:
    """A public count per player (tiles swapped, temples committed attacking): a list of small numbers."""
    counts = d.get(field)
    if not isinstance(counts, list) or len(counts) != players:
        raise LoadError("bad_field", field=field)
    return [need_int(n, field, 0, TOTAL_TILES) for n in counts]
