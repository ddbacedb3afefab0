"""Play in the terminal: ``python -m tigris [--players archer,bull] [--seed N] [--computer bull] [--lang de]``.

Type actions in the notation (``tile red g5``, ``leader king g4``, ``end``…);
``help`` lists every legal action, ``board`` redraws, ``quit`` stops.
Computer players choose a uniformly random legal action. Every sentence
comes from the catalogue (``web/i18n/<lang>.json`` of a checkout), as on the
page; the engine installed alone shows codes and parameters instead.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Iterable

from .actions import Action
from .catalog import LANGUAGES, Catalog, load, sentence
from .diagram import format_grid
from .events import IllegalAction
from .game import Game
from .names import COLOURS
from .view import view_of


def said(cat: Catalog, text: str) -> str:
    """A worded event or refusal as a sentence; without a catalogue, the code as it is."""
    return sentence(text) if cat.texts else text


def describe(game: Game, player: str, cat: Catalog | None = None) -> str:
    """The board, who decides what, and the player's hand, points, the bag and any conflict (English by default)."""
    cat = cat or load()
    v = view_of(game, player)
    me = v.player(player)
    assert me.hand is not None and me.points is not None  # a player's own view shows both
    hand = ", ".join(f"{n} {cat.name('colour', c)}" for c, n in zip(COLOURS, me.hand) if n) or "–"
    points = " ".join(f"{cat.name('colour', c)} {n}" for c, n in zip(COLOURS, me.points))
    lines = [
        format_grid(game),
        cat.text("term.to_decide", decision=said(cat, cat.expected(game.expected())), count=game.actions_left),
        "  " + cat.text("term.player", hand=hand, points=points, treasures=me.treasures,
                        catastrophes=me.catastrophes),
        "  " + (cat.text("ui.bag.shows", level=cat.text(f"ui.bag.{v.bag_level}")) if v.bag_count is None
                else cat.text("ui.bag.exact", count=v.bag_count)),  # nobody may count the bag (rulebook: "Hidden Information")
    ]
    c = v.conflict
    if c:
        commit = c["attacker_commit"]
        lines.append("  " + cat.text(
            "term.conflict", leader=c["leader"], attacker=c["attacker"], defender=c["defender"],
            attack=c["attack"], commit="?" if commit is None else commit, defence=c["defence"]))
    return "\n".join(lines)


def summarise(actions: Iterable[Action]) -> str:
    """Legal actions grouped by what they do, with the cells listed once per group."""
    groups: dict[str, list[str]] = {}
    for a in actions:
        words = str(a).split()
        if words[0] in ("leader", "tile", "catastrophe"):
            key, rest = " ".join(words[:-1]), words[-1]
        else:
            key, rest = str(a), ""
        groups.setdefault(key, []).append(rest)
    return "\n".join(f"  {k}: {' '.join(v)}" if any(v) else f"  {k}" for k, v in groups.items())


def standings(game: Game, cat: Catalog) -> str:
    """The final ranking, one line per player."""
    result = game.result()
    lines = [said(cat, cat.event({"code": "game_over", "why": result.why}))]
    for s in result.standings:
        totals = " ".join(f"{cat.name('colour', c)} {s.totals[i]}" for i, c in enumerate(COLOURS))
        lines.append(cat.text("term.standing", rank=s.rank, player=s.player, score=s.score, totals=totals,
                              count=s.treasures))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tigris", description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--players", default="archer,bull", help="dynasties in seating order")
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--computer", default="", help="dynasties played by the computer")
    ap.add_argument("--lang", default="en", choices=LANGUAGES, help="the language of the messages")
    args = ap.parse_args(argv)
    cat = load(args.lang)
    seed = args.seed if args.seed is not None else random.randrange(10**6)
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    computers = {p.strip() for p in args.computer.split(",") if p.strip()}
    try:
        game = Game.new(players, seed)
    except ValueError as e:
        print(e, file=sys.stderr)
        return 2
    rng = random.Random(seed)
    print(cat.text("term.welcome", seed=seed))
    shown: tuple[str, int] | None = None
    while not game.is_over:
        who = game.to_move or ""
        if who in computers:
            action = rng.choice(game.legal_actions())
            print(f"{cat.name('dynasty', who)}: {action}")
            for ev in game.apply(action):
                print("  " + said(cat, cat.event(ev)))
            continue
        if shown != (who, len(game.history)):
            print(describe(game, who, cat))
            shown = (who, len(game.history))
        try:
            line = input(f"{cat.name('dynasty', who)}> ").strip()
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
            for ev in game.apply(line):
                print("  " + said(cat, cat.event(ev)))
        except IllegalAction as err:
            print("  " + cat.text("term.refused", reason=cat.reason(err)))
    print(standings(game, cat))
    return 0


if __name__ == "__main__":
    sys.exit(main())
