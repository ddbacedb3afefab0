"""Choosing among actions by what they lead to, and quick choices for simulations.

``settle`` finishes the decisions an action leaves open (wars, commitments,
monuments, treasures) with simple sensible rules that use only what the
deciding side may know, so that an action can be judged by the position it
really leads to. ``decide_inner`` makes those same decisions for real, by
averaging the evaluation of their outcomes over sampled worlds: the real odds
of a conflict come from the tiles the opponent may hold. Everything here runs
on sampled games (``sample.py``), never on the real one.
"""

from __future__ import annotations

import random
from typing import Iterator

from ..actions import (END, MONUMENTS, Action, BuildMonument, Catastrophe, Commit, EndTurn,
                       PlaceBuilding, PlaceLeader, PlaceTile, Swap, WonderPoint, swap_actions)
from ..board import NEIGHBOURS
from ..game import Game
from ..kingdoms import adjacent_kingdoms, groups, linked_cells
from ..monuments import SQUARES_AT, square
from ..names import BLACK, BLUE, GREEN, RED
from ..state import NO, TILE_COUNTS, State
from .evaluate import WEIGHTS, evaluate, player_values, points_value, relative


def unseen_share(game: Game, player: int, colour: int) -> float:
    """The share of ``colour`` among the tiles ``player`` cannot see (public counts only)."""
    st = game.state
    on_board = sum(1 for t in st.tile if t == colour)
    n = TILE_COUNTS[colour] - on_board - st.hands[player][colour] - st.lost[colour]
    total = sum(TILE_COUNTS) - sum(1 for t in st.tile if t != NO) - sum(st.hands[player]) - sum(st.lost)
    return max(0.0, n / total) if total > 0 else 0.0


def _commit(actions: list[Action], want: int) -> Action:
    """The smallest allowed commitment of at least ``want`` tiles, else the largest, else none."""
    counts = sorted(a.count for a in actions if isinstance(a, Commit))
    for n in counts:
        if n >= want:
            return next(a for a in actions if isinstance(a, Commit) and a.count == n)
    return next(a for a in actions if isinstance(a, Commit) and a.count == counts[-1])


def commit_rule(game: Game, actions: list[Action]) -> Action:
    """A side's commitment from what it may know (used in simulations)."""
    c = game.conflict
    assert c is not None
    p = game.to_move_index
    have = game.state.hands[p][c.tile_colour]
    zero = next(a for a in actions if isinstance(a, Commit) and a.count == 0)
    if p == c.attacker:
        need = c.defence - c.attack + 1
        if need > have:
            return zero
        # the defender's likely support: his hand size times the unseen share of the colour
        likely = sum(game.state.hands[c.defender]) * unseen_share(game, p, c.tile_colour)
        return _commit(actions, min(have, need + int(likely + 0.5)))
    need = c.attack + c.attacker_commit - c.defence  # a tie goes to the defender
    if need <= 0 or need > have:
        return zero
    return _commit(actions, need)


def simple_decision(game: Game, actions: list[Action]) -> Action:
    """A reasonable answer to a decision inside an action (used in simulations)."""
    phase = game.phase
    st = game.state
    if phase == "commit":
        return commit_rule(game, actions)
    if phase == "building":
        me = st.active
        gid = groups(st)[0]
        mine = {gid[c] for c in st.leader_cell[me] if c != NO}
        for a in actions:
            if isinstance(a, PlaceBuilding) and gid[a.cell] in mine:
                return a
        return actions[-1]
    if phase == "wonder_point":
        scores = st.scores[st.active]
        low = scores.index(min(scores))
        return next(a for a in actions if isinstance(a, WonderPoint) and a.colour == low)
    if phase == "monument":
        me = st.active
        gid = groups(st)[0]
        best, best_score = actions[-1], 0
        for a in actions:
            if isinstance(a, BuildMonument):
                score = 0
                for col in MONUMENTS[a.monument]:
                    where = st.leader_cell[me][col]
                    if where != NO:
                        score += 2 if gid[where] == gid[a.cell] else 1
                if score > best_score:
                    best, best_score = a, score
        return best
    return actions[0]


def settle(game: Game, limit: int = 40) -> None:
    """Answer open decisions until someone must choose a main action (or the game ends)."""
    while game.phase != "action" and not game.is_over and limit:
        game.apply_legal(simple_decision(game, game.legal_actions()))
        limit -= 1


def _idle_tiles(st: State, player: int) -> tuple[int, ...]:
    """The tiles in ``player``'s hand that none of his leaders on the board can use (temples always serve)."""
    hand = st.hands[player]
    return tuple(c for c in (BLUE, BLACK, GREEN) if st.leader_cell[player][c] == NO for _ in range(hand[c]))


def candidates(game: Game, actions: list[Action], rng: random.Random) -> list[Action]:
    """Prune the main actions to those worth judging (leader moves, tiles next to something)."""
    st = game.state
    link = st.link
    out: list[Action] = []
    isolated: list[Action] = []
    swaps: list[Swap] = []
    end: list[Action] = []
    for a in actions:
        if isinstance(a, PlaceTile):
            if any(link[nb] for nb in NEIGHBOURS[a.cell]):
                out.append(a)
            else:
                isolated.append(a)
        elif isinstance(a, Catastrophe):
            cell = a.cell
            if st.tile[cell] != NO or any(nb in st.leader_at for nb in NEIGHBOURS[cell]):
                out.append(a)
        elif isinstance(a, Swap):
            swaps.append(a)
        elif isinstance(a, EndTurn):
            end.append(a)
        else:
            out.append(a)
    if isolated:
        out += rng.sample(isolated, min(3, len(isolated)))
    if swaps:
        # The biggest swaps: everything, everything but the temples; and the tiles none of one's leaders can use.
        swaps.sort(key=lambda s: -len(s.colours))
        out.append(swaps[0])
        no_red = [s for s in swaps if 0 not in s.colours]
        if no_red:
            out.append(no_red[0])
        idle = _idle_tiles(st, st.active)
        if idle:
            out += [s for s in swaps if tuple(sorted(s.colours)) == idle and s not in out][:1]
    # Ending the turn with actions left is never better than a useful action (a swap at worst).
    return out or end


def judge(world: Game, action: Action, player: int, w: dict[str, float] = WEIGHTS) -> float:
    g = world.copy()
    g.apply(action)
    settle(g)
    return evaluate(g, player, w)


def decide_inner(worlds: list[Game], actions: list[Action], player: int,
                 w: dict[str, float] = WEIGHTS) -> Iterator[Action | None]:
    """A decision inside an action, by the average value of where each choice leads."""
    best, best_value = actions[0], float("-inf")
    for a in actions:
        v = 0.0
        for world in worlds:
            v += judge(world, a, player, w)
        yield None
        if v > best_value + 1e-9:
            best, best_value = a, v
    yield best


def points_only(game: Game, player: int) -> float:
    st = game.state
    mine = points_value([float(x) for x in st.scores[player]], st.treasures_taken[player])
    leaders = sum(1 for c in st.leader_cell[player] if c != NO)
    return mine + 0.5 * leaders


def _beside(gid: list[int], treasures: dict[int, int], cell: int) -> tuple[set[int], int]:
    """The groups next to ``cell``, and the treasures they hold together."""
    touch = {gid[nb] for nb in NEIGHBOURS[cell] if gid[nb] >= 0}
    return touch, sum(treasures.get(g, 0) for g in touch)


def _treasure_prior(gid: list[int], treasures: dict[int, int], my_trader_group: int, cell: int) -> float:
    """A tile on ``cell`` joining one's trader's kingdom to treasures: the prior of a collection, else 0."""
    if my_trader_group == NO or not treasures:
        return 0.0
    touch, joined = _beside(gid, treasures, cell)
    if my_trader_group not in touch or len(touch) < 2:
        return 0.0
    return 4.0 if joined >= 2 else 0.0


def _completes_square(st: State, cell: int, colour: int) -> bool:
    """Whether a tile of ``colour`` on ``cell`` would complete a 2×2 square of face-up tiles of that colour."""
    if not any(colour in pair and st.monument_cell[m] == NO for m, pair in enumerate(MONUMENTS)):
        return False
    return any(all(x == cell or (st.tile[x] == colour and not st.down[x]) for x in square(tl))
               for tl in SQUARES_AT[cell])


def quick_pool(game: Game, rng: random.Random, width: int) -> list[Action]:
    """A few promising main actions, cheaply: tiles that score or unite, leaders that enter kingdoms.

    Only the kinds of action it ranks are asked of the engine (leaders, tiles next to a kingdom, swaps), in
    ``legal_actions()``'s order: listing every legal action was a tenth of hard's time."""
    st = game.state
    p = st.active
    gid, leaders = groups(st)
    ranked: list[tuple[float, Action]] = []
    # The kingdoms next to each empty cell that touches one (a cell is offered in several colours; a tile on
    # any other cell is not in the pool).
    kingdoms_at: dict[int, list[int]] = {}
    link = st.link
    for c in linked_cells(link):
        if leaders[gid[c]]:
            for nb in NEIGHBOURS[c]:
                if not link[nb] and nb not in kingdoms_at:
                    kingdoms_at[nb] = adjacent_kingdoms((gid, leaders), nb)
    legal = game.leader_actions() + game.tile_actions(kingdoms_at)
    swap: Swap | None = None  # the biggest swap (the first of the largest)
    if any(st.hands[p]):
        for s in swap_actions(st.hands[p]):
            if swap is None or len(s.colours) > len(swap.colours):
                swap = s
    near_at: dict[int, int] = {}
    temples_at: dict[int, int] = {}
    # Treasures per group, and the group of each trader: a move that brings two treasures into a kingdom with
    # a trader collects at once (§12), which a careful rival never misses.
    treasures: dict[int, int] = {}
    for c in st.treasure:
        treasures[gid[c]] = treasures.get(gid[c], 0) + 1
    trader = st.leader_cell[p][GREEN]
    my_trader_group = gid[trader] if trader != NO else NO
    collects: dict[int, float] = {}  # cell → the prior a tile there gets for treasures (computed once a cell)
    for a in legal:
        if type(a) is PlaceTile:
            ks = kingdoms_at[a.cell]  # one kingdom or two: a tile may not touch three (the engine lists none)
            grab = collects.get(a.cell)
            if grab is None:
                grab = collects[a.cell] = _treasure_prior(gid, treasures, my_trader_group, a.cell)
            if grab:
                prior = grab
            elif len(ks) == 1:
                who = leaders[ks[0]]
                if (p, a.colour) in who:
                    prior = 3.0 + (1.0 if _completes_square(st, a.cell, a.colour) else 0.0)  # a monument
                elif any(c == a.colour for _, c in who):
                    prior = 0.5  # scores for someone else
                elif (p, 2) in who:
                    prior = 2.0  # the king collects
                else:
                    prior = 1.0
            else:
                a_cols = {c for q, c in leaders[ks[0]] if q == p}
                b_cols = {c for q, c in leaders[ks[1]] if q != p}
                c_cols = {c for q, c in leaders[ks[1]] if q == p}
                d_cols = {c for q, c in leaders[ks[0]] if q != p}
                prior = 3.5 if (a_cols & b_cols) or (c_cols & d_cols) else 1.5  # a war of ours, or a mere join
            ranked.append((prior + rng.random(), a))
        elif type(a) is PlaceLeader:
            cell = a.cell
            near = near_at.get(cell)
            if near is None:  # the kingdom the cell touches (a leader's cell touches one at most), once per cell
                near = near_at[cell] = next((gid[nb] for nb in NEIGHBOURS[cell] if gid[nb] >= 0 and leaders[gid[nb]]),
                                            NO)
            if near != NO and any(c == a.colour and q != p for q, c in leaders[near]):
                prior = 3.5  # a revolt
            elif a.colour == GREEN and _beside(gid, treasures, cell)[1] >= 2:
                prior = 4.0  # the trader into two treasures: he collects at once
            elif st.leader_cell[p][a.colour] == NO:
                # onto the board: into a kingdom, or founding one by a temple; more temples beside it defend it
                temples = temples_at.get(cell)
                if temples is None:
                    temples = temples_at[cell] = min(3, sum(1 for nb in NEIGHBOURS[cell]
                                                            if st.tile[nb] == RED and not st.down[nb]))
                prior = 2.0 + 0.3 * temples
            else:
                prior = 1.0 if near != NO else 0.5
            ranked.append((prior + rng.random(), a))
    ranked.sort(key=lambda x: -x[0])
    # Variety: tiles of one colour into one kingdom, or one leader's placements, score much alike; a few of
    # each, so that the width reaches other kinds of move.
    pool: list[Action] = []
    seen: dict[tuple[int, int, int], int] = {}
    for _, a in ranked:
        if isinstance(a, PlaceTile):
            k = (0, a.colour, min((gid[nb] for nb in NEIGHBOURS[a.cell] if gid[nb] >= 0), default=-1))
        else:
            assert isinstance(a, PlaceLeader)
            k = (1, a.colour, 0)
        if seen.get(k, 0) >= 2:
            continue
        seen[k] = seen.get(k, 0) + 1
        pool.append(a)
        if len(pool) == width:
            break
    # The biggest swap is always an option (a hand with nothing useful), ending the turn only without one.
    if swap is not None:
        pool.append(swap)
    return pool or [END]


def quick_move(game: Game, rng: random.Random, width: int = 10,
               w: dict[str, float] = WEIGHTS) -> tuple[Action, Game | None, list[float] | None]:
    """A fast, sensible move for simulations: the best of a few, by the evaluation.

    Also the game after it, its decisions settled, and every player's value there (``None`` when the move was
    not played out to choose it, or ends the game): a playout goes on from that game instead of playing the
    move again."""
    if game.phase != "action":
        actions = game.legal_actions()
        return (actions[0] if len(actions) == 1 else simple_decision(game, actions)), None, None
    player = game.to_move_index
    pool = quick_pool(game, rng, width)
    if len(pool) == 1:
        return pool[0], None, None  # nothing to compare
    best: tuple[Action, Game | None, list[float] | None] = (END, None, None)
    best_value = float("-inf")
    for a in pool:
        g = game.copy()
        g.apply_legal(a)
        settle(g)
        if g.is_over:
            vals = None
            v = evaluate(g, player, w)
        else:
            vals = player_values(g, w)
            v = relative(vals, player)
        if v > best_value:
            best, best_value = (a, g, vals), v
    return best

