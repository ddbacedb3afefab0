"""What the defender really held when a conflict began, against what the attacker could expect.

    python3 bench/players/conflicts.py --pair hard:medium --seeds 0 1 2 4 20
    python3 bench/players/conflicts.py --pair hard~before:medium --seeds 4 20 --each   # every conflict, one a line
    python3 bench/players/conflicts.py --games bench/results/hard-sparring-2p.jsonl --against defender --odds
    python3 bench/players/conflicts.py --games bench/results/hardg-sparring-2p.jsonl \
        --like bench/results/hardr-sparring-2p.jsonl --odds --worlds 60   # the deals another file played

Replays arena games (the same seats and seeds as ``bench/players/arena.py``, so a
game of an arena file comes back move for move); with ``--games FILE`` it reads
the games of an arena file instead, move for move from their notation (no
player decides again: seconds, not hours), ``--against NAME`` keeping those
against one opponent. For every revolt and war, it notes the defender's tiles
of the conflict's colour in hand and what a uniform draw from the tiles the
attacker cannot see would give him (his hand size times their share: what a
player may expect from public counts). Then,
per attacker and kind: conflicts, won, lost for committing too little (the
attacker's whole hand would have won), the base strengths' difference, the
attacker's tiles of the colour and what he committed, and the defender's,
real and expected, and what he committed. It is how we found that players
keep temples and that hard's lost revolts were lost to the defender's hand,
not to hard's commitment (docs/ai.md, "Measuring").

``--odds`` also reads each conflict as the attacker's worlds saw it once he had
committed: his chance to win over ``--worlds`` worlds drawn as hard draws them
where it judges attacks (``tigris.ai.sample`` with ``careful`` and the weight
``keeping`` gives the temples), the defender answering with the tie he needs.
Printed by tenths of that chance, and by the temples the defender had committed
attacking revolts, against the share really won: whether hard's reading of
hands is calibrated (docs/ai.md has the readings).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

from arena import decide, read, setup  # noqa: E402
import tigris  # noqa: E402
from tigris.ai.policy import unseen_share  # noqa: E402
from tigris.ai.sample import keeping, sample  # noqa: E402
from tigris.names import RED  # noqa: E402


def imagined(game: tigris.Game, attacker: int, defender: int, tiles: int, need: int, worlds: int) -> float:
    """The attacker's chance to win as his worlds see it: the defender holds fewer than ``need`` of ``tiles``."""
    rng = random.Random(len(game.history))
    kept = keeping(game, attacker)
    won = sum(1 for _ in range(worlds)
              if sample(game, attacker, rng, careful=True, kept=kept).state.hands[defender][tiles] < need)
    return won / worlds


SPENT_MANY = 4  # the temples committed attacking from which bench/players/candidates/spends.patch reads a spender
SPENT = ("none", f"1-{SPENT_MANY - 1}", f"{SPENT_MANY}+")  # the bands of spent(), in order


def spent(temples: int) -> str:
    """The defender's temples committed attacking revolts so far (public): none (``keeping`` reads a hoarder), a
    few, or many."""
    return SPENT[0] if temples == 0 else SPENT[1] if temples < SPENT_MANY else SPENT[2]


def conflicts(a: str, b: str, seed: int, moves: list[str] | None = None, worlds: int = 0,
              mirror: bool = False) -> list[dict]:
    """Every conflict of the arena's game ``seed`` of ``a`` (seat seed % 2, or the other in its mirror) against
    ``b``, in order.

    ``moves``: the game's actions as an arena file keeps them, replayed instead of decided again.
    ``worlds``: also the attacker's imagined chance to win once he has committed (``imagined``)."""
    game, levels, seat, rng = setup(a, b, seed, 2, mirror)
    out: list[dict] = []
    open_: dict | None = None
    at_commit: tigris.Game | None = None  # the game when the attacker has committed, for ``imagined``

    def close() -> None:
        assert open_ is not None
        if worlds and at_commit is not None:
            c = at_commit.conflict
            assert c is not None
            need = c.attack + open_["attacker_commit"] - c.defence  # a tie goes to the defender
            open_["imagined"] = imagined(at_commit, c.attacker, c.defender, RED if c.kind == "revolt" else c.colour,
                                         need, worlds)
            open_["spent"] = spent(at_commit.revolt_temples[c.defender])
        holder = game.state.leader_at.get(open_.pop("cell"))
        open_["won"] = holder != (open_["defender"], open_.pop("colour"))
        # a conflict lost that the attacker's whole hand would have won against the defender's whole hand
        open_["short"] = (not open_["won"]
                          and open_["gap"] + open_["attacker_has"] > open_["defender_has"])
        out.append(open_)

    played = iter(moves) if moves is not None else None
    while not game.is_over:
        before = game.conflict
        if played is None:
            action = decide(levels[game.to_move_index], game, seed, rng, None)
        else:
            action = tigris.parse_action(next(played))
        events = game.apply(action)
        if open_ is not None and before is not None:  # the tiles each side committed (public)
            for e in events:
                if e.code == "committed":
                    side = "attacker" if e["player"] == game.players[before.attacker] else "defender"
                    open_[f"{side}_commit"] = e["count"]
                    if side == "attacker" and worlds:
                        at_commit = game.copy()
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
    ap.add_argument("--seeds", type=int, nargs="+", help="the games to play again (without --games)")
    ap.add_argument("--games", help="an arena file (two players): read its games instead of playing them again")
    ap.add_argument("--against", help="with --games: only the games against this opponent")
    ap.add_argument("--like", help="with --games: only the deals (opponent and seed) of this other arena file, to "
                                   "read two players' games of the same deals")
    ap.add_argument("--odds", action="store_true", help="the attacker's imagined chance against the share won")
    ap.add_argument("--worlds", type=int, default=100, help="worlds for --odds")
    ap.add_argument("--each", action="store_true", help="also print every conflict")
    args = ap.parse_args()
    worlds = args.worlds if args.odds else 0
    if args.games:
        games = [g for g in read(args.games) if g["players"] == 2 and args.against in (None, g["b"])]
        if args.like:
            def deal(g: dict) -> tuple:  # the opponent and the deal, whoever played it
                return g["b"], g["seed"], g.get("mirror", False)
            deals = {deal(g) for g in read(args.like)}
            games = [g for g in games if deal(g) in deals]
        if not games:
            ap.error(f"no two-player games in {args.games}" + (f" against {args.against}" if args.against else "")
                     + (f" of the deals in {args.like}" if args.like else ""))
        a = games[0]["a"]
        b = args.against or "the others"
        rows = [row for g in games for row in conflicts(g["a"], g["b"], g["seed"], g["moves"], worlds,
                                                       g.get("mirror", False))]
    elif args.seeds:
        a, b = args.pair.split(":")
        rows = [row for seed in args.seeds for row in conflicts(a, b, seed, worlds=worlds)]
    else:
        ap.error("give --seeds or --games")
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
    if worlds:
        print(f"\nthe attacker's chance to win once committed, in {worlds} of his worlds (drawn as hard draws them"
              " where it judges attacks), against the share won")
        print(f"{'attacker':14} {'kind':6} {'chance':>7} {'n':>4} {'won':>6}")
        for (who, kind), rs in sorted(groups.items()):
            n = len(rs)
            print(f"{who:14} {kind:6} {'all':>7} {n:4} {sum(r['won'] for r in rs) / n:6.2f}"
                  f"   imagined {sum(r['imagined'] for r in rs) / n:.2f}")
            for tenth in range(10):
                band = [r for r in rs if min(9, int(r["imagined"] * 10)) == tenth]
                if band:
                    print(f"{'':14} {'':6} {tenth / 10:4.1f}-{(tenth + 1) / 10:.1f} {len(band):4}"
                          f" {sum(r['won'] for r in band) / len(band):6.2f}")
            for band_ in SPENT:
                those = [r for r in rs if r.get("spent") == band_]
                if those:
                    print(f"{'':14} {'':6} {'spent ' + band_:>10} {len(those):4}"
                          f" {sum(r['won'] for r in those) / len(those):6.2f}"
                          f"   imagined {sum(r['imagined'] for r in those) / len(those):.2f}")


if __name__ == "__main__":
    main()
