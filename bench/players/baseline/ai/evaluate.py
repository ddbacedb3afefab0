"""How good a position is for one player: the engine of every level's judgement.

The final score is the weakest colour (treasures are wild), so the value of a
player's points is their treasure-filled vector read almost lexicographically.
On top come the things that will bring points: leaders standing in kingdoms
(more so with tiles of their colour around them, which defend them in wars),
monuments that pay one's leaders every turn, catastrophes in reserve.
The evaluation is relative: a player's value minus the best opponent's.
"""

from __future__ import annotations

from tigris.actions import BLACK, MONUMENTS
from tigris.game import Game
from tigris.kingdoms import groups
from tigris.scoring import allocate
from tigris.state import NO, State

WEIGHTS = (1.0, 0.3, 0.08, 0.02)  # weakest colour first


def points_value(points: list[int], treasures: int) -> float:
    extra = allocate(points, treasures)
    totals = sorted(p + e for p, e in zip(points, extra))
    return sum(w * t for w, t in zip(WEIGHTS, totals))


def board_value(st: State, player: int) -> float:
    """Future points: leaders in kingdoms, their support, monuments they will score from."""
    gid, leaders = groups(st)
    value = 0.0
    cells = st.leader_cell[player]
    support = None
    for colour in range(4):
        cell = cells[colour]
        if cell == NO:
            continue
        g = gid[cell]
        value += 0.7 + (0.3 if colour == BLACK else 0.0)
        if support is None:
            support = {}
            for c, t in enumerate(st.tile):
                if t != NO and not st.down[c]:
                    key = (gid[c], t)
                    support[key] = support.get(key, 0) + 1
        value += 0.08 * min(support.get((g, colour), 0), 8)
        if len(leaders[g]) > 1:
            value += 0.1  # a shared kingdom scores others' tiles too, through us
    for m, tl in enumerate(st.monument_cell):
        if tl == NO:
            continue
        g = gid[tl]
        for colour in MONUMENTS[m]:
            if cells[colour] != NO and gid[cells[colour]] == g:
                value += 0.9
    for colour, where in enumerate(st.building_cell):
        if where == NO:
            continue
        # A building doubles the tiles of its colour in its kingdom: good for whoever collects them.
        mine = cells[colour] if cells[colour] != NO else cells[BLACK]
        if mine != NO and gid[mine] == gid[where]:
            value += 0.6
    value += 0.25 * st.catastrophes_left[player]
    hand = st.hands[player]
    value += 0.06 * min(hand[0], 3)  # temples in hand defend revolts
    return value


def player_value(game: Game, player: int) -> float:
    st = game.state
    return points_value(st.scores[player], st.treasures_taken[player]) + board_value(st, player)


def evaluate(game: Game, player: int) -> float:
    """The position's value for ``player``: his value minus the best opponent's."""
    st = game.state
    if game.is_over:
        mine = points_value(st.scores[player], st.treasures_taken[player])
        best = max(points_value(st.scores[q], st.treasures_taken[q]) for q in range(len(st.players)) if q != player)
        return 1000.0 * (1 if mine > best else -1 if mine < best else 0) + mine - best
    mine = player_value(game, player)
    best = max(player_value(game, q) for q in range(len(st.players)) if q != player)
    return mine - best
