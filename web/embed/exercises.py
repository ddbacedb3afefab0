"""Exercises as JSON (docs/embedding.md): what an author writes in ``<script class="tigris-exercise">`` or a URL.

Read through the engine's gate (``tigris.parse_json``); a reader's message for what is wrong.
"""

from __future__ import annotations

from typing import Any, Mapping

import tigris
from web.core import i18n
from web.core.i18n import t
from web.tutorial.lessons import Exercise, Goal


def goal_from_json(d: Any) -> Goal:
    if not isinstance(d, Mapping):
        raise ValueError(t("embed.error.goal"))
    kind = d.get("kind", "event")
    goals = tuple(goal_from_json(g) for g in d.get("goals", ()))
    params = d.get("params", {})
    if not isinstance(params, Mapping):
        raise ValueError(t("embed.error.params"))
    return Goal(kind, code=str(d.get("code", "")), params=params,
                actions=tuple(str(a) for a in d.get("actions", ())), goals=goals)


def goal_to_json(g: Goal) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": g.kind}
    if g.code:
        out["code"] = g.code
    if g.params:
        out["params"] = {k: list(v) if isinstance(v, tuple) else v for k, v in g.params}
    if g.actions:
        out["actions"] = list(g.actions)
    if g.goals:
        out["goals"] = [goal_to_json(x) for x in g.goals]
    return out


def exercise_from_json(d: Any) -> Exercise:
    """An ``Exercise`` from its JSON form (docs/embedding.md); ``answers`` is short for an action goal."""
    if isinstance(d, str):
        try:
            d = tigris.parse_json(d)  # the engine's gate: size and nesting limits before parsing
        except ValueError as err:
            raise ValueError(t("embed.error.json", problem=i18n.problem(err))) from None
    if not isinstance(d, Mapping):
        raise ValueError(t("embed.error.not_object"))
    if "goal" in d:
        goal = goal_from_json(d["goal"])
    elif d.get("answers"):
        goal = Goal("action", actions=tuple(str(a) for a in d["answers"]))
    else:
        raise ValueError(t("embed.error.no_goal"))
    answers = d.get("answers") or ()
    return Exercise(
        prompt=str(d.get("prompt", "")),
        goal=goal,
        success=str(d.get("success", "embed.right")),
        hint=str(d.get("hint", "")),
        answer=str(d.get("answer", answers[0] if answers else "")),
        replies=tuple(str(r) for r in d.get("replies", ())),
    )


def exercise_to_json(ex: Exercise) -> dict[str, Any]:
    out: dict[str, Any] = {"prompt": ex.prompt, "goal": goal_to_json(ex.goal), "success": ex.success, "hint": ex.hint}
    if ex.answer:
        out["answer"] = ex.answer
    if ex.replies:
        out["replies"] = list(ex.replies)
    return out
