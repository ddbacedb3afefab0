"""Play in the terminal: ``python -m tigris [--players archer,bull] [--seed N] [--computer bull]``.

Type actions in the notation (``tile red g5``, ``leader king g4``, ``end``…);
``help`` lists every legal action, ``board`` redraws, ``quit`` stops.
Computer players choose a uniformly random legal action.
"""

from __future__ import annotations

import argparse
import random
import sys

from .actions import COLOURS
from .diagram import format_grid
from .events import IllegalAction
from .game import Game


def describe(game: Game, player: str) -> str:
    v = game.view(player)
    me = v.player(player)
    hand = ", ".join(f"{n} {c}" for c, n in zip(COLOURS, me.hand) if n) or "empty"
    points = " ".join(f"{c} {n}" for c, n in zip(COLOURS, me.points))
    lines = [
        format_grid(game),
        f"{player} to decide ({game.expected()}); actions left this turn: {game.actions_left}",
        f"  hand: {hand}   points: {points}   treasures: {me.treasures}   catastrophes: {me.catastrophes}",
        f"  bag: {v.bag_level.replace('_', ' ') if v.bag_count is None else v.bag_count}",  # SPEC §16.3
    ]
    if v.conflict:
        c = v.conflict
        lines.append(
            f"  {c['kind']} of the {c['leader']}s: {c['attacker']} {c['attack']}"
            f" + {c['attacker_commit'] if c['attacker_commit'] is not None else '?'}"
            f" against {c['defender']} {c['defence']}"
        )
    return "\n".join(lines)


def summarise(actions) -> str:
    """Legal actions grouped by what they do, with the cells listed once per group."""
    groups: dict[str, list[str]] = {}
    for a in actions:
        words = str(a).split()
        if words[0] in ("leader", "tile") or words[0] == "catastrophe":
            key, rest = " ".join(words[:-1]), words[-1]
        else:
            key, rest = str(a), ""
        groups.setdefault(key, []).append(rest)
    return "\n".join(f"  {k}: {' '.join(v)}" if any(v) else f"  {k}" for k, v in groups.items())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tigris", description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="archer,bull", help="dynasties in seating order")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--computer", default="", help="dynasties played by the computer")
    args = ap.parse_args(argv)
    seed = args.seed if args.seed is not None else random.randrange(10**6)
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    computers = {p.strip() for p in args.computer.split(",") if p.strip()}
    try:
        game = Game.new(players, seed)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    rng = random.Random(seed)
    print(f"Tigris & Euphrates, seed {seed}. Type 'help' for the legal actions.")
    shown = None
    while not game.is_over:
        who = game.to_move
        if who in computers:
            action = rng.choice(game.legal_actions())
            print(f"{who}: {action}")
            for e in game.apply(action):
                print("  " + str(e))
            continue
        if shown != (who, len(game.history)):
            print(describe(game, who))
            shown = (who, len(game.history))
        try:
            line = input(f"{who}> ").strip()
        except EOFError:
            return 0
        if line in ("quit", "exit"):
            return 0
        if line in ("help", "?"):
            print(summarise(game.legal_actions()))
            continue
        if line == "board":
            shown = None
            continue
        if not line:
            continue
        try:
            for e in game.apply(line):
                print("  " + str(e))
        except IllegalAction as e:
            print(f"  not allowed: {e}")
    print(game.result())
    return 0


if __name__ == "__main__":
    sys.exit(main())
