"""Game review: how each player stood turn by turn, and one player's decisions judged against hard's best.

Everything here is a pure function of a finished game's record (standard library only), so that the page's
worker runs it as CPython does, and ``tests/engine/test_review.py`` checks it.

* **Standing** (``standings``): at the start of every turn, hard's evaluation of the real position for
  each player (``evaluate``: the player's projected points minus the best rival's; the game being over,
  nothing is hidden any more), read as a chance to win (``win_chance``); at the end, who won.
* **Judgement** (``judge``): at each of the player's main actions with a choice, hard's values of its best
  candidates and of the action played, worked out from what the player could know then (the other hands
  and the bag redrawn in every world, ``sample``), all in the same worlds: the action and the turn's rest
  played out by hard's playout (``search.playout``), the rivals' reply included. The loss is the best
  value minus the value of the action played; ``grade`` names the worst losses by ``THRESHOLDS``
  (``docs/review.md`` says why these).
* ``top_actions`` gives the same values for any position, as the analysis board shows them.

The conflicts' commitments, the war order and the other decisions inside an action are not judged: hard
itself decides them by a rule or a short average, and they follow from the main action.
"""

from __future__ import annotations

import math
import random
from typing import Any, Iterator, Mapping

from ..actions import Action
from ..game import Game
from ..record import replay_record
from .evaluate import HARD_WEIGHTS, evaluate, turns_left
from .policy import candidates
from .sample import sample
from .search import playout

GRADES = ("inaccuracy", "mistake", "blunder")
THRESHOLDS = (0.4, 0.8, 1.5)  # a loss of at least this much of hard's evaluation earns the grade
WORLDS = 12  # worlds each decision is judged in (every candidate in the same ones)
CANDIDATES = 5  # hard's candidates kept after its one-step look-ahead (the action played is always added)


def grade(loss: float) -> str | None:
    """The grade of a decision that lost ``loss`` points of expected margin, or None below the first."""
    named = None
    for name, at in zip(GRADES, THRESHOLDS):
        if loss >= at:
            named = name
    return named


def _rng(seed: int, index: int) -> random.Random:
    return random.Random(seed * 1_000_003 + index * 7919 + 17)


def top_actions(game: Game, player: int, seed: int = 0, worlds: int = WORLDS, also: Action | None = None,
                index: int | None = None) -> list[tuple[Action, float]]:
    """Hard's values of its best candidate actions for ``player`` to move in ``game`` (and of ``also``),
    best first: each the average over ``worlds`` sampled worlds (the same for all) of the action played
    out to the rivals' reply. A value is an expected margin in points, from what ``player`` may know."""
    for result in ranking(game, player, seed, worlds, also, index):
        if result is not None:
            return result
    raise AssertionError("no ranking")


def ranking(game: Game, player: int, seed: int = 0, worlds: int = WORLDS, also: Action | None = None,
            index: int | None = None) -> Iterator[list[tuple[Action, float]] | None]:
    """``top_actions`` a world at a time: None after each, the ranking last."""
    actions = game.legal_actions()
    if len(actions) == 1:
        yield [(actions[0], evaluate(game, player, HARD_WEIGHTS))]
        return
    rng = _rng(seed, len(game.history) if index is None else index)
    first = sample(game, player, rng, careful=True)
    pool = candidates(first, actions, rng)
    ahead: list[tuple[float, Action]] = []
    for a in pool:
        g = first.copy()
        g.apply_legal(a)
        ahead.append((evaluate(g, player, HARD_WEIGHTS), a))
    ahead.sort(key=lambda x: -x[0])
    kept = [a for _, a in ahead[:CANDIDATES]]
    if also is not None and also not in kept:
        kept.append(also)
    totals = [0.0] * len(kept)
    for _ in range(worlds):
        yield None
        world = sample(game, player, rng)
        seed_w = rng.getrandbits(64)
        for i, a in enumerate(kept):
            totals[i] += playout(world, (a,), player, random.Random(seed_w), HARD_WEIGHTS)
    yield sorted(zip(kept, (t / worlds for t in totals)), key=lambda x: -x[1])


class Judged:
    """One decision judged: where it was, what was played, hard's best and the values, the loss and grade."""

    __slots__ = ("index", "player", "played", "best", "loss", "grade", "values")

    def __init__(self, index: int, player: str, played: str, best: str, loss: float,
                 values: list[tuple[str, float]]) -> None:
        self.index, self.player, self.played, self.best = index, player, played, best
        self.loss = loss
        self.grade = grade(loss)
        self.values = values

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "player": self.player, "played": self.played, "best": self.best,
                "loss": round(self.loss, 3), "grade": self.grade,
                "values": [[a, round(v, 3)] for a, v in self.values]}


def judging(game: Game, index: int, played_text: str, seed: int = 0,
            worlds: int = WORLDS) -> Iterator[Judged | None]:
    """``judge`` a world at a time: None after each, the judgement last."""
    player = game.to_move_index
    played = next(a for a in game.legal_actions() if str(a) == played_text)
    ranked: list[tuple[Action, float]] = []
    for result in ranking(game, player, seed, worlds, also=played, index=index):
        if result is None:
            yield None
        else:
            ranked = result
    best, best_value = ranked[0]
    value = next(v for a, v in ranked if a == played)
    top = [(str(a), v) for a, v in ranked[:3]]
    if played not in [a for a, _ in ranked[:3]]:
        top.append((str(played), value))
    yield Judged(index, game.players[player], str(played), str(best), max(0.0, best_value - value), top)


def judge(game: Game, index: int, played: str, seed: int = 0, worlds: int = WORLDS) -> Judged:
    """The decision ``played`` at ``index`` of a game's history, judged from what its player knew then
    (``game`` is the position just before it: ``positions(record)`` gives them)."""
    for result in judging(game, index, played, seed, worlds):
        if result is not None:
            return result
    raise AssertionError("no judgement")


def positions(record: Mapping[str, Any]) -> Iterator[tuple[int, Game, str]]:
    """Every position of a recorded game before each of its actions: (index, game there, action played)."""
    actions = list(record.get("actions") or [])
    game = replay_record(dict(record, actions=[]))
    for i, a in enumerate(actions):
        yield i, game.copy(), a
        game.apply(a)


def decisions(record: Mapping[str, Any], player: str) -> list[int]:
    """The indices of ``player``'s main actions that had a choice (what ``review`` judges)."""
    return [i for i, g, _ in positions(record) if judged(g, player)]


def win_chance(value: float, turns_left: float) -> float:
    """The chance that a lead of ``value`` (hard's evaluation) with ``turns_left`` turns to go ends in a win:
    the logistic ``bench/players/winprob.py`` fitted to medium's self-play (``docs/review.md``)."""
    z = -value / math.sqrt(0.5 + 0.2 * max(0.0, turns_left))
    if z > 60:
        return 0.0
    return 1.0 / (1.0 + math.exp(z))


def standings(record: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Each player's standing at the start of every turn and at the end: ``{"index", "turn", "values"}``,
    ``values`` per player in seating order: the chance to win, hard's evaluation of the real position read
    by ``win_chance`` (the game is over: nothing is hidden any more); at the end 1 for the winner (shared in
    a tie), 0 for the others."""
    out: list[dict[str, Any]] = []
    turn = 0
    for i, g, _ in positions(record):
        if g.phase == "action" and g.state.actions_done == 0 and (not out or out[-1]["index"] != i):
            turn += 1
            left = turns_left(g.state)
            out.append({"index": i, "turn": turn, "player": g.active,
                        "values": [round(win_chance(evaluate(g, p, HARD_WEIGHTS), left), 4)
                                   for p in range(len(g.players))]})
    end = replay_record(record)
    if end.is_over:
        winners = end.result().winners
        out.append({"index": len(record.get("actions") or []), "turn": turn + 1, "final": True,
                    "values": [round(1 / len(winners), 4) if p in winners else 0.0 for p in end.players]})
    return out


def judged(g: Game, player: str) -> bool:
    """Whether the position ``g`` holds a decision of ``player``'s that a review judges."""
    return g.to_move == player and g.phase == "action" and len(g.legal_actions()) > 1


def review(record: Mapping[str, Any], player: str, seed: int = 0, worlds: int = WORLDS,
           skip: set[int] | None = None) -> Iterator[Judged | None]:
    """``player``'s decisions judged one after another, in the game's order (``skip``: those judged already);
    None after each world's work, so that a caller can work in slices."""
    for i, g, played in positions(record):
        if judged(g, player) and not (skip and i in skip):
            yield from judging(g, i, played, seed, worlds)
