#!/usr/bin/env python3
"""Where the first player left a leader that a war would take: does the rival begin a war, and does the first
player's imagined rival?

    python3 bench/players/wars.py --games bench/results/hardg-sparring-2p.jsonl --against attacker
    python3 bench/players/wars.py --games bench/results/hardg-sparring-2p.jsonl --worlds 4   # every opponent

Reads the two-player games of an arena file move for move (the first player, ``a``, is the one whose search is
read: hard). At the start of each of the rival's turns that follows one of ``a``'s, it looks for ``a``'s leaders
in a kingdom one free cell from a kingdom holding the rival's leader of the same colour, where the rival's tiles
of that colour beside his leader outnumber ``a``'s beside his by more than ``a`` holds in hand: a war that the
rival wins whatever ``a`` commits. At each such place it notes whether the rival really began a war in that turn,
and in how many of ``--worlds`` worlds drawn as hard's playouts draw them (``sample`` with ``keeping``) hard's
imagined rival began one in his turn (``policy.quick_move`` for each of his actions, by hard's weights). Printed
per opponent: the places, the share of them where the rival began a war, and the share where the imagined rival
did. On 2026-12-03 (hard of ``0b1169c``, ``bench/results/hardg-sparring-2p.jsonl``): ``attacker`` began a war
at 0.40 of 398 places, the five others at 0.29–0.36; hard's imagined rival at 0.49–0.53 against each of them.
Hard does not leave its leaders open because it expects no war: its imagined rival expects more wars than any
sparring player begins (docs/ai.md).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

from arena import read, setup  # noqa: E402
import tigris  # noqa: E402
from tigris.ai.evaluate import HARD_WEIGHTS  # noqa: E402
from tigris.ai.policy import quick_move, settle  # noqa: E402
from tigris.ai.sample import keeping, sample  # noqa: E402
from tigris.ai.search import OPPONENT_WIDTH  # noqa: E402
from tigris.kingdoms import adjacent_kingdoms, groups  # noqa: E402
from tigris.state import NO  # noqa: E402


def lost_wars(game: tigris.Game, mine: int, rival: int) -> list[int]:
    """The colours of ``mine``'s leaders that ``rival`` could take by a war whatever ``mine`` commits."""
    st = game.state
    grp = groups(st)
    gid = grp[0]
    bridges: set[tuple[int, int]] = set()
    for e in range(len(st.tile)):
        if st.link[e] or e in st.catastrophe:
            continue
        ks = sorted(adjacent_kingdoms(grp, e))
        bridges.update((ks[i], ks[j]) for i in range(len(ks)) for j in range(i + 1, len(ks)))

    def beside(g: int, colour: int) -> int:
        return sum(1 for c in range(len(st.tile)) if gid[c] == g and st.tile[c] == colour and not st.down[c])

    out = []
    for colour in range(4):
        a, b = st.leader_cell[mine][colour], st.leader_cell[rival][colour]
        if a == NO or b == NO or gid[a] == gid[b]:
            continue
        g, h = sorted((gid[a], gid[b]))
        if (g, h) in bridges and beside(gid[b], colour) - beside(gid[a], colour) > st.hands[mine][colour]:
            out.append(colour)
    return out


def began_war(game: tigris.Game, action: tigris.Action, player: int) -> bool:
    """Apply ``action`` to ``game``; whether it was ``player``'s tile uniting kingdoms into a war."""
    his_tile = game.phase == "action" and game.state.active == player and isinstance(action, tigris.PlaceTile)
    game.apply(action)
    return his_tile and game.unifier != NO


def begins_war(game: tigris.Game, player: int) -> bool:
    """Whether ``player`` begins a war in what is left of his turn, each action ``policy.quick_move``'s."""
    g = game.copy()
    for _ in range(6):
        if g.is_over or g.state.active != player or g.phase != "action":
            return False
        action, _, _ = quick_move(g, random.Random(len(g.history)), OPPONENT_WIDTH, HARD_WEIGHTS)
        if began_war(g, action, player):
            return True
        settle(g)
    return False


def places(game_record: dict, worlds: int) -> list[tuple[bool, float]]:
    """Per place in the game where the rival could take a leader of ``a`` by a war: (began one, imagined share)."""
    game, _, seat, _ = setup(game_record["a"], game_record["b"], game_record["seed"], 2,
                             game_record.get("mirror", False))
    mine, rival = seat, 1 - seat
    moves = [tigris.parse_action(m) for m in game_record["moves"]]
    out = []
    last = game.state.active
    for i, action in enumerate(moves):
        game.apply(action)
        st = game.state
        if game.phase != "action":
            continue
        if st.active == rival and last == mine and st.actions_done == 0 and lost_wars(game, mine, rival):
            real, g = False, game.copy()
            for later in moves[i + 1:]:
                real = began_war(g, later, rival)
                if real or (g.phase == "action" and g.state.active == mine):
                    break
            rng = random.Random(i)
            imagined = sum(begins_war(sample(game, mine, rng, kept=keeping(game, mine)), rival)
                           for _ in range(worlds))
            out.append((real, imagined / worlds))
        last = st.active
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", required=True, help="an arena file (its two-player games are read)")
    ap.add_argument("--against", help="only the games against this opponent")
    ap.add_argument("--worlds", type=int, default=4, help="worlds in which the imagined rival plays each place")
    args = ap.parse_args()
    games = [g for g in read(args.games) if g["players"] == 2 and args.against in (None, g["b"])]
    if not games:
        ap.error(f"no two-player games in {args.games}" + (f" against {args.against}" if args.against else ""))
    by: dict[str, list[tuple[bool, float]]] = defaultdict(list)
    for g in games:
        by[g["b"]] += places(g, args.worlds)
    print(f"{'rival':14} {'games':>5} {'places':>6} {'began a war':>11} {'imagined':>8}")
    for name, rows in sorted(by.items()):
        n = len(rows)
        played = sum(1 for g in games if g["b"] == name)
        real = sum(r for r, _ in rows) / n if n else 0.0
        imagined = sum(i for _, i in rows) / n if n else 0.0
        print(f"{name:14} {played:5} {n:6} {real:11.2f} {imagined:8.2f}")


if __name__ == "__main__":
    main()
