"""How a sparring player reads a position: one value, weighted by its style.

Its own reading, from the rules and nothing of ``tigris.ai``: points as the
final score counts them (treasures fill the weakest colour, the weakest
colour counts most), leaders standing in kingdoms with what keeps them there
(temples beside them, tiles of their colour), monuments paying them,
treasures within a tile's reach of the trader, squares that a tile would
make a monument, and the odds, from public counts, that a rival removes a
leader on his next turn. Its hand counts a little: temples, its leaders'
colours, its weakest colour. Less a share of the best rival's value.
"""

from __future__ import annotations

from dataclasses import dataclass

from tigris.actions import MONUMENTS
from tigris.board import NEIGHBOURS
from tigris.game import Game
from tigris.kingdoms import groups
from tigris.monuments import SQUARES_AT, square
from tigris.names import BLACK, GREEN, RED
from tigris.scoring import allocate
from tigris.state import NO

from .seen import at_least, unseen


@dataclass(frozen=True)
class Style:
    """The weights and habits that make one kind of player."""

    name: str
    ranks: tuple[float, ...] = (1.0, 0.55, 0.3, 0.15)  # the weakest colour first
    leader: float = 1.0  # a leader standing in a kingdom
    king: float = 0.5  # more for the king, who collects every colour without a leader
    trader: float = 0.0  # more for the trader (treasure hunters)
    temple: float = 0.25  # per temple beside a leader, up to 3
    support: float = 0.08  # per tile of a leader's colour in its kingdom, up to 6
    monument: float = 1.4  # per monument colour paying a leader
    square: float = 0.0  # per 2×2 square one tile short of a monument, its colour led by us
    threat: float = 0.6  # share of a leader's worth lost, times the chance a rival removes it next turn
    reach: float = 0.5  # per treasure one tile would bring to the trader
    special: float = 0.0  # more for a special-border treasure in reach
    hand_red: float = 0.18  # per temple in hand, up to 3
    hand_own: float = 0.07  # per tile of a colour one leads, up to 3
    hand_weak: float = 0.0  # per tile of the weakest colour, up to 3
    junk: float = 0.0  # per tile in hand no leader of ours can use (not a temple)
    catastrophe: float = 0.3  # per catastrophe in reserve
    rival: float = 0.5  # share of the best rival's value subtracted
    # habits
    worlds: int = 4  # worlds an action that opens a conflict is judged over
    confidence: float = 0.7  # the chance of winning an attack it commits to
    gamble: float = 0.35  # below ``confidence``: still commits everything when the chance is at least this
    aggression: float = 0.0  # added to an action that opens a conflict as attacker, times its chance to win
    swap_below: float = 0.05  # swaps when no action gains more than this
    swap_junk: int = 99  # swaps when its hand holds at least this many tiles it cannot use
    odds: bool = False  # judges its own attacks by public odds instead of by the worlds' hands


def standing(game: Game, p: int, s: Style) -> float:
    """Points read as the final score reads them."""
    st = game.state
    pts = st.scores[p]
    extra = allocate(pts, st.treasures_taken[p])
    totals = sorted(x + e for x, e in zip(pts, extra))
    return sum(w * t for w, t in zip(s.ranks, totals))


def turns_left(game: Game) -> float:
    """About how many turns each player has left (the bag and the treasures end the game)."""
    st = game.state
    n = len(st.players)
    by_bag = len(st.bag) / (2.5 * n)
    by_treasure = 3.0 * max(0, len(st.treasure) - 2)
    return max(0.0, min(by_bag, by_treasure))


def _temples_beside(st, cell: int) -> int:
    return sum(1 for nb in NEIGHBOURS[cell] if st.tile[nb] == RED and not st.down[nb])


def _red_for(game: Game, me: int, p: int, counts: list[int], total: int) -> float:
    """Temples ``p`` holds, as ``me`` knows them (exactly for itself, on average for others)."""
    hand = game.state.hands[p]
    if p == me:
        return float(hand[RED])
    return sum(hand) * counts[RED] / total if total else 0.0


def boards(game: Game, me: int, s: Style) -> list[float]:
    """Every player's board, as ``me`` reads it."""
    st = game.state
    n = len(st.players)
    gid, leaders = groups(st)
    tile, down = st.tile, st.down
    counts = unseen(game, me)
    total = sum(counts)
    support: dict[tuple[int, int], int] = {}
    treasures: dict[int, int] = {}
    specials: dict[int, int] = {}
    for c, t in enumerate(tile):
        if t != NO and not down[c] and gid[c] >= 0:
            support[(gid[c], t)] = support.get((gid[c], t), 0) + 1
    for c in st.treasure:
        if gid[c] >= 0:
            treasures[gid[c]] = treasures.get(gid[c], 0) + 1
            if c in st.map.special:
                specials[gid[c]] = specials.get(gid[c], 0) + 1
    # The empty cells beside groups: where a leader could revolt (temples around), where one tile joins groups.
    revolt_site: dict[int, int] = {}  # kingdom → most temples beside an empty land cell next to it
    joins: list[list[int]] = []  # the groups each empty cell would join
    for e in range(len(tile)):
        if st.link[e] or e in st.catastrophe or tile[e] != NO:
            continue
        touch: list[int] = []
        for nb in NEIGHBOURS[e]:
            g = gid[nb]
            if g >= 0 and g not in touch:
                touch.append(g)
        if not touch:
            continue
        kings = [g for g in touch if leaders[g]]
        if len(kings) == 1 and e not in st.map.river:
            t = _temples_beside(st, e)
            if t:
                revolt_site[kings[0]] = max(revolt_site.get(kings[0], 0), t)
        if len(touch) > 1:
            joins.append(touch)
    left = turns_left(game)
    fade = min(1.0, left / 5.0)
    out = [0.0] * n
    for p in range(n):
        for colour in range(4):
            cell = st.leader_cell[p][colour]
            if cell == NO:
                continue
            g = gid[cell]
            sup = support.get((g, colour), 0)
            mine_t = _temples_beside(st, cell)
            worth = s.leader + (s.king if colour == BLACK else 0.0) + (s.trader if colour == GREEN else 0.0)
            for m, tl in enumerate(st.monument_cell):
                if tl != NO and colour in MONUMENTS[m] and gid[tl] == g:
                    worth += s.monument
            worth *= fade
            # the chance a rival removes this leader on his next turn
            danger = 0.0
            my_red = _red_for(game, me, p, counts, total)
            for q in range(n):
                if q == p:
                    continue
                qcell = st.leader_cell[q][colour]
                if qcell != NO and gid[qcell] == g:
                    continue
                site = revolt_site.get(g, 0)
                if site:
                    need = int(mine_t + my_red - site + 1 + 0.5)
                    if q == me:
                        chance = 1.0 if st.hands[q][RED] >= need else 0.0
                    else:
                        chance = at_least(need, sum(st.hands[q]), counts[RED], total)
                    danger = max(danger, chance)
                if qcell != NO:
                    h = gid[qcell]
                    if any(g in j and h in j for j in joins):
                        theirs = support.get((h, colour), 0)
                        mine_c = st.hands[p][colour] if p == me else (
                            sum(st.hands[p]) * counts[colour] / total if total else 0.0)
                        need = int(sup + mine_c - theirs + 1 + 0.5)
                        if q == me:
                            chance = 1.0 if st.hands[q][colour] >= need else 0.0
                        else:
                            chance = at_least(need, sum(st.hands[q]), counts[colour], total)
                        danger = max(danger, 0.8 * chance)
            if p != st.active:  # its owner moves before the rival does: he may still mend it
                danger *= 0.5
            worth *= 1.0 - s.threat * danger
            worth += s.temple * min(mine_t, 3) + s.support * min(sup, 6)
            out[p] += worth
        trader = st.leader_cell[p][GREEN]
        if trader != NO:
            g = gid[trader]
            best = 0.0
            for j in joins:
                if g in j:
                    gain = sum(treasures.get(h, 0) for h in j if h != g)
                    gain += s.special / max(s.reach, 1e-9) * sum(specials.get(h, 0) for h in j if h != g)
                    best = max(best, gain)
            out[p] += s.reach * best * fade
        if s.square:
            out[p] += s.square * fade * _near_squares(st, p)
    return out


def _near_squares(st, p: int) -> int:
    """2×2 blocks with three face-up tiles of a colour ``p`` leads, the fourth cell empty land, a monument left."""
    found = 0
    free = {c for m, pair in enumerate(MONUMENTS) if st.monument_cell[m] == NO for c in pair}
    led = {c for c in range(4) if st.leader_cell[p][c] != NO} & free
    if not led:
        return 0
    seen: set[int] = set()
    for c in range(4):
        if c not in led:
            continue
        for cell, t in enumerate(st.tile):
            if t != c or st.down[cell]:
                continue
            for tl in SQUARES_AT[cell]:
                if tl in seen:
                    continue
                cells = square(tl)
                same = sum(1 for x in cells if st.tile[x] == c and not st.down[x])
                empty = [x for x in cells if st.tile[x] == NO and not st.link[x] and x not in st.catastrophe]
                if same == 3 and len(empty) == 1 and ((empty[0] in st.map.river) == (c == 1)):
                    seen.add(tl)
                    found += 1
    return min(found, 3)


def hand_value(game: Game, me: int, s: Style) -> float:
    st = game.state
    hand = st.hands[me]
    v = s.hand_red * min(hand[RED], 3) + s.catastrophe * st.catastrophes_left[me]
    led = {c for c in range(4) if st.leader_cell[me][c] != NO}
    for colour in (1, 2, 3):
        if colour in led:
            v += s.hand_own * min(hand[colour], 3)
    pts = st.scores[me]
    weak = min(range(4), key=lambda c: pts[c])
    v += s.hand_weak * min(hand[weak], 3)
    v += s.junk * sum(hand[c] for c in (1, 2, 3) if c not in led)
    return v


def value(game: Game, me: int, s: Style) -> float:
    """``me``'s worth: points and board, its hand, less a share of the best rival's."""
    st = game.state
    n = len(st.players)
    if game.is_over:
        vals = [standing(game, p, s) for p in range(n)]
        return vals[me] - s.rival * max(v for q, v in enumerate(vals) if q != me)
    board = boards(game, me, s)
    vals = [standing(game, p, s) + board[p] for p in range(n)]
    return vals[me] + hand_value(game, me, s) - s.rival * max(v for q, v in enumerate(vals) if q != me)
