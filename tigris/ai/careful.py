"""What a rival's open leaders say about his temples: a careful player leaves a leader where a revolt can reach
him only when his hand defends him.

The evaluation (``evaluate.projections``) counts a leader as threatened when
the temples at the best free cell beside his kingdom, plus the temples the
attacker may be expected to hold (his hand size times the temples' share of
the tiles not on the board), exceed the temples beside the leader plus those
in his owner's hand. A player who judges his leaders that way, and who left
one open after his turn, holds at least the temples that make it safe. The
hard level draws a share of the worlds in which it decides whether to attack
(``sample(..., careful=True)``) so that each rival holds them.

Everything here is public: the board, the tiles not on it, the attacker's own
hand size. The rival's hand is never read.
"""

from __future__ import annotations

import math

from ..board import NEIGHBOURS
from ..game import Game
from ..kingdoms import groups
from ..names import RED
from ..state import NO, TILE_COUNTS

# The share of the conditioned worlds in which a rival is taken to be careful (the rest are drawn as usual):
# a leader left open is not always a defended one (a player may have had nothing better to do), and a careless
# rival, who leaves leaders open whatever he holds, should cost little. Half: where medium leaves a leader open,
# half the worlds holding the temples imagines them about as often as he really holds them, and a careless rival
# is read less wrongly than at 0.7 (`bench/players/hands.py`; docs/ai-journal.md, "What worked").
CAREFUL = 0.5


def temples_needed(game: Game, attacker: int) -> dict[int, int]:
    """Per rival of ``attacker``: the temples in hand that would make all his leaders that ``attacker`` could
    revolt against safe by the evaluation's rule (rivals with no such leader are left out)."""
    st = game.state
    gid, leaders = groups(st)
    tile, down, link = st.tile, st.down, st.link
    on_board = [0, 0, 0, 0]
    for t in tile:
        if t != NO:
            on_board[t] += 1
    left = [max(0, TILE_COUNTS[c] - on_board[c] - st.lost[c]) for c in range(4)]
    expected = sum(st.hands[attacker]) * left[RED] / max(1, sum(left))  # the attacker's temples, as anyone expects
    # the most temples beside a free land cell that joins exactly one kingdom: where a revolt against it starts
    site: dict[int, int] = {}
    river, catastrophe = st.map.river, st.catastrophe
    for e in range(len(tile)):
        if link[e] or e in river or e in catastrophe:  # a tile or a leader links its cell
            continue
        kingdoms = {gid[nb] for nb in NEIGHBOURS[e] if gid[nb] >= 0 and leaders[gid[nb]]}
        temples = sum(1 for nb in NEIGHBOURS[e] if tile[nb] == RED and not down[nb])
        if len(kingdoms) == 1 and temples:
            kingdom = kingdoms.pop()
            site[kingdom] = max(site.get(kingdom, 0), temples)
    need: dict[int, int] = {}
    for p in range(len(st.players)):
        if p == attacker:
            continue
        for colour, cell in enumerate(st.leader_cell[p]):
            if cell == NO:
                continue
            s = site.get(gid[cell], 0)
            mine = st.leader_cell[attacker][colour]
            if not s or (mine != NO and gid[mine] == gid[cell]):
                continue
            beside = sum(1 for nb in NEIGHBOURS[cell] if tile[nb] == RED and not down[nb])
            k = math.ceil(s + expected - beside - 1e-9)  # safe when s + expected <= beside + k
            if k > need.get(p, 0):
                need[p] = k
    return need
