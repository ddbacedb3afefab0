#!/usr/bin/env python3
"""Where the points came from in the games the first player won and lost, and the revolts he left untaken
against a rival's leaders in monument kingdoms.

    python3 bench/players/monuments.py --games bench/results/hardg-sparring-2p.jsonl bench/results/hardg-v-medium-2p.jsonl
    python3 bench/players/monuments.py --games bench/results/hardg-sparring-2p.jsonl --against builder --openings 60

Reads the two-player games of arena files move for move (the first player, ``a``, is the one measured: hard).
Per game won and lost, a game's mean of each side's points by where they came from: tiles, leaders, conflicts
(every point scored in a step that resolved one), the monuments' pay at a turn's end (SPEC §13.1) split by who
built the monument, and treasures. Then, in up to ``--openings`` games of each kind (picked at random, seeded),
at each of ``a``'s main decisions: is there a leader placement that opens a revolt against a rival leader whom
a monument pays, and by how much does ``a``'s strength with every temple in his hand exceed the defence before
the defender commits (the temples the defender must hold to tie)? Printed: the decisions with such a revolt at
each margin, and how many of them ``a`` took (one opening may stand over several decisions).

On 2026-12-04 (hard of ``d2a8ffe``: ``hardg-sparring-2p.jsonl`` and ``hardg-v-medium-2p.jsonl``, 646 games won
and 154 lost) the rival took 28.5 points a game from the monuments he built in the games hard lost, 11.1 in
those it won; hard took 7.8 and 11.0 from them. In 60 lost games hard had a revolt with a margin of 3 or more
against a monument-paid rival leader at 4.1 decisions a game and took one at 0.85 (2.6 and 0.7 in 60 won
games; docs/ai.md). A leader paid by monuments of both builders counts for the first monument's.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

from arena import read, setup  # noqa: E402
import tigris  # noqa: E402
from tigris.actions import MONUMENTS, monument_name  # noqa: E402
from tigris.kingdoms import groups  # noqa: E402
from tigris.names import COLOURS, RED  # noqa: E402
from tigris.state import NO  # noqa: E402

MARGINS = (1, 2, 3)  # the defender's temples needed to tie, at least


def paying(game: tigris.Game, player: int, colour: int) -> list[int]:
    """The monuments that pay ``player``'s leader of ``colour`` at a turn's end (those in its kingdom)."""
    st = game.state
    cell = st.leader_cell[player][colour]
    if cell == NO:
        return []
    gid = groups(st)[0]
    return [m for m, tl in enumerate(st.monument_cell)
            if tl != NO and gid[tl] == gid[cell] and colour in MONUMENTS[m]]


def sources(record: dict) -> Counter:
    """Points of one game by (side, where from): side ``a`` or ``rival``."""
    game, _, seat, _ = setup(record["a"], record["b"], record["seed"], 2, record.get("mirror", False))
    names = game.state.players
    built: dict[str, str] = {}  # monument name → the side that built it
    out: Counter = Counter()
    for move in record["moves"]:
        kind = "tile" if move.startswith("tile") else "leader" if move.startswith("leader") else move.split()[0]
        ended = resolved = False
        for e in game.apply(move):
            side = "a" if dict(e.params).get("player") == names[seat] else "rival"
            if e.code == "turn_ended":
                ended = True
            elif e.code == "conflict_won":
                resolved = True
            elif e.code == "monument_built":
                built[e["monument"]] = side
            elif e.code == "treasure_taken":
                out[(side, "treasures")] += e["count"]
            elif e.code == "points":
                if ended:
                    p, colour = names.index(e["player"]), COLOURS.index(e["colour"])
                    builders = [built.get(monument_name(m), "?") for m in paying(game, p, colour)]
                    out[(side, f"monuments built by {builders[0] if builders else '?'}")] += e["count"]
                else:
                    out[(side, "conflicts" if resolved else kind)] += e["count"]
    return out


def revolt_margins(game: tigris.Game, player: int) -> dict[str, int]:
    """``player``'s leader placements that open a revolt against a leader a monument pays: the margin of each
    (his strength with every temple in his hand, less the defence before anyone commits)."""
    out: dict[str, int] = {}
    temples = game.state.hands[player][RED]
    for action in game.leader_actions():
        if not isinstance(action, tigris.PlaceLeader):
            continue
        g = game.copy()
        g.apply(action)
        c = g.conflict
        if g.phase == "commit" and c is not None and c.kind == "revolt" and paying(g, c.defender, c.colour):
            out[str(action)] = c.attack + temples - c.defence
    return out


def openings(record: dict) -> Counter:
    """Per margin: ``a``'s main decisions with such a revolt at that margin or more, and those where he took one."""
    game, _, seat, _ = setup(record["a"], record["b"], record["seed"], 2, record.get("mirror", False))
    out: Counter = Counter()
    for move in record["moves"]:
        if game.phase == "action" and game.to_move_index == seat:
            margins = revolt_margins(game, seat)
            for least in MARGINS:
                if any(m >= least for m in margins.values()):
                    out[(least, "open")] += 1
                    out[(least, "taken")] += margins.get(move, -99) >= least
        game.apply(move)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", required=True, nargs="+", help="arena files (their two-player games are read)")
    ap.add_argument("--against", help="only the games against this opponent")
    ap.add_argument("--openings", type=int, default=60, help="games of each kind read for untaken revolts")
    args = ap.parse_args()
    games = [g for f in args.games for g in read(f) if g["players"] == 2 and args.against in (None, g["b"])]
    kinds = {"won": [g for g in games if g["win"] == 1.0], "lost": [g for g in games if g["win"] == 0.0]}
    if not kinds["won"] and not kinds["lost"]:
        ap.error("no two-player game won or lost in " + " ".join(args.games)
                 + (f" against {args.against}" if args.against else ""))
    points = {k: sum((sources(g) for g in gs), Counter()) for k, gs in kinds.items()}
    print(f"{'points a game':34} {'won':>6} {'lost':>6}")
    print(f"{'games':34} {len(kinds['won']):6} {len(kinds['lost']):6}")
    for key in sorted(set(points["won"]) | set(points["lost"]), key=lambda k: (k[1], k[0])):
        row = [points[k][key] / len(kinds[k]) if kinds[k] else 0.0 for k in ("won", "lost")]
        print(f"{key[1] + ', ' + key[0]:34} {row[0]:6.1f} {row[1]:6.1f}")
    rng = random.Random(1)
    read_ = {k: rng.sample(gs, min(args.openings, len(gs))) for k, gs in kinds.items()}
    seen = {k: sum((openings(g) for g in gs), Counter()) for k, gs in read_.items()}
    print(f"\n{'revolts on monument kingdoms, a game':40} {'won':>6} {'lost':>6}")
    print(f"{'games read':40} {len(read_['won']):6} {len(read_['lost']):6}")
    for least in MARGINS:
        for what in ("open", "taken"):
            row = [seen[k][(least, what)] / len(read_[k]) if read_[k] else 0.0 for k in ("won", "lost")]
            print(f"{f'margin {least}+, decisions {what}':40} {row[0]:6.2f} {row[1]:6.2f}")


if __name__ == "__main__":
    main()
