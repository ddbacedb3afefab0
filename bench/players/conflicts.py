"""What the defender really held when a conflict began, against what the attacker could expect.

    python3 bench/players/conflicts.py --pair hard:medium --seeds 0 1 2 4 20
    python3 bench/players/conflicts.py --pair hard~before:medium --seeds 4 20 --each   # every conflict, one a line

Replays arena games (the same seats and seeds as ``bench/players/arena.py``, so a
game of an arena file comes back move for move) and, for every revolt and
war, notes the defender's tiles of the conflict's colour in hand and what a
uniform draw from the tiles the attacker cannot see would give him (his hand
size times their share: what a player may expect from public counts). Then,
per attacker and kind: conflicts, won, lost for committing too little (the
attacker's whole hand would have won), the base strengths' difference, the
attacker's tiles of the colour and what he committed, and the defender's,
real and expected, and what he committed. It is how we found that players
keep temples and that hard's lost revolts were lost to the defender's hand,
not to hard's commitment (docs/ai.md, "Measuring").
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

from arena import decide, setup  # noqa: E402
from tigris.ai.policy import unseen_share  # noqa: E402
from tigris.names import RED  # noqa: E402


def conflicts(a: str, b: str, seed: int) -> list[dict]:
    """Every conflict of the arena's game ``seed`` of ``a`` (seat seed % 2) against ``b``, in order."""
    game, levels, seat, rng = setup(a, b, seed, 2)
    out: list[dict] = []
    open_: dict | None = None

    def close() -> None:
        assert open_ is not None
        holder = game.state.leader_at.get(open_.pop("cell"))
        open_["won"] = holder != (open_["defender"], open_.pop("colour"))
        # a conflict lost that the attacker's whole hand would have won against the defender's whole hand
        open_["short"] = (not open_["won"]
                          and open_["gap"] + open_["attacker_has"] > open_["defender_has"])
        out.append(open_)

    while not game.is_over:
        before = game.conflict
        events = game.apply(decide(levels[game.to_move_index], game, seed, rng, None))
        if open_ is not None and before is not None:  # the tiles each side committed (public)
            for e in events:
                if e.code == "committed":
                    side = "attacker" if e["player"] == game.players[before.attacker] else "defender"
                    open_[f"{side}_commit"] = e["count"]
        c = game.conflict
        new = c is not None and (before is None or (before.attacker_cell, before.defender_cell, before.colour)
                                 != (c.attacker_cell, c.defender_cell, c.colour))
        if open_ is not None and (new or c is None):
            close()
            open_ = None
        if new:
            assert c is not None
            st = game.state
            tiles = RED if c.kind == "revolt" else c.colour
            open_ = {"seed": seed, "by": "a" if c.attacker == seat else "b", "kind": c.kind,
                     "defender": c.defender, "cell": c.defender_cell, "colour": c.colour,
                     "gap": c.attack - c.defence, "attacker_has": st.hands[c.attacker][tiles],
                     "defender_has": st.hands[c.defender][tiles],
                     "expected": sum(st.hands[c.defender]) * unseen_share(game, c.attacker, tiles),
                     "attacker_commit": 0, "defender_commit": 0}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pair", default="hard:medium", help="A:B, as in bench/players/arena.py")
    ap.add_argument("--seeds", type=int, nargs="+", required=True)
    ap.add_argument("--each", action="store_true", help="also print every conflict")
    args = ap.parse_args()
    a, b = args.pair.split(":")
    rows = [row for seed in args.seeds for row in conflicts(a, b, seed)]
    if args.each:
        for row in rows:
            print(row)
    groups: dict[tuple[str, str], list[dict]] = defaultdict(list)
    for row in rows:
        groups[(a if row["by"] == "a" else b, row["kind"])].append(row)
    print(f"{'attacker':14} {'kind':6} {'n':>4} {'won':>4} {'short':>5}  base gap  attacker's tiles / committed"
          "  defender's: real / expected / committed")
    for (who, kind), rs in sorted(groups.items()):
        n = len(rs)
        print(f"{who:14} {kind:6} {n:4} {sum(r['won'] for r in rs):4} {sum(r['short'] for r in rs):5}"
              f"  {sum(r['gap'] for r in rs) / n:+8.2f}"
              f"  {sum(r['attacker_has'] for r in rs) / n:16.2f} / {sum(r['attacker_commit'] for r in rs) / n:.2f}"
              f"  {sum(r['defender_has'] for r in rs) / n:10.2f} / {sum(r['expected'] for r in rs) / n:.2f}"
              f" / {sum(r['defender_commit'] for r in rs) / n:.2f}")
    print("short: conflicts lost that the attacker's whole hand would have won (he committed too little);"
          " the other lost ones the defender's hand held whatever the attacker committed")


if __name__ == "__main__":
    main()
