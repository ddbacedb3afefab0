"""How good a position is for one player: the engine of every level's judgement.

The final score is the weakest colour (treasures are wild), so a player's
worth is his points *projected* a few turns ahead, read the way the final
score reads them (treasures fill the weakest colour, the weakest colour
counts most). The projection adds what will bring points of a colour:

* each leader standing in a kingdom earns a little per turn in its colour;
* each monument colour whose leader stands in the monument's kingdom pays a
  point every turn (SPEC §13.1), so monuments are worth several points;
* a leader the next player can remove (a revolt with more temples, a war by
  uniting kingdoms, counting the tiles in hand) loses its income, and its
  remover gains the points of the conflict: leader safety is in the value;
* treasures that one tile could bring into one's trader's kingdom (they are
  collected at once) count as part of a treasure;
* tiles in hand that defend (temples, tiles of one's leaders' colours) and
  catastrophes in reserve count a little.

The horizon shrinks as the bag empties, so near the end only points count.
The evaluation is relative: a player's value minus the best opponent's.
It reads only the position it is given; the AI gives it sampled worlds
(``sample.py``), never the real game's hidden tiles.

``WEIGHTS`` are tuned by medium's self-play, ``HARD_WEIGHTS`` by the hard level's own (``bench/players/tune.py``).
"""

from __future__ import annotations

from ..actions import BLACK, GREEN, MONUMENTS, RED
from ..board import NEIGHBOURS
from ..game import Game
from ..kingdoms import groups, linked_cells
from ..state import NO, TILE_COUNTS, State

WEIGHTS: dict[str, float] = {
    "rank1": 0.3278, "rank2": 0.1261, "rank3": 0.04,  # weight of the 2nd, 3rd, 4th weakest colour (weakest = 1)
    "horizon": 8.8717,  # turns of income counted, at most
    "leader": 0.1166,  # points per turn of a leader in a kingdom
    "king": 0.1072,  # more for the king, who collects every colour without a leader
    "support": 0.068,  # per tile of the leader's colour in its kingdom (defends wars), up to 6
    "monument": 0.6428,  # per turn, per monument colour paying one's leader
    "danger": 0.345,  # share of a threatened leader's worth lost (next mover attacks)
    "danger_mover": 0.319,  # less for the mover's own leaders, per action he has left
    "hand_red": 0.1453,  # per temple in hand, up to 3 (revolts)
    "hand_own": 0.0716,  # per tile in hand of a colour one leads, up to 3 per colour
    "catastrophe": 0.3237,
    "treasure_reach": 0.5335,
    # A finished game: the winner's bonus, in points. Not huge: the bag's size is only known
    # roughly (SPEC §16.3), so a sampled world may end the game when the real one would not,
    # and a huge bonus would let such worlds outweigh every other.
    "win": 6.0,  # per treasure one tile could bring to one's trader (collected at once)
    "bare": -0.1407,  # a leader in a kingdom with no tile of its colour
}

# The hard level's own weights, tuned by its own self-play (``bench/players/tune.py --level hard@36``, 420 games:
# ``bench/results/weights-hard.json``). A search that plays the rival's reply out reads a position otherwise
# than a one-step player: it counts a shorter future (a third of the horizon: leaders' income and monuments'
# pay matter less than points scored), the colours more alike, and threats a little more (docs/ai.md,
# "Tuning"; the arena check in docs/ai-journal.md, "What worked").
HARD_WEIGHTS: dict[str, float] = dict(WEIGHTS, **{
    "leader": 0.0778, "king": 0.0741, "support": 0.0973, "monument": 0.5509, "danger": 0.3881,
    "danger_mover": 0.2416, "hand_red": 0.1333, "hand_own": 0.0687, "catastrophe": 0.3652, "rank1": 0.4512,
    "rank2": 0.158, "horizon": 3.666, "treasure_reach": 0.5147, "bare": -0.0431,
})


def points_value(points: list[float], treasures: int, w: dict[str, float] = WEIGHTS) -> float:
    """Points read as the final score reads them: treasures fill the weakest colour (§15.2)."""
    totals = list(points)
    for _ in range(treasures):
        totals[totals.index(min(totals))] += 1
    totals.sort()
    return totals[0] + w["rank1"] * totals[1] + w["rank2"] * totals[2] + w["rank3"] * totals[3]


def turns_left(st: State) -> float:
    """About how many turns each player still has (the bag empties ~1.5 tiles a turn)."""
    n = len(st.players)
    by_bag = len(st.bag) / (1.5 * n)
    by_treasure = 4.0 * max(0, len(st.treasure) - 2)
    return max(0.0, min(by_bag, by_treasure))


def projections(game: Game, w: dict[str, float] = WEIGHTS) -> tuple[list[list[float]], list[float]]:
    """Per player: projected points per colour, and a value outside the points."""
    st = game.state
    n = len(st.players)
    gid, leaders = groups(st)
    horizon = min(w["horizon"], turns_left(st))
    proj = [list(map(float, row)) for row in st.scores]
    extra = [0.0] * n
    tile, down, link = st.tile, st.down, st.link
    # One pass over the linked cells: tiles of each colour per group (face-up, counted once), and the
    # cells next to a kingdom; the empty ones among them are where a revolt, a war or a treasure could start.
    support = [0] * (4 * len(leaders))
    on_board = [0, 0, 0, 0]
    near: set[int] = set()
    for c in linked_cells(link):
        g = gid[c]
        t = tile[c]
        if t != NO:
            on_board[t] += 1
            if not down[c]:
                support[4 * g + t] += 1
        if leaders[g]:
            near.update(NEIGHBOURS[c])
    # An attacker's tiles in hand, as anyone may expect them: hand size times the colour's share
    # of the tiles not on the board and not out of the game (public counts).
    left = [max(0, TILE_COUNTS[c] - on_board[c] - st.lost[c]) for c in range(4)]
    in_play = max(1, sum(left))
    share = [x / in_play for x in left]
    hand_size = [sum(h) for h in st.hands]
    # the best revolt site next to each kingdom, and kingdoms one tile apart (the order of the cells
    # does not matter: every result below is a maximum or a set)
    site: dict[int, int] = {}
    bridges: set[tuple[int, int]] = set()
    river = st.map.river
    catastrophe = st.catastrophe
    # treasures per group, and how many one tile could bring into each trader's kingdom
    tcount: dict[int, int] = {}
    for c in st.treasure:
        tcount[gid[c]] = tcount.get(gid[c], 0) + 1
    trader_group = {gid[st.leader_cell[p][GREEN]]: p for p in range(n) if st.leader_cell[p][GREEN] != NO}
    reach = [0] * n
    for e in near:
        if link[e] or e in catastrophe:
            continue
        ks: list[int] = []
        touch: list[int] = []
        temples = 0
        for nb in NEIGHBOURS[e]:
            g = gid[nb]
            if g >= 0:
                if g not in touch:
                    touch.append(g)
                    if leaders[g]:
                        ks.append(g)
                if tile[nb] == RED and not down[nb]:
                    temples += 1
        if len(touch) > 1 and tcount:
            joined = sum(tcount.get(g, 0) for g in touch)
            for g in touch:
                q = trader_group.get(g)
                if q is not None and joined - 1 > reach[q]:
                    reach[q] = joined - 1
        if len(ks) == 1:
            if temples and e not in river:
                g = ks[0]
                if temples > site.get(g, 0):
                    site[g] = temples
        elif ks:
            for i in range(len(ks)):
                for j in range(i + 1, len(ks)):
                    a, b = ks[i], ks[j]
                    bridges.add((a, b) if a < b else (b, a))
    # monuments per (group, colour) they pay
    paying: dict[tuple[int, int], int] = {}
    for m, tl in enumerate(st.monument_cell):
        if tl != NO:
            for colour in MONUMENTS[m]:
                k = (gid[tl], colour)
                paying[k] = paying.get(k, 0) + 1
    w_leader, w_king, w_support, w_bare = w["leader"], w["king"], w["support"], w["bare"]
    w_monument, w_own = w["monument"] * horizon, w["hand_own"]
    w_hand_red, w_catastrophe, w_reach = w["hand_red"], w["catastrophe"], w["treasure_reach"]
    mover = st.active if game.phase != "over" else -1
    leader_cell = st.leader_cell
    rivals = [[q for q in range(n) if q != p] for p in range(n)]
    for p in range(n):
        cells = leader_cell[p]
        hand = st.hands[p]
        for colour in range(4):
            cell = cells[colour]
            if cell == NO:
                continue
            g = gid[cell]
            sup = support[4 * g + colour]
            rate = w_leader + (w_king if colour == BLACK else 0.0)
            worth = rate * horizon
            extra[p] += w_support * min(sup, 6) + (w_bare if sup == 0 else 0.0)
            if paying:
                for _ in range(paying.get((g, colour), 0)):  # monuments paying this leader
                    worth += w_monument
            # threats by a rival leader of the same colour
            risk = 0.0
            attacker = NO
            gain = 1.0
            s = site.get(g, 0)
            # the temples beside the leader, his defence against a revolt
            my = sum(1 for nb in NEIGHBOURS[cell] if tile[nb] == RED and not down[nb]) if s else 0
            for q in rivals[p]:
                qcell = leader_cell[q][colour]
                if qcell != NO and gid[qcell] == g:
                    continue  # already a rival in the kingdom: cannot happen after a conflict
                # revolt: the rival's leader placed next to more temples
                if s:
                    if s + hand_size[q] * share[RED] > my + hand[RED]:
                        risk, attacker, gain = 1.0, q, 1.0
                        break
                # war: a rival's kingdom one tile away
                if qcell != NO:
                    h = gid[qcell]
                    if ((g, h) if g < h else (h, g)) in bridges:
                        theirs = support[4 * h + colour] + hand_size[q] * share[colour]
                        mine = sup + hand[colour]
                        if theirs > mine:
                            risk, attacker, gain = 1.0, q, 1.0 + sup
                            break
            if risk:
                if p == mover:  # he may still act: more so with two actions left than with one
                    lost = w["danger"] * (1.0 - w["danger_mover"] * (2 - st.actions_done))
                else:
                    lost = w["danger"] * (1.0 if attacker == mover else 0.5)  # a third player may strike first
                lost = max(0.0, lost)
                worth *= 1.0 - lost
                proj[attacker][colour if gain > 1.0 else RED] += lost * gain
            proj[p][colour] += worth
            if colour != BLACK:
                extra[p] += w_own * min(hand[colour], 3)
        extra[p] += w_hand_red * min(hand[RED], 3) + w_catastrophe * st.catastrophes_left[p]
        extra[p] += w_reach * reach[p]
    return proj, extra


def player_values(game: Game, w: dict[str, float] = WEIGHTS) -> list[float]:
    st = game.state
    proj, extra = projections(game, w)
    return [points_value(proj[p], st.treasures_taken[p], w) + extra[p] for p in range(len(st.players))]


def evaluate(game: Game, player: int, w: dict[str, float] = WEIGHTS) -> float:
    """The position's value for ``player``: his value minus the best opponent's."""
    st = game.state
    if game.is_over:
        vals = [points_value([float(x) for x in st.scores[q]], st.treasures_taken[q], w) for q in range(len(st.players))]
        mine = vals[player]
        best = max(v for q, v in enumerate(vals) if q != player)
        res = game.result()
        won = 1 if res.winners == [st.players[player]] else -1 if st.players[player] not in res.winners else 0
        return w["win"] * won + mine - best
    return relative(player_values(game, w), player)


def relative(vals: list[float], player: int) -> float:
    """``player``'s value minus the best opponent's, from every player's value (a game not over)."""
    mine = vals[player]
    return mine - max(v for q, v in enumerate(vals) if q != player)
