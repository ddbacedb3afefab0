"""Live boards for the rules tutorial: the data model and the checking logic.

Plain Python, no ``js``: tested in CPython (tests/web/test_tutorial.py). The
tutorial itself (the boards and the words around them) is data in
``web/tutorial/content/``; this module says what a board is and how a
reader's answer to an exercise is judged. Every judgement comes from the
engine: refusals are its ``IllegalAction`` reasons, outcomes its events, both
in the current language (``web.core.i18n.current()``).

The tutorial's words are keys of ``web/i18n/<lang>.json`` (``tutorial.…``):
a caption, a step's note or an exercise's prompt is the key, and ``say()``
turns it into the current language when it is shown. An author's own board
(``docs/embedding.md``) writes plain text there instead, shown as it is.

A ``Board`` is a position in the engine's diagram notation
(``docs/notation.md``) plus what the reader may do with it (``mode``):

* ``"view"``     — just look;
* ``"play"``     — play freely from the position (every seat a person);
* ``"steps"``    — step through ``steps`` (each a ``Step``: an action in
  notation and a short note), with previous/next; ``steps_positions()``
  gives the diagram after every step and ``steps_events()`` what each step
  caused, in the engine's words;
* ``"exercise"`` — the reader (``game.to_move`` in the starting position)
  must find an action meeting ``exercise.goal``; ``check()`` judges it.

An exercise answer is the reader's action, or several of the reader's own
decisions joined with ``;`` (e.g. ``"tile red e4; monument red-blue d3"``).
Open decisions inside the answer (the defender committing tiles, which
monument …) are taken from ``exercise.replies`` when one matches, whoever
makes them; a decision with a single option is taken automatically. If
the reader still has a decision to make, the verdict lists the options in
``pending``; the page should ask for one and call ``check()`` again with it
appended.

The tutorial is a list of ``Section`` values (``web/tutorial/content/``):
an id, a title and paragraphs of simple HTML (``<p> <em> <strong> <ul> <li>
<code>`` only), both as keys, and the section's boards, shown after the
paragraphs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

import tigris
from tigris import IllegalAction, NotationError, parse_action
from web.core import i18n
from web.core.html import Markup, catalogue, escape

MODES = ("view", "play", "steps", "exercise")
GOAL_KINDS = ("event", "no_event", "action", "all")

# Events that say nothing about the answer; left out of explanations.
QUIET = ("turn_started", "drew")


# Keys of the translation files that say() translates; any other text is an author's own words.
KEY_PREFIXES = ("tutorial.", "embed.")


def is_key(text: str) -> bool:
    """A translation key (``tutorial.leaders.p1``), not a sentence."""
    return text.startswith(KEY_PREFIXES) and " " not in text


def say(text: str, **params: Any) -> str:
    """A tutorial text in the current language: a key is translated, anything else
    (an author's own prompt or note) is shown as it is."""
    return i18n.t(text, **params) if is_key(text) else text


def standings(game: tigris.Game) -> str:
    """A finished game's ranking in a line: each player's score and colours, weakest first (treasures added)."""
    r = game.result()
    return i18n.t("embed.ranking", standings="; ".join(
        i18n.t("embed.standing", rank=s.rank, player=s.player, score=s.score, colours=" ".join(map(str, s.vector)))
        for s in r.standings))


def say_html(text: str) -> Markup:
    """A text that may carry simple HTML, as markup: a key's catalogue text is our own
    HTML (``<em>``, ``<strong>``); an author's own words are escaped, never markup."""
    return catalogue(text) if is_key(text) else escape(text)


def _norm(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_norm(v) for v in value)
    return value


def _action_text(text: str) -> str:
    """An action in its normal notation (``tile temple g5`` → ``tile red g5``)."""
    try:
        return str(parse_action(text))
    except (NotationError, ValueError):
        return text.strip()


@dataclass(frozen=True, init=False)
class Goal:
    """What an exercise asks for, as data.

    * ``Goal("event", code="points", params={"player": "archer", "colour": "green"})``:
      an event with this code happens, and its parameters include these values
      (lists compare as tuples, e.g. ``{"cells": ("b2",)}``);
    * ``Goal("no_event", code="war")``: no such event happens;
    * ``Goal("action", actions=("leader king e1", "leader king e3"))``: the
      reader's first action is one of these (any notation; compared normalised);
    * ``Goal("all", goals=(g1, g2))``: every one of the goals is met.

    ``params`` is given as a mapping (or as pairs) and kept as sorted
    ``(name, value)`` pairs, lists made tuples: a goal is a hashable value.
    """

    kind: str
    code: str
    params: tuple[tuple[str, Any], ...]
    actions: tuple[str, ...]
    goals: tuple[Goal, ...]

    def __init__(self, kind: str, code: str = "", params: Mapping[str, Any] | Iterable[tuple[str, Any]] = (),
                 actions: Iterable[str] = (), goals: Iterable[Goal] = ()) -> None:
        if kind not in GOAL_KINDS:
            raise ValueError(f"goal kind must be one of {GOAL_KINDS}, not {kind!r}")
        items = params.items() if isinstance(params, Mapping) else params
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", tuple(sorted((k, _norm(v)) for k, v in items)))
        object.__setattr__(self, "actions", tuple(_action_text(a) for a in actions))
        object.__setattr__(self, "goals", tuple(goals))
        if kind in ("event", "no_event") and not code:
            raise ValueError("an event goal needs a code")
        if kind == "action" and not self.actions:
            raise ValueError("an action goal needs actions")
        if kind == "all" and not self.goals:
            raise ValueError("an 'all' goal needs goals")

    def matches(self, e: tigris.Event) -> bool:
        """The event has this goal's code and parameters."""
        if e.code != self.code:
            return False
        have = dict(e.params)
        return all(k in have and _norm(have[k]) == v for k, v in self.params)

    def miss(self, played: list[str], events: list[tigris.Event]) -> str | None:
        """None when the goal is met, else why not (built from what happened)."""
        if self.kind == "event":
            if any(self.matches(e) for e in events):
                return None
            return i18n.t("tutorial.check.not_the_answer", events=happened(events))
        if self.kind == "no_event":
            bad = next((e for e in events if self.matches(e)), None)
            if bad is None:
                return None
            return i18n.t("tutorial.check.but_then", event=i18n.current().event(bad))
        if self.kind == "action":
            if played and played[0] in self.actions:
                return None
            return i18n.t("tutorial.check.not_the_answer", events=happened(events))
        for g in self.goals:  # "all"
            why = g.miss(played, events)
            if why is not None:
                return why
        return None


@dataclass(frozen=True)
class Exercise:
    """A task on the board. ``answer`` is one intended solution (tests use it;
    a page may offer it as "show me"). ``replies`` are the other players'
    decisions (``"commit 0"``), matched as prefixes of legal actions in
    order (``"monument"`` takes the first monument offered)."""

    prompt: str
    goal: Goal
    success: str
    hint: str
    answer: str = ""
    replies: tuple[str, ...] = ()


@dataclass(frozen=True)
class Step:
    """One step of a "steps" board: an action in notation and what to notice."""

    action: str
    note: str = ""


@dataclass(frozen=True)
class Board:
    """A live board: a diagram and what the reader may do with it."""

    id: str
    diagram: str
    mode: str
    caption: str
    steps: tuple[Step, ...] = ()
    exercise: Exercise | None = None
    highlight: tuple[str, ...] = ()  # cells the page may mark (optional)

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"{self.id}: mode must be one of {MODES}, not {self.mode!r}")
        steps = tuple(s if isinstance(s, Step) else Step(*s) if isinstance(s, tuple) else Step(s)
                      for s in self.steps)
        object.__setattr__(self, "steps", steps)
        object.__setattr__(self, "highlight", tuple(self.highlight))
        if (self.mode == "steps") != bool(steps):
            raise ValueError(f"{self.id}: a 'steps' board, and only it, has steps")
        if (self.mode == "exercise") != (self.exercise is not None):
            raise ValueError(f"{self.id}: an 'exercise' board, and only it, has an exercise")

    def game(self) -> tigris.Game:
        """The starting position (a new game each call)."""
        return tigris.from_diagram(self.diagram)


@dataclass(frozen=True)
class Verdict:
    """The judgement of an answer. ``message`` is for the reader; ``hint`` is
    the exercise's hint when the answer was wrong; ``events`` are the engine's
    sentences for what the answer caused; ``pending`` lists the reader's
    options when a decision of theirs is still open; ``position`` is the
    diagram after the answer (empty while a decision is open). ``message`` and
    ``hint`` are text, or ``Markup`` where they are the catalogue's own HTML
    (``say_html``): an author's words are never markup."""

    ok: bool
    message: str
    hint: str = ""
    events: tuple[str, ...] = ()
    pending: tuple[str, ...] = ()
    position: str = ""


@dataclass(frozen=True)
class Section:
    """One part of the tutorial: its text (simple HTML), then its boards."""

    id: str
    title: str
    paragraphs: tuple[str, ...]
    boards: tuple[Board, ...]


def happened(events: Iterable[tigris.Event]) -> str:
    """What the events say, in the current language, joined for one sentence."""
    cat = i18n.current()
    texts = [cat.event(e) for e in events if e.code not in QUIET]
    return "; ".join(texts) if texts else i18n.t("tutorial.check.nothing")


def split_actions(text: str) -> list[str]:
    return [t.strip() for t in text.replace("\n", ";").split(";") if t.strip()]


def _reply(game: tigris.Game, replies: tuple[str, ...]) -> str | None:
    legal = [str(a) for a in game.legal_actions()]
    for r in replies:
        r = r.strip()
        for a in legal:
            if a == r or a.startswith(r + " "):
                return a
    return legal[0] if len(legal) == 1 else None


def settle(game: tigris.Game, replies: tuple[str, ...] = ()) -> list[tigris.Event]:
    """Take every open decision the exercise answers for (``Exercise.replies``,
    whoever decides; single options automatically) until the game is back
    between actions or someone (normally the reader) must choose."""
    events: list[tigris.Event] = []
    while not game.is_over and game.phase != tigris.Phase.ACTION:
        pick = _reply(game, replies)
        if pick is None:
            break
        events += game.apply(pick)
    return events


def check(board: Board, game_before: tigris.Game, action_text: str) -> Verdict:
    """Judge the reader's answer to ``board.exercise`` (``game_before`` is not changed)."""
    ex = board.exercise
    if ex is None:
        raise ValueError(f"{board.id} is not an exercise")
    cat = i18n.current()
    hint = say_html(ex.hint)
    texts = split_actions(action_text)
    if not texts:
        return Verdict(False, i18n.t("tutorial.check.choose_first"), hint)
    game = game_before.copy()
    reader = game.to_move
    played: list[str] = []
    events: list[tigris.Event] = []
    for t in texts:
        try:
            events += game.apply(t)
        except IllegalAction as e:
            return Verdict(False, i18n.t("tutorial.check.not_allowed", refusal=cat.reason(e)), hint,
                           tuple(cat.event(x) for x in events))
        played.append(_action_text(t))
        events += settle(game, ex.replies)
    said = tuple(cat.event(e) for e in events if e.code not in QUIET)
    between = game.is_over or game.phase == tigris.Phase.ACTION
    position = tigris.to_diagram(game) if between else ""
    why = ex.goal.miss(played, events)
    if why is None:
        return Verdict(True, say_html(ex.success), "", said, (), position)
    if not between and game.to_move == reader:
        options = tuple(str(a) for a in game.legal_actions())
        wait = game.expected()
        now = i18n.t("tutorial.check.now_choose", expected=wait.code, **dict(wait.params))
        return Verdict(False, now, "", said, options, "")
    return Verdict(False, why, hint, said, (), position)


def steps_run(board: Board) -> list[tuple[str, list[tigris.Event]]]:
    """For every step: the diagram after it, and the events it caused."""
    game = board.game()
    out = []
    for step in board.steps:
        events = game.apply(step.action)
        out.append((tigris.to_diagram(game), events))
    return out


def steps_positions(board: Board) -> list[str]:
    """The diagram after each step of a "steps" board (``tigris.to_diagram(game)``).

    A step in the middle of an action (a revolt waiting for commitments) is
    shown as the board at that moment; the diagram cannot hold the open
    decision itself, so step through with the engine, not by re-reading these.
    A step that ends the game gives ``turn: over``, which ``tigris.from_diagram``
    does not read back at present (an engine gap, reported).
    """
    return [pos for pos, _ in steps_run(board)]


def steps_events(board: Board) -> list[list[str]]:
    """What each step caused, in the engine's words in the current language (draws included: a swap shows them)."""
    cat = i18n.current()
    return [[cat.event(e) for e in events if e.code != "turn_started"] for _, events in steps_run(board)]


def exercises(sections: Iterable[Section]) -> list[Board]:
    """Every exercise board in a list of sections."""
    return [b for s in sections for b in s.boards if b.mode == "exercise"]
