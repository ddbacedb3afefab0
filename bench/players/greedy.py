"""A greedy benchmark opponent: a stand-in for the independent bot of issue 13.

Not a level of the page, and no part of ``tigris.ai``'s judgement: it has
its own value and its own rules, so that measuring the levels against it
says something about play the levels were not built around. The outside
bot is described as "each turn the action with the best immediate gain in
points and position, simple rules for conflicts"; this one plays that way:

* Every main action (each of the two in a turn, never ending the turn while
  an action remains) is the legal one whose outcome, one step ahead, scores
  best by ``value``: its own points read like the final score (treasures
  fill the weakest colour, the weakest colour counts most), plus position —
  leaders standing in kingdoms (the king more), temples next to them and
  tiles of their colour in their kingdom, monuments paying them, treasures
  one tile away from its trader, a leader that a rival could remove next
  turn counted at a fraction — minus half of the best rival's value
  (points and board, not the rival's hidden hand).
* Conflicts by the simple commitment rule the AI's simulations use
  (``tigris.ai.policy.commit_rule``), from its own view: as attacker, commit what
  beats the visible defence plus the defender's likely support (hand size
  times the colour's share of the unseen tiles), if it has that, else
  everything when that still beats the visible defence, else nothing; as
  defender, exactly what a tie needs (a tie goes to the defender), nothing
  when it cannot reach it. An action that opens a conflict is judged over a
  few sampled worlds, so its value is the real odds of winning.
* Monuments when offered, the one paying most of its leaders; war order by
  the best odds; treasures, buildings and the wonder's point by the same
  simple rules.
* Swaps only when nothing gains.

It is fair: hidden tiles (other hands, the bag) come from
``tigris.ai.sample``, which draws them from what the player cannot see,
never from the real game. Deterministic for a seed.

    from greedy import greedy_action
    action = greedy_action(game, seed=1)
"""

from __future__ import annotations

import random

from tigris.actions import (BLACK, GREEN, MONUMENTS, RED, Action, BuildMonument, Catastrophe, ChooseWar, Commit,
                            EndTurn, PlaceBuilding, PlaceLeader, PlaceTile, Swap, TakeTreasures, Withdraw,
                            WonderPoint)
from tigris.board import NEIGHBOURS
from tigris.game import Game
from tigris.kingdoms import groups
from tigris.scoring import allocate
from tigris.state import NO, TILE_COUNTS
from tigris.ai.policy import commit_rule
from tigris.ai.sample import sample

RANKS = (1.0, 0.6, 0.35, 0.2)  # weight of the weakest, 2nd, 3rd and strongest colour
LEADER = 1.2  # a leader standing in a kingdom: points to come
KING = 0.5  # more for the king, who collects every colour without a leader
TEMPLE = 0.25  # per temple next to a leader (revolt strength), up to 3
SUPPORT = 0.08  # per tile of the leader's colour in its kingdom (war strength), up to 6
MONUMENT = 1.5  # per monument colour paying one's leader (a point a turn)
THREAT = 0.5  # share of a leader's worth lost when a rival can remove it next turn
TREASURE_NEAR = 0.5  # per treasure one tile could bring into one's trader's kingdom
HAND_RED = 0.2  # per temple in hand, up to 3 (revolts, defence)
HAND_OWN = 0.08  # per tile in hand of a colour one leads, up to 3 per colour
CATASTROPHE = 0.3  # per catastrophe in reserve
RIVAL = 0.5  # share of the best rival's value subtracted
CONFLICT_WORLDS = 4  # sampled worlds to judge an action that opens a conflict


def points(game: Game, p: int) -> float:
    st = game.state
    pts = st.scores[p]
    extra = allocate(pts, st.treasures_taken[p])
    totals = sorted(x + e for x, e in zip(pts, extra))
    return sum(w * t for w, t in zip(RANKS, totals))


def boards(game: Game) -> list[float]:
    """Each player's board position (leaders, monuments, threats, treasures in reach), from public facts."""
    st = game.state
    n = len(st.players)
    gid, leaders = groups(st)
    tile, down = st.tile, st.down
    support: dict[tuple[int, int], int] = {}
    for c, t in enumerate(tile):
        if t != NO and not down[c]:
            support[(gid[c], t)] = support.get((gid[c], t), 0) + 1
    temples_at = [0] * len(tile)
    # empty land cells next to kingdoms: revolt sites (temples around) and bridges between kingdoms
    site: dict[int, int] = {}  # kingdom → most temples next to an empty cell beside it
    bridges: set[tuple[int, int]] = set()
    near: dict[int, int] = {}  # group → treasures one tile could join to it
    tcount: dict[int, int] = {}
    for c in st.treasure:
        tcount[gid[c]] = tcount.get(gid[c], 0) + 1
    seen: set[int] = set()
    for c, g in enumerate(gid):
        if g < 0:
            continue
        for e in NEIGHBOURS[c]:
            if st.link[e] or e in seen or e in st.catastrophe:
                continue
            seen.add(e)
            touch: list[int] = []
            t = 0
            for nb in NEIGHBOURS[e]:
                h = gid[nb]
                if h >= 0 and h not in touch:
                    touch.append(h)
                if tile[nb] == RED and not down[nb]:
                    t += 1
            temples_at[e] = t
            ks = [h for h in touch if leaders[h]]
            if len(ks) == 1 and t and e not in st.map.river:
                site[ks[0]] = max(site.get(ks[0], 0), t)
            for i in range(len(ks)):
                for j in range(i + 1, len(ks)):
                    bridges.add((min(ks[i], ks[j]), max(ks[i], ks[j])))
            if len(touch) > 1:
                joined = sum(tcount.get(h, 0) for h in touch)
                for h in touch:
                    near[h] = max(near.get(h, 0), joined - tcount.get(h, 0))
    out = [0.0] * n
    for p in range(n):
        for colour in range(4):
            cell = st.leader_cell[p][colour]
            if cell == NO:
                continue
            g = gid[cell]
            sup = support.get((g, colour), 0)
            mine_t = sum(1 for nb in NEIGHBOURS[cell] if tile[nb] == RED and not down[nb])
            worth = LEADER + (KING if colour == BLACK else 0.0)
            for m, tl in enumerate(st.monument_cell):
                if tl != NO and colour in MONUMENTS[m] and gid[tl] == g:
                    worth += MONUMENT
            threatened = False
            for q in range(n):
                if q == p:
                    continue
                qcell = st.leader_cell[q][colour]
                if qcell != NO and gid[qcell] == g:
                    continue
                if site.get(g, 0) > mine_t:  # a revolt with more temples (hands unknown: board only)
                    threatened = True
                if qcell != NO and (min(g, gid[qcell]), max(g, gid[qcell])) in bridges \
                        and support.get((gid[qcell], colour), 0) > sup:
                    threatened = True
            if threatened:
                worth *= 1.0 - THREAT
            worth += TEMPLE * min(mine_t, 3) + SUPPORT * min(sup, 6)
            out[p] += worth
        trader = st.leader_cell[p][GREEN]
        if trader != NO:
            out[p] += TREASURE_NEAR * near.get(gid[trader], 0)
    return out


def value(game: Game, me: int) -> float:
    """``me``'s worth: points and board, its own hand and reserve, less half of the best rival's."""
    st = game.state
    n = len(st.players)
    board = boards(game)
    vals = [points(game, p) + board[p] for p in range(n)]
    hand = st.hands[me]
    own = vals[me] + HAND_RED * min(hand[RED], 3) + CATASTROPHE * st.catastrophes_left[me]
    for colour in (1, 2, 3):
        if st.leader_cell[me][colour] != NO:
            own += HAND_OWN * min(hand[colour], 3)
    return own - RIVAL * max(v for q, v in enumerate(vals) if q != me)


def rule(game: Game, actions: list[Action]) -> Action:
    """The decisions inside an action, by simple rules."""
    phase = game.phase
    st = game.state
    me = game.to_move_index
    if phase == "commit":
        return commit_rule(game, actions)
    if phase == "war":
        # the war it is strongest in: its side's support and hand against the other's visible support
        gid = groups(st)[0]

        def odds(a: Action) -> float:
            colour = a.colour if isinstance(a, ChooseWar) else 0
            mine = st.leader_cell[me][colour]
            sup = sum(1 for cl, t in enumerate(st.tile) if t == colour and mine != NO and gid[cl] == gid[mine])
            return sup + st.hands[me][colour]
        return max(actions, key=odds)
    if phase == "monument":
        gid = groups(st)[0]
        best, best_score = actions[-1], 0
        for a in actions:
            if isinstance(a, BuildMonument):
                score = 1  # a monument is worth building even before a leader stands by it
                for col in MONUMENTS[a.monument]:
                    where = st.leader_cell[me][col]
                    if where != NO:
                        score += 3 if gid[where] == gid[a.cell] else 1
                if score > best_score:
                    best, best_score = a, score
        return best
    if phase == "treasure":
        takes = [a for a in actions if isinstance(a, TakeTreasures)]
        return max(takes, key=lambda a: len(a.cells)) if takes else actions[0]
    if phase == "building":
        gid = groups(st)[0]
        mine = {gid[c] for c in st.leader_cell[me] if c != NO}
        for a in actions:
            if isinstance(a, PlaceBuilding) and gid[a.cell] in mine:
                return a
        return actions[-1]
    if phase == "wonder_point":
        scores = st.scores[me]
        return next(a for a in actions if isinstance(a, WonderPoint) and a.colour == scores.index(min(scores)))
    return actions[0]


def settle(game: Game, limit: int = 40) -> None:
    while game.phase != "action" and not game.is_over and limit:
        game.apply(rule(game, game.legal_actions()))
        limit -= 1


def _worth_trying(game: Game, a: Action) -> bool:
    st = game.state
    if isinstance(a, PlaceTile):
        return any(st.link[nb] for nb in NEIGHBOURS[a.cell])
    if isinstance(a, Catastrophe):
        return st.tile[a.cell] != NO or any(nb in st.leader_at for nb in NEIGHBOURS[a.cell])
    return isinstance(a, (PlaceLeader, Withdraw))


def _swap(game: Game, actions: list[Action], player: int) -> Action | None:
    """Swap away what does not help: everything but temples and its leaders' colours, else the most plentiful."""
    hand = game.state.hands[player]
    keep = {RED} | {c for c in range(4) if game.state.leader_cell[player][c] != NO}
    want = tuple(sorted(c for c in range(4) for _ in range(hand[c]) if c not in keep))
    if not want:
        colour = hand.index(max(hand))
        want = tuple([colour] * max(1, hand[colour] - 2))
    for s in actions:
        if isinstance(s, Swap) and s.colours == want:
            return s
    return None


def greedy_action(game: Game, seed: int = 0) -> Action:
    actions = game.legal_actions()
    if len(actions) == 1:
        return actions[0]
    if game.phase != "action":
        return rule(game, actions)
    player = game.to_move_index
    rng = random.Random(seed * 1_000_003 + len(game.history) * 7919 + game.state.actions_done)
    worlds = [sample(game, player, rng) for _ in range(CONFLICT_WORLDS)]
    base = value(worlds[0], player)
    best: list[Action] = []
    best_value = float("-inf")
    for a in actions:
        if not _worth_trying(game, a):
            continue
        total, judged = 0.0, 0
        for w in worlds:
            g = w.copy()
            g.apply(a)
            opened = g.phase != "action"
            settle(g)
            total += value(g, player)
            judged += 1
            if not opened:
                break  # no conflict: nothing hidden matters to this action's outcome
        v = total / judged - base
        if v > best_value + 1e-9:
            best, best_value = [a], v
        elif abs(v - best_value) <= 1e-9:
            best.append(a)
    if best_value <= 0.05:
        swap = _swap(game, actions, player)
        if swap is not None:
            return swap
    if best:
        return rng.choice(best)
    swap = _swap(game, actions, player)
    return swap if swap is not None else next(a for a in actions if isinstance(a, EndTurn))
