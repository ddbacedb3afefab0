"""The hard level: plan the whole turn, then test the plans against the opponent's reply.

1. Every sensible first action is judged one step ahead in a sampled world.
2. At the start of a turn, the best first actions are paired with second
   actions (the best of the first ranking that are still legal, plus actions
   next to the first one's cell), judged again: plans of two actions.
3. The best plans are played out in freshly sampled worlds (the same worlds
   for every plan, so that they are compared on equal luck): the plan, its
   conflicts settled by what each side may know, then the opponents' turn
   by a quick evaluation-guided policy, and the position is scored by the
   evaluation. Successive halving spends the budget: all plans in a few
   worlds, the better half in more. The best average is played.

Decisions inside an action (war order, commitments, monument, treasure,
building, wonder) are decided by the average value of their outcomes over
sampled worlds (``policy.decide_inner``).
"""

from __future__ import annotations

import random
import time
from typing import Iterator

from ..actions import Action, Catastrophe, PlaceLeader, PlaceTile
from ..board import NEIGHBOURS
from ..game import COMMIT, WAR, Game
from ..state import NO
from .evaluate import WEIGHTS, evaluate, relative
from .policy import candidates, quick_move, settle
from .sample import keeping, sample

# The hard level's budget, in opponent turns played out per decision: a playout plays every rival's turn
# (one with two players, three with four), so the budget buys 144 playouts with two players, 72 with three,
# 48 with four, at about the same cost. (Two players: 72 playouts beat 36 clearly against medium, 144 beat
# 72 again: docs/ai-journal.md; 0.3 s of CPU a decision in CPython.)
PLAYOUT_TURNS = 144


def default_iterations(players: int) -> int:
    """Playouts per decision for a game of ``players``: ``PLAYOUT_TURNS`` rival turns in all."""
    return max(1, PLAYOUT_TURNS // max(1, players - 1))

FIRSTS = 6  # first actions kept after the one-step look-ahead
SECONDS = 2  # second actions kept for each first
SEED_SECONDS = 10  # second actions taken from the first ranking
PLANS = 8  # plans played out
CONFLICT_WORLDS = 4  # worlds in which an action that opens a conflict is judged (its odds are the hidden hands)
OPPONENT_WIDTH = 10  # actions the quick policy compares for each opponent action


def _cell(a: Action) -> int:
    if isinstance(a, (PlaceTile, PlaceLeader, Catastrophe)):
        return int(a.cell)
    return -1


def _near(a: Action, cell: int) -> bool:
    c = _cell(a)
    if c < 0 or cell < 0:
        return False
    if c == cell:
        return True
    for nb in NEIGHBOURS[cell]:
        if c == nb or c in NEIGHBOURS[nb]:
            return True
    return False


class Judge:
    """One-step judgements for the plans: in one sampled world, except for an action that opens a revolt or
    a war, whose outcome hangs on the tiles the other side holds: that one is judged as the average over
    ``CONFLICT_WORLDS`` worlds, so that a lucky or unlucky draw in the one world neither brings a losing
    attack into the plans nor keeps a winning one out of them."""

    def __init__(self, game: Game, player: int, rng: random.Random, w: dict[str, float] = WEIGHTS) -> None:
        self.game, self.player, self.rng, self.w = game, player, rng, w
        self._more: list[Game] | None = None
        self.conflicts: list[Action] = []  # first actions that open a conflict, in the order judged

    def more(self) -> list[Game]:
        if self._more is None:  # drawn when a conflict first needs them
            self._more = [sample(self.game, self.player, self.rng, careful=True, kept=keeping(self.game, self.player))
                          for _ in range(CONFLICT_WORLDS - 1)]
        return self._more

    def __call__(self, world: Game, action: Action, before: tuple[Action, ...] = ()) -> float:
        """``action`` in ``world``, the first sampled world after the actions ``before``."""
        g = world.copy()
        g.apply(action)
        conflict = g.phase in (WAR, COMMIT)
        settle(g)
        value = evaluate(g, self.player, self.w)
        if not conflict:
            return value
        if not before:
            self.conflicts.append(action)
        count = 1
        for other in self.more():
            o = other.copy()
            for b in before + (action,):
                if o.is_over or o.state.active != self.player or o.phase != "action" or not o.is_legal(b):
                    break
                o.apply_legal(b)
                settle(o)
            else:
                value += evaluate(o, self.player, self.w)
                count += 1
        return value / count


def distinct(plans: list[tuple[tuple[Action, ...], float]]) -> list[tuple[tuple[Action, ...], float]]:
    """The plans, best first, without a plan whose two actions another plan before it holds in the other order.

    (A swap and a leader, or two tiles on distant cells, end in the same position either way: in openings both
    orders often took two of the race's places, so that the race compared fewer different plans.)"""
    seen: set[frozenset[Action]] = set()
    out = []
    for plan in plans:
        key = frozenset(plan[0])
        if len(plan[0]) == 2 and key in seen:
            continue
        seen.add(key)
        out.append(plan)
    return out


def playout(world: Game, plan: tuple[Action, ...], player: int, rng: random.Random,
            w: dict[str, float] = WEIGHTS) -> float:
    """Play the plan in ``world``, then every opponent's turn until ours comes again, and score the position.

    With three or four players the others all move before our next turn: each of them may take what the
    plan left exposed (two players: the one reply, as before)."""
    g = world.copy()
    for a in plan:
        if g.is_over or g.state.active != player or g.phase != "action" or not g.is_legal(a):
            break
        g.apply_legal(a)
        settle(g)
    # The position as the plan leaves it (what the opponent may take is in the evaluation) and
    # after the opponent's quick reply count half each: the quick reply alone misses threats.
    before = evaluate(g, player, w) if g.state.active != player or g.is_over else None
    vals: list[float] | None = None  # every player's value in ``g``, when the quick reply has it already
    steps = 0
    limit = 12 * (len(g.players) - 1)  # about a turn of each opponent, its conflicts included
    replier = NO  # the opponent whose turn is played: each in turn, until ours comes again
    while not g.is_over and steps < limit:
        active = g.state.active
        if active != player and active != replier and (
                replier == NO or (g.phase == "action" and g.state.actions_done == 0)):
            replier = active  # the next opponent's turn begins
        elif replier != NO and active != replier:
            break  # his turn is over, or others must answer his conflict: score it here
        if g.phase == "action" and active == player and g.state.actions_done == 0:
            break  # back to us
        # the next opponent's action (or our last one of a cut-short plan)
        action, played, vals = quick_move(g, rng, OPPONENT_WIDTH, w)
        if played is None:
            g.apply_legal(action)
            settle(g)
        else:
            g = played  # the quick reply played it out already, its decisions settled
        steps += 1
        if before is None and g.state.active != player:
            before = relative(vals, player) if vals is not None else evaluate(g, player, w)
    after = relative(vals, player) if vals is not None else evaluate(g, player, w)
    return after if before is None else 0.5 * (before + after)


def search(game: Game, player: int, actions: list[Action], rng: random.Random, iterations: int,
           time_limit: float | None = None, w: dict[str, float] = WEIGHTS) -> Iterator[Action | None]:
    """Yield None after each piece of work, then the first action of the best plan.

    ``iterations`` playouts in all; ``time_limit`` seconds may stop the work
    early (the plans judged so far are compared).
    """
    deadline = None if time_limit is None else time.perf_counter() + time_limit

    def late() -> bool:
        return deadline is not None and time.perf_counter() > deadline

    # the first ranking judges attacks (careful.py), in a world where the rival keeps the temples his swaps say
    first = sample(game, player, rng, careful=True, kept=keeping(game, player))
    pool = candidates(first, actions, rng)
    if len(pool) == 1:
        yield pool[0]
        return
    scores: dict[Action, float] = {}
    judge = Judge(game, player, rng, w)
    for a in pool:
        scores[a] = judge(first, a)
        yield None
        if late():
            break
    ranked = sorted(scores, key=scores.__getitem__, reverse=True)
    firsts = ranked[:FIRSTS]
    # Whether an attack pays shows in its playouts (which see the reply) more than in its one-step value: the
    # best one always goes into the race (ranking attacks out before they are played out made hard passive).
    attacks = judge.conflicts
    if attacks and not any(a in firsts for a in attacks):
        firsts[-1] = max(attacks, key=scores.__getitem__)
    plans: list[tuple[tuple[Action, ...], float]] = []
    if game.state.actions_done == 0 and not late():
        for a in firsts:
            g = first.copy()
            g.apply(a)
            settle(g)
            if g.is_over or g.state.active != player or g.phase != "action":
                plans.append(((a,), scores[a]))
                continue
            acts = g.legal_actions()
            legal = set(acts)
            seconds = [b for b in ranked[:SEED_SECONDS] if b in legal]
            cell = _cell(a)
            # In the engine's order, not the set's: a set of actions iterates by their hashes, which differ
            # between 64-bit CPython and 32-bit Pyodide (the page's worker must decide as CPython does).
            seconds += [b for b in candidates(g, [b for b in acts if _near(b, cell)], rng) if b not in seconds]
            judged = []
            for b in seconds:
                judged.append((judge(g, b, (a,)), b))
                yield None
            judged.sort(key=lambda x: -x[0])
            for v, b in judged[:SECONDS]:
                plans.append(((a, b), v))
            if late():
                break
    if not plans:
        plans = [((a,), scores[a]) for a in firsts]
    plans = distinct(sorted(plans, key=lambda x: -x[1]))
    kept = plans[:PLANS]
    if len(kept) == PLANS and not any(p[0][0] in attacks for p in kept):
        attack = next((p for p in plans if p[0][0] in attacks), None)
        if attack is not None:
            kept[-1] = attack
    plans = kept
    if len({p[0][0] for p in plans}) == 1 or iterations <= 0:
        yield plans[0][0][0]
        return
    # Successive halving: every plan in a few worlds, then the better half in more, and so on,
    # the same worlds for every plan still in the race (so they are compared on equal luck).
    # Under a time limit each round gets an equal share of the time left, in whole worlds (every plan
    # still in the race one playout more): on a slow machine the halving still narrows the plans down
    # to the best two, on fewer worlds, instead of stopping in its first round.
    alive = list(range(len(plans)))
    totals = [0.0] * len(plans)
    temples_kept = keeping(game, player)  # the rival's temples, as his swaps so far say he keeps them
    counts = [0] * len(plans)
    rounds = max(1, (len(plans) - 1).bit_length())
    per_round = max(1, iterations // rounds)
    spent = 0
    for done in range(rounds):
        worlds = max(1, per_round // len(alive))
        round_end = None
        if deadline is not None:
            now = time.perf_counter()
            round_end = now + max(0.0, deadline - now) / (rounds - done)
        for _ in range(worlds):
            if spent and (late() or (round_end is not None and time.perf_counter() > round_end)):
                break
            world = sample(game, player, rng, kept=temples_kept)
            # An int: a float seeds Random by its hash, which differs between 64-bit CPython and 32-bit Pyodide.
            seed = rng.getrandbits(64)
            for i in alive:
                if spent and late():
                    break  # out of time: compare the averages so far
                totals[i] += playout(world, plans[i][0], player, random.Random(seed), w)
                counts[i] += 1
                spent += 1
                yield None
        if len(alive) <= 2 or spent >= iterations or late():
            break
        alive.sort(key=lambda i: (-totals[i] / max(1, counts[i]), i))
        alive = alive[: (len(alive) + 1) // 2]
        if len({plans[i][0][0] for i in alive}) == 1:
            break  # the plans left all begin with the same action: more rounds cannot change it
    # A plan the clock left unplayed has no average to compare (0 would beat every negative one).
    played = [i for i in alive if counts[i]] or [i for i in range(len(plans)) if counts[i]]
    if not played:
        yield plans[0][0][0]
        return
    best = max(played, key=lambda i: (totals[i] / counts[i], -i))
    yield plans[best][0][0]
