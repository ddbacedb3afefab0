"""The computer's work inside the page's worker (``web/worker.mjs`` runs it): a request, worked out in slices.

The worker is another thread with its own Pyodide: the page sends a request
as JSON text, the worker calls ``start(text)`` and then the job's
``step(seconds)`` until it returns the reply (JSON text), with a turn of its
own event loop between two steps, so that a cancel or a more urgent request
is read in time. ``progress()`` gives what a long job found since it was last
asked (None when nothing new).

A request only holds a game as the seat to move may know it
(``tigris.ai.known``): the worker could not reveal a hidden tile if it tried.
Plain Python, no ``js``: tested in CPython (``tests/web/test_worker_jobs.py``).
"""

from __future__ import annotations

import json
import time
from typing import Any, Callable, Iterator

from tigris import IllegalAction, from_record
from tigris.ai import LEVELS, Thinker
from tigris.ai.known import game_known
from tigris.gate import LoadError

MAX_ITERATIONS = 10**6


class RequestError(ValueError):
    """A request the worker cannot do (a bug in the page, or a message that is not ours)."""


class Job:
    """One request: ``step(seconds)`` works for about that long and returns the reply once it is ready."""

    def __init__(self, kind: str, request: dict[str, Any]) -> None:
        self.news: list[Any] = []  # what a long job found since ``progress()`` was last asked
        self._steps = KINDS[kind](request, self)

    def step(self, seconds: float = 0.05) -> str | None:
        """Work for about ``seconds``; the reply once it is ready, else None."""
        end = time.perf_counter() + seconds
        while True:
            reply = next(self._steps)
            if reply is not None or time.perf_counter() >= end:
                return reply

    def progress(self) -> str | None:
        if not self.news:
            return None
        news, self.news = self.news, []
        return json.dumps(news)


def _level(d: dict[str, Any]) -> str:
    level = d.get("level")
    if level not in LEVELS:
        raise RequestError(f"no level {level!r}")
    return str(level)


def _number(v: Any, low: float, high: float, kind: type = int) -> Any:
    if v is None:
        return None
    if type(v) not in (int, float) or not low <= v <= high or (kind is int and type(v) is not int):
        raise RequestError(f"not a number in {low}..{high}: {v!r}")
    return kind(v)


def _decide(d: dict[str, Any], job: Job) -> Iterator[str | None]:
    """The decision of the seat to move at a level: ``{"action": notation}``."""
    try:
        game = game_known(d.get("game") or {})
    except LoadError as e:
        raise RequestError(f"not a game: {e}") from e
    if game.is_over:
        raise RequestError("the game is over")
    level = _level(d)
    thinker = Thinker(game, level, seed=_number(d.get("seed"), -2**63, 2**63) or 0,
                      iterations=_number(d.get("iterations"), 1, MAX_ITERATIONS),
                      time_limit=_number(d.get("time_limit"), 0.01, 600.0, float))
    while True:
        action = thinker.step(0.0)  # a piece of its work (Job.step goes on until its slice is used)
        if action is not None:
            if not game.is_legal(action):  # never: the computer chooses among the legal actions
                raise IllegalAction("not_legal")
            yield json.dumps({"action": str(action)})
            return
        yield None


def _review(d: dict[str, Any], job: Job) -> Iterator[str | None]:
    """A finished game's review for one player (``tigris.ai.review``): the standings and the number of
    decisions first, then each decision judged, as progress; the reply says it is done. Decisions the page
    has already (``skip``) are not judged again."""
    from tigris.ai import review as rv

    record = d.get("record")
    try:
        game = from_record(record or {}, verify=True)
    except LoadError as e:
        raise RequestError(f"not a game: {e}") from e
    player = d.get("player")
    if not game.is_over or player not in game.players:
        raise RequestError("only a finished game is reviewed, for one of its players")
    skip = d.get("skip") or []
    if not isinstance(skip, list) or not all(type(i) is int for i in skip):
        raise RequestError("skip: a list of indices")
    seed = _number(d.get("seed"), -2**63, 2**63) or 0
    worlds = _number(d.get("worlds"), 1, 100) or rv.WORLDS
    assert isinstance(record, dict)
    job.news.append({"standings": rv.standings(record), "total": len(rv.decisions(record, str(player)))})
    yield None
    for item in rv.review(record, str(player), seed, worlds, skip=set(skip)):
        if item is not None:
            job.news.append(item.to_dict())
        yield None
    yield json.dumps({"done": True})


def _analyse(d: dict[str, Any], job: Job) -> Iterator[str | None]:
    """Hard's evaluation of a position for the seat to move and its best actions with their values
    (``tigris.ai.review.top_actions``): ``{"value", "chance", "actions": [[notation, value], ...]}``, best
    first (``chance``: the value read as a chance to win, as the review's chart reads it).
    The game comes as the seat to move may know it (``tigris.ai.known``), as for a decision."""
    from tigris.ai import review as rv
    from tigris.ai.evaluate import HARD_WEIGHTS, evaluate, turns_left

    try:
        game = game_known(d.get("game") or {})
    except LoadError as e:
        raise RequestError(f"not a game: {e}") from e
    if game.is_over:
        raise RequestError("the game is over")
    count = _number(d.get("count"), 1, 10) or 3
    worlds = _number(d.get("worlds"), 1, 100) or rv.WORLDS
    player = game.to_move_index
    ranked: list[Any] = []
    for result in rv.ranking(game, player, _number(d.get("seed"), -2**63, 2**63) or 0, worlds):
        if result is None:
            yield None
        else:
            ranked = result
    value = evaluate(game, player, HARD_WEIGHTS)
    yield json.dumps({"value": round(value, 3), "chance": round(rv.win_chance(value, turns_left(game.state)), 3),
                      "actions": [[str(a), round(v, 3)] for a, v in ranked[:count]]})


KINDS: dict[str, Callable[[dict[str, Any], Job], Iterator[str | None]]] = {"decide": _decide, "review": _review, "analyse": _analyse}


def start(text: str) -> Job:
    """The job for a request (``RequestError`` when it is not one)."""
    try:
        d = json.loads(text)
    except ValueError as e:
        raise RequestError("not JSON") from e
    if not isinstance(d, dict) or d.get("kind") not in KINDS:
        raise RequestError("no such request")
    return Job(str(d["kind"]), d)
