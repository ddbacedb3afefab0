"""Choosing among actions by looking one action ahead, and quick choices for simulations.

``settle`` finishes the decisions an action leaves open (wars, commitments,
monuments, treasures) with simple sensible rules, so that an action can be
judged by the position it really leads to. Everything here runs on sampled
games (``sample.py``), never on the real one, so no hidden tile is ever used.
"""

from __future__ import annotations

import random

from tigris.actions import END, MONUMENTS, Action, BuildMonument, Catastrophe, PlaceBuilding, PlaceLeader, PlaceTile, Swap
from tigris.board import NEIGHBOURS
from tigris.game import Game
from tigris.state import NO
from .evaluate import evaluate, points_value


def simple_decision(game: Game, actions: list[Action]) -> Action:
    """A reasonable answer to a decision inside an action (used in simulations)."""
    phase = game.phase
    if phase == "commit":
        c = game.conflict
        p = game.to_move_index
        counts = {a.count: a for a in actions}  # the English variant allows only some counts
        if p == c.attacker:
            # Commit as much as allowed when that can beat the defender's base, else keep the tiles.
            most = max(counts)
            return counts[most] if c.attack + most > c.defence else counts[0]
        need = c.attack + c.attacker_commit - c.defence  # a tie goes to the defender
        return counts.get(need, counts[0]) if need > 0 else counts[0]
    if phase == "building":
        # Put the building where the mover's leader of its colour (or his king) stands.
        st = game.state
        me = st.active
        from tigris.kingdoms import groups
        gid = groups(st)[0]
        mine = {gid[c] for c in st.leader_cell[me] if c != NO}
        for a in actions:
            if isinstance(a, PlaceBuilding) and gid[a.cell] in mine:
                return a
        return actions[0]
    if phase == "wonder_point":
        scores = game.state.scores[game.state.active]
        return actions[scores.index(min(scores))]
    if phase == "monument":
        st = game.state
        me = st.active
        best, best_score = actions[-1], -1
        for a in actions:
            if isinstance(a, BuildMonument):
                score = sum(1 for col in MONUMENTS[a.monument] if st.leader_cell[me][col] != NO) + 1
                if score > best_score:
                    best, best_score = a, score
        return best
    return actions[0]


def settle(game: Game, rng: random.Random, limit: int = 40) -> None:
    """Answer open decisions until someone must choose a main action (or the game ends)."""
    while game.phase != "action" and not game.is_over and limit:
        game.apply(simple_decision(game, game.legal_actions()))
        limit -= 1


def candidates(game: Game, actions: list[Action], rng: random.Random) -> list[Action]:
    """Prune the main actions to those worth judging (all leader moves, tiles next to something)."""
    st = game.state
    link = st.link
    out: list[Action] = []
    isolated: list[Action] = []
    swaps: list[Action] = []
    for a in actions:
        t = type(a)
        if t is PlaceTile:
            if any(link[nb] for nb in NEIGHBOURS[a.cell]):
                out.append(a)
            else:
                isolated.append(a)
        elif t is Catastrophe:
            cell = a.cell
            if st.tile[cell] != NO or any(nb in st.leader_at for nb in NEIGHBOURS[cell]):
                out.append(a)
        elif t is Swap:
            swaps.append(a)
        else:
            out.append(a)
    if isolated:
        out += rng.sample(isolated, min(3, len(isolated)))
    if swaps:
        # The biggest swaps: everything, and everything but the temples.
        swaps.sort(key=lambda s: -len(s.colours))
        out.append(swaps[0])
        no_red = [s for s in swaps if 0 not in s.colours]
        if no_red:
            out.append(no_red[0])
    return out


def judge(game: Game, action: Action, player: int, rng: random.Random) -> float:
    g = game.copy()
    g.apply(action)
    settle(g, rng)
    return evaluate(g, player)


def points_only(game: Game, player: int) -> float:
    st = game.state
    mine = points_value(st.scores[player], st.treasures_taken[player])
    leaders = sum(1 for c in st.leader_cell[player] if c != NO)
    return mine + 0.5 * leaders


def quick_action(game: Game, rng: random.Random, width: int = 12) -> Action:
    """A fast, fairly sensible move for simulations: the best of a few, by points gained."""
    actions = game.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if game.phase != "action":
        return simple_decision(game, actions)
    player = game.to_move_index
    pool = [a for a in actions if type(a) in (PlaceTile, PlaceLeader)]
    picks = rng.sample(pool, min(width, len(pool))) if pool else []
    best, best_value = END, points_only(game, player) - 0.05
    for a in picks:
        g = game.copy()
        g.apply(a)
        settle(g, rng)
        v = points_only(g, player)
        if v > best_value:
            best, best_value = a, v
    return best

