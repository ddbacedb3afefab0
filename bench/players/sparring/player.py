"""One action at a time, judged one step ahead by a style's value.

Every sensible main action (tiles beside the board's pieces, leaders,
catastrophes that touch something, the style's swap) is played in a world
drawn from what the player may know, its open decisions settled by the rules
below, and scored by ``judge.value``. An action that opens a conflict is
judged over several worlds, or, for a player that reads odds, as the chance
to win from public counts (hypergeometric) times the position won plus the
rest times the position lost. Decisions inside actions follow simple rules a
person uses: commit what wins with enough confidence, defend only what can
be defended, build the monument that pays one's leaders.
"""

from __future__ import annotations

import random
import zlib

from tigris.actions import (MONUMENTS, Action, BuildMonument, Catastrophe, ChooseWar, Commit, EndTurn,
                            PlaceBuilding, PlaceLeader, PlaceTile, Swap, TakeTreasures, Withdraw, WonderPoint)
from tigris.board import NEIGHBOURS
from tigris.game import Game
from tigris.kingdoms import groups
from tigris.names import RED
from tigris.state import NO

from .judge import Style, value
from .seen import expected_tiles, holds_at_least, imagine


def _commit(actions: list[Action], want: int) -> Action:
    """The smallest allowed commitment of at least ``want`` tiles, else the largest."""
    counts = sorted(a.count for a in actions if isinstance(a, Commit))
    n = next((c for c in counts if c >= want), counts[-1])
    return next(a for a in actions if isinstance(a, Commit) and a.count == n)


def commit(game: Game, actions: list[Action], s: Style, knows: int) -> Action:
    """How much to commit to the conflict at hand, from what the side to move (``knows``) may know."""
    c = game.conflict
    assert c is not None
    p = game.to_move_index
    colour = c.tile_colour
    have = game.state.hands[p][colour]
    zero = next(a for a in actions if isinstance(a, Commit) and a.count == 0)
    if p == c.defender:
        need = c.attack + c.attacker_commit - c.defence  # a tie goes to the defender
        return zero if need <= 0 or need > have else _commit(actions, need)
    lead = c.attack - c.defence  # the attacker's lead before anyone commits
    if p != knows:  # a rival in an imagined world: the simple rule, what beats the likely defence
        likely = expected_tiles(game, p, c.defender, colour)
        need = -lead + 1
        return zero if need > have else _commit(actions, min(have, need + int(likely + 0.5)))
    for x in range(0, have + 1):
        # the defender commits what ties when he holds it: the attack wins when he holds less than lead + x
        win = 1.0 - holds_at_least(game, p, c.defender, colour, max(0, lead + x))
        if lead + x > 0 and win >= s.confidence:
            return _commit(actions, x)
    win_all = 1.0 - holds_at_least(game, p, c.defender, colour, max(0, lead + have))
    return _commit(actions, have) if lead + have > 0 and win_all >= s.gamble else zero


def decide_inside(game: Game, actions: list[Action], s: Style, knows: int) -> Action:
    """A decision inside an action: commitments, the war's order, a monument, treasures, a building, a point."""
    phase = game.phase
    st = game.state
    me = game.to_move_index
    if phase == "commit":
        return commit(game, actions, s, knows)
    if phase == "war":
        gid = groups(st)[0]

        def strength(a: Action) -> float:
            colour = a.colour if isinstance(a, ChooseWar) else 0
            mine = st.leader_cell[me][colour]
            sup = 0 if mine == NO else sum(1 for cl, t in enumerate(st.tile)
                                           if t == colour and not st.down[cl] and gid[cl] == gid[mine])
            return sup + st.hands[me][colour]
        return max(actions, key=strength)
    if phase == "monument":
        gid = groups(st)[0]
        best, best_score = actions[-1], 0.0
        for a in actions:
            if isinstance(a, BuildMonument):
                score = 0.5
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
        return next((a for a in actions if isinstance(a, PlaceBuilding) and gid[a.cell] in mine), actions[-1])
    if phase == "wonder_point":
        scores = st.scores[me]
        return next((a for a in actions if isinstance(a, WonderPoint) and a.colour == scores.index(min(scores))),
                    actions[0])
    return actions[0]


def settle(game: Game, s: Style, knows: int, limit: int = 40) -> None:
    while game.phase != "action" and not game.is_over and limit:
        game.apply(decide_inside(game, game.legal_actions(), s, knows))
        limit -= 1


def sensible(game: Game, a: Action) -> bool:
    st = game.state
    if isinstance(a, PlaceTile):
        return any(st.link[nb] for nb in NEIGHBOURS[a.cell])
    if isinstance(a, Catastrophe):
        return st.tile[a.cell] != NO or any(nb in st.leader_at for nb in NEIGHBOURS[a.cell])
    return isinstance(a, (PlaceLeader, Withdraw))


def useless(game: Game, player: int) -> list[int]:
    """The tiles in hand that help none of its leaders (temples always help)."""
    st = game.state
    hand = st.hands[player]
    led = {c for c in range(4) if st.leader_cell[player][c] != NO}
    return sorted(c for c in (1, 2, 3) for _ in range(hand[c]) if c not in led)


def swap_for(game: Game, actions: list[Action], player: int, least: int = 1) -> Action | None:
    """The swap of the tiles no leader of its can use (at least ``least``), or of the most plentiful colour."""
    hand = game.state.hands[player]
    want = useless(game, player)
    if len(want) < least:
        if least > 1:
            return None
        colour = max(range(4), key=lambda c: (hand[c] if c != RED else hand[c] - 3))
        want = [colour] * max(1, hand[colour] - (2 if colour != RED else 3))
    key = tuple(sorted(want))
    return next((a for a in actions if isinstance(a, Swap) and tuple(sorted(a.colours)) == key), None)


def _opened_as_attacker(g: Game, me: int) -> bool:
    return g.phase == "commit" and g.conflict is not None and g.conflict.attacker == me


def _forced(world: Game, who: int, colour: int, k: int) -> Game:
    """``world`` with ``who`` holding exactly ``k`` tiles of ``colour`` (others of his tiles moved to make room)."""
    g = world.copy()
    hand = g.state.hands[who]
    size = sum(hand)
    k = max(0, min(k, size))
    rest = [c for c in range(4) for _ in range(hand[c]) if c != colour]
    fill = [c for c in range(4) if c != colour]
    while len(rest) < size - k:
        rest.append(fill[len(rest) % 3])
    new = [0, 0, 0, 0]
    new[colour] = k
    for c in rest[:size - k]:
        new[c] += 1
    g.state.hands[who] = new
    return g


def judge_action(game: Game, worlds: list[Game], a: Action, me: int, s: Style) -> float:
    total, judged = 0.0, 0
    for w in worlds:
        g = w.copy()
        g.apply(a)
        if _opened_as_attacker(g, me) and s.odds:
            # the attack's worth by public odds: won (the defender holds none) and lost (he holds what ties)
            c = g.conflict
            assert c is not None
            x = commit(g, g.legal_actions(), s, me)
            x_n = x.count if isinstance(x, Commit) else 0
            lead = c.attack - c.defence + x_n
            win = 1.0 - holds_at_least(g, me, c.defender, c.tile_colour, max(0, lead))
            won, lost = _forced(w, c.defender, c.tile_colour, 0), _forced(w, c.defender, c.tile_colour, lead)
            for f in (won, lost):
                f.apply(a)
                settle(f, s, me)
            return win * value(won, me, s) + (1 - win) * value(lost, me, s) + s.aggression * win
        opened = g.phase != "action"
        attack = _opened_as_attacker(g, me)
        settle(g, s, me)
        total += value(g, me, s)
        judged += 1
        if attack:
            total += s.aggression
        if not opened:
            break  # nothing hidden decided this action's outcome
    return total / judged


def choose(game: Game, s: Style, seed: int = 0) -> Action:
    """The style's action for ``game.to_move``: legal, from what that seat may know, the same for a seed."""
    actions = game.legal_actions()
    if len(actions) == 1:
        return actions[0]
    me = game.to_move_index
    if game.phase != "action":
        return decide_inside(game, actions, s, me)
    salt = zlib.crc32(s.name.encode())
    rng = random.Random((seed * 1_000_003 + len(game.history) * 7919 + game.state.actions_done) ^ salt)
    worlds = [imagine(game, me, rng) for _ in range(max(1, s.worlds))]
    base = value(worlds[0], me, s)
    junk = useless(game, me)
    if len(junk) >= s.swap_junk:
        swap = swap_for(game, actions, me, least=s.swap_junk)
        if swap is not None:
            return swap
    best: list[Action] = []
    best_value = float("-inf")
    for a in actions:
        if not sensible(game, a):
            continue
        v = judge_action(game, worlds, a, me, s) - base
        if v > best_value + 1e-9:
            best, best_value = [a], v
        elif abs(v - best_value) <= 1e-9:
            best.append(a)
    if best_value <= s.swap_below or not best:
        swap = swap_for(game, actions, me)
        if swap is not None:
            return swap
    if best:
        return rng.choice(best)
    return next(a for a in actions if isinstance(a, EndTurn))
