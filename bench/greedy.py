"""A greedy benchmark opponent, a stand-in for the independent bot of issue 13.

Not a level of the page. Each main action is the one with the best immediate
gain: its own points read the way the final score reads them (treasures fill
the weakest colour, the weakest colour counts most) plus a little position
(leaders standing on the board, monuments that will pay them). Conflicts by a simple rule: commit every
tile of the colour when that wins (a tie goes to the defender), otherwise
nothing. Monuments when one of its leaders has a colour of it, the first
treasures, building and wonder offered. It is fair: hidden tiles come from
``tigris.ai.sample``, never from the real game. Deterministic for a seed.

    from greedy import greedy_action
    action = greedy_action(game, seed=1)
"""

from __future__ import annotations

import random

from tigris.actions import (BuildMonument, Commit, EndTurn, MONUMENTS, PlaceBuilding, Swap, WonderPoint,
                            Action)
from tigris.game import Game
from tigris.kingdoms import groups
from tigris.scoring import allocate
from tigris.state import NO
from tigris.ai.sample import sample


def own_value(game: Game, player: int) -> float:
    st = game.state
    pts = st.scores[player]
    extra = allocate(pts, st.treasures_taken[player])
    totals = sorted(p + e for p, e in zip(pts, extra))
    value = totals[0] + 0.5 * totals[1] + 0.25 * totals[2] + 0.125 * totals[3]
    cells = st.leader_cell[player]
    value += 0.3 * sum(1 for c in cells if c != NO)  # a little position
    if any(m != NO for m in st.monument_cell):
        gid = groups(st)[0]
        for m, tl in enumerate(st.monument_cell):
            if tl != NO:
                value += 0.5 * sum(1 for col in MONUMENTS[m] if cells[col] != NO and gid[cells[col]] == gid[tl])
    return value


def rule(game: Game, actions: list[Action]) -> Action:
    """The decisions inside an action, by simple rules."""
    phase = game.phase
    st = game.state
    if phase == "commit":
        c = game.conflict
        p = game.to_move_index
        commits = [a for a in actions if isinstance(a, Commit)]
        most = max(commits, key=lambda a: a.count)
        zero = min(commits, key=lambda a: a.count)
        if p == c.attacker:
            return most if c.attack + most.count > c.defence else zero
        return most if c.defence + most.count >= c.attack + c.attacker_commit else zero
    if phase == "monument":
        me = st.active
        best, most = actions[-1], 0
        for a in actions:
            if isinstance(a, BuildMonument):
                n = sum(1 for col in MONUMENTS[a.monument] if st.leader_cell[me][col] != NO)
                if n > most:
                    best, most = a, n
        return best
    if phase == "building":
        for a in actions:
            if isinstance(a, PlaceBuilding):
                return a
        return actions[0]
    if phase == "wonder_point":
        scores = st.scores[st.active]
        return next(a for a in actions if isinstance(a, WonderPoint) and a.colour == scores.index(min(scores)))
    return actions[0]


def settle(game: Game, limit: int = 40) -> None:
    while game.phase != "action" and not game.is_over and limit:
        game.apply(rule(game, game.legal_actions()))
        limit -= 1


def greedy_action(game: Game, seed: int = 0) -> Action:
    actions = game.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if game.phase != "action":
        return rule(game, actions)
    player = game.to_move_index
    rng = random.Random(seed * 1_000_003 + len(game.history))
    world = sample(game, player, rng)
    base = own_value(world, player)
    best: list[Action] = []
    best_value = None
    for a in actions:
        if isinstance(a, Swap):
            continue
        g = world.copy()
        g.apply(a)
        settle(g)
        v = own_value(g, player) - base
        if isinstance(a, EndTurn):
            v -= 0.01
        if best_value is None or v > best_value + 1e-9:
            best, best_value = [a], v
        elif abs(v - best_value) <= 1e-9:
            best.append(a)
    if best_value is not None and best_value <= 0 and game.state.actions_done == 0:
        # Nothing gains: swap the hand's most plentiful colour away, as a simple player would.
        swaps = [a for a in actions if isinstance(a, Swap)]
        hand = game.state.hands[player]
        if swaps and max(hand) >= 4:
            colour = hand.index(max(hand))
            want = tuple([colour] * (max(hand) - 2))
            for s in swaps:
                if s.colours == want:
                    return s
    return rng.choice(best)
