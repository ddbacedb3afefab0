"""Boards embedded in any page: their markup, their static pictures and what a reader does with them.

Plain Python, no ``js``: tested in CPython (tests/web/test_embed.py), used by the
build (static SVG for tutorial.html and for any author's page) and by
``web/embed.py`` in the browser (which only moves clicks in and HTML out).

An embedded board is an element with the class ``tigris-board`` (see
docs/embedding.md)::

    <div class="tigris-board" data-mode="exercise">
      <script type="text/plain" class="tigris-diagram"> …a position… </script>
      <script type="application/json" class="tigris-exercise">{"prompt": …}</script>
    </div>

``data-mode`` is ``view``, ``play``, ``steps`` or ``exercise`` (``web.lessons.MODES``);
a ``steps`` board lists its actions as ``<ol class="tigris-steps"><li
data-action="tile red d1">note</li>…</ol>``. The build (or ``python build.py
prerender page.html``) puts the board's picture into ``<div class="tb-svg">``
so the page reads well before Python has loaded, or with scripts off.

Every word a board shows is a key of ``web/i18n/<lang>.json`` (``embed.…``
for the controls; the tutorial's own texts are ``tutorial.…`` keys, see
``web.lessons.say``), said in the current language (``web.i18n.current()``);
the engine's events and refusals come through ``i18n.current().event()`` /
``reason()``. The tutorial page's text carries ``data-i18n="<key>"`` so the
page can say it again in another language (``tutorial_toc``, ``tutorial_body``).
"""

from __future__ import annotations

import json
import re
from html import unescape
from typing import Any, Callable, Iterable, Mapping
from urllib.parse import parse_qs

import tigris
import tigris.svg as svg
from tigris import IllegalAction, NotationError
from tigris.names import COLOURS, LEADERS
from web import i18n
from web.i18n import t
from web.html import Child, Markup, catalogue, escape, h, join, trusted
from web.lessons import MODES, Board, Exercise, Goal, Section, Step, Verdict, check, is_key, say, say_html

CELL_RE = re.compile(r"^[a-p](?:[1-9]|1[01])$")



def choose_language(override: str | None = None, saved: str | None = None,
                    browser: list[str] | None = None) -> str:
    """The language a board speaks: the author's ``data-lang``/``?lang=``, else the
    reader's saved choice (localStorage "tigris.lang"), else the browser's list."""
    for choice in (override, saved):
        code = (choice or "").strip().strip('"').lower()
        if code in i18n.LANGUAGES:
            return code
    return i18n.pick_language(browser)


# ---------------------------------------------------------------------- pictures


def extent(diagram: str) -> tuple[int, int] | None:
    """(columns, rows) a partial diagram shows, counted from a1; None for the whole board.

    A diagram that writes the whole 16×11 board, or no rows at all, is shown whole.
    """
    cols = rows = 0
    for raw in diagram.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        if all(len(w) == 1 and "a" <= w <= "p" for w in words) and ":" not in line:
            cols = max(cols, max(ord(w) - ord("a") + 1 for w in words))
        elif words[0].isdigit() and ":" not in words[0]:
            rows = max(rows, int(words[0]))
    if not cols or not rows or (cols >= svg.COLS and rows >= svg.ROWS):
        return None
    return cols, rows


def board_svg(game: tigris.Game, area: tuple[int, int] | None = None, *, interactive: bool = True,
              **marks: Any) -> Markup:
    """``tigris.svg.board`` of the game, only ``area`` (columns, rows from a1) when given.

    The cells outside the area are left out of the markup (a small teaching
    board is a few kilobytes, not a whole board's picture).
    """
    return trusted(svg.board(game, interactive=interactive, area=area, **marks))


def static_svg(board: Board) -> Markup:
    """The picture of a board's starting position, for the page before Python loads."""
    return board_svg(board.game(), extent(board.diagram), interactive=False,
                     kingdom=board.highlight or None)


# ---------------------------------------------------------------------- exercises as JSON


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
            raise ValueError(t("embed.error.json", problem=err)) from None
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


# ---------------------------------------------------------------------- boards as markup


def make_board(id: str, mode: str, diagram: str, steps: Iterable[Step | tuple[str, ...] | list[str] | str] = (),
               exercise: Any = None, highlight: str = "", caption: str = "") -> Board:
    """A ``Board`` from what an element (or a URL) holds; raises ValueError with a reader's message."""
    mode = (mode or "view").strip().lower()
    if mode not in MODES:
        raise ValueError(t("embed.error.mode", modes=", ".join(MODES), mode=mode))
    if not diagram.strip():
        raise ValueError(t("embed.error.no_position"))
    try:
        start = tigris.from_diagram(diagram)
    except (NotationError, ValueError) as err:
        raise ValueError(t("embed.error.unreadable", problem=err)) from None
    ex = None
    if mode == "exercise":
        if exercise is None or exercise == "":
            raise ValueError(t("embed.error.no_exercise"))
        if start.is_over:  # the reader is the player to move: a finished game has none
            raise ValueError(t("embed.error.exercise_over"))
        ex = exercise if isinstance(exercise, Exercise) else exercise_from_json(exercise)
    parsed = tuple(Step(*s) if isinstance(s, (tuple, list)) else s if isinstance(s, Step) else Step(str(s))
                   for s in steps) if mode == "steps" else ()
    if mode == "steps" and not parsed:
        raise ValueError(t("embed.error.no_steps"))
    cells = tuple(c for c in highlight.replace(",", " ").split() if CELL_RE.match(c))
    return Board(id=id or "board", diagram=diagram, mode=mode, caption=caption, steps=parsed, exercise=ex,
                 highlight=cells)


def cannot_show(err: Exception) -> Markup:
    """Why a board cannot be shown, for the page's reader (its problem is text)."""
    return h("p", {"class": "tb-msg bad", "role": "alert"}, t("embed.cannot_show", problem=err))


def keyed(text: str) -> dict[str, str]:
    """``data-i18n`` for a text that is a translation key (so the page can say it again), else nothing."""
    return {"data-i18n": text} if is_key(text) else {}


def prompt_html(ex: Exercise) -> Markup:
    """The inside of an exercise's ``<p class="tb-prompt">``: the tutorial's prompt (a key) may
    carry its catalogue's simple HTML; an author's prompt is text, escaped."""
    return join([h("strong", t("embed.exercise")), " ", say_html(ex.prompt)])


def _script_text(text: str) -> Markup:
    """Text for a ``<script type="text/plain">`` data block: nothing in it can end the element."""
    return trusted(text.replace("</", "<\\/").replace("<!--", "<\\!--"))


def board_markup(board: Board, *, static: bool = True) -> Markup:
    """The element for one board, as the tutorial page carries it (with its static picture),
    its words in the current language."""
    parts: list[Markup] = [
        h("script", {"type": "text/plain", "class": "tigris-diagram"}, trusted("\n"),
          _script_text(board.diagram)),
    ]
    if board.exercise is not None:
        data = json.dumps(exercise_to_json(board.exercise), ensure_ascii=False).replace("<", "\\u003c")
        parts.append(h("script", {"type": "application/json", "class": "tigris-exercise"}, trusted(data)))
        parts.append(h("p", {"class": "tb-prompt"}, prompt_html(board.exercise)))
    parts.append(h("div", {"class": "tb-svg"}, static_svg(board) if static else None))
    if board.steps:
        parts.append(h("ol", {"class": "tigris-steps"}, [
            h("li", {"data-action": s.action}, h("code", s.action), " ",
              h("span", {"class": "tb-say", **keyed(s.note)}, say(s.note)))
            for s in board.steps]))
    parts.append(h("div", {"class": "tb-ui", "aria-live": "polite"}))
    if board.caption:
        parts.append(h("figcaption", keyed(board.caption), say(board.caption)))
    attrs = {"class": "tigris-board", "id": board.id, "data-mode": board.mode,
             "data-highlight": " ".join(board.highlight) or None}
    return h("figure", attrs, trusted("\n"), join(parts, trusted("\n")), trusted("\n"))


def tutorial_toc(sections: Iterable[Section]) -> Markup:
    """The tutorial's table of contents (``<li>`` items), in the current language."""
    return join((h("li", h("a", {"href": f"#topic-{s.id}", **keyed(s.title)}, say(s.title))) for s in sections),
                trusted("\n"))


def tutorial_body(sections: Iterable[Section], *, static: bool = True) -> Markup:
    """Every section of the tutorial: title, paragraphs and boards, in the current language.

    Each text keeps its key in ``data-i18n``; a paragraph (simple HTML, one
    key) is wrapped in a ``<div>`` so it can be replaced as a whole.
    """
    return join((h("section", {"id": f"topic-{s.id}"},
                   h("h2", keyed(s.title), say(s.title)), trusted("\n"),
                   join((h("div", {"class": "tb-text", **keyed(p)}, say_html(p)) for p in s.paragraphs),
                        trusted("\n")), trusted("\n"),
                   join((board_markup(b, static=static) for b in s.boards), trusted("\n")))
                 for s in sections), trusted("\n"))


_DIAGRAM = re.compile(r'(<script\b[^>]*class="[^"]*\btigris-diagram\b[^"]*"[^>]*>)(.*?)(</script>)', re.S)
_HAS_SVG = re.compile(r'\s*<div class="tb-svg">')


def prerender(html: str) -> str:
    """Put the static picture after every board's diagram in an author's page (idempotent).

    A board that already has ``<div class="tb-svg">`` right after its diagram
    is left alone; a diagram that cannot be read is left for the page to report.
    """
    out = []
    pos = 0
    for m in _DIAGRAM.finditer(html):
        out.append(html[pos:m.end()])
        pos = m.end()
        if _HAS_SVG.match(html, pos):
            continue
        text = unescape(m.group(2)).replace("<\\/", "</")
        try:
            game = tigris.from_diagram(text)
        except (NotationError, ValueError):
            continue
        out.append("\n" + h("div", {"class": "tb-svg"}, board_svg(game, extent(text), interactive=False)))
    out.append(html[pos:])
    return "".join(out)


def query_language(query: str) -> str:
    """The ``lang`` of embed.html's URL (``?lang=de``), or ""."""
    return parse_qs(query.lstrip("?")).get("lang", [""])[-1]


def board_from_query(query: str) -> Board:
    """The board of embed.html: ``?position=…&mode=…&steps=a;b&exercise={json}&highlight=c3+d4``."""
    q = parse_qs(query.lstrip("?"), keep_blank_values=True)

    def one(name: str, default: str = "") -> str:
        return q.get(name, [default])[-1]

    position = one("position")
    mode = one("mode", "view")
    steps = [s.strip() for s in re.split(r"[;\n]", one("steps")) if s.strip()]
    ex: str | dict[str, Any] | None = one("exercise") or None
    if ex is None and one("answers"):
        ex = {"prompt": one("prompt"), "answers": [a.strip() for a in one("answers").split(";") if a.strip()],
              "success": one("success", "embed.right"), "hint": one("hint")}
    return make_board("embed", mode, position, steps=steps, exercise=ex, highlight=one("highlight"),
                      caption=one("caption"))


# ---------------------------------------------------------------------- a live board


def _cell_of(action: str) -> list[str]:
    return [w for w in action.split()[1:] if CELL_RE.match(w)]


def button(label: Child, ui: str, arg: str = "", cls: str = "", disabled: bool = False, title_: str = "") -> Markup:
    return h("button", {"type": "button", "data-ui": ui, "data-arg": arg or None, "class": cls or None,
                        "title": title_ or None, "disabled": disabled}, label)


def _refused(err: IllegalAction | NotationError) -> Callable[[], str]:
    """The message for an action the rules (or the notation) refuse, worded when it is shown."""
    return lambda: t("embed.not_allowed", refusal=i18n.current().reason(err))


def standings(game: tigris.Game) -> str:
    """The final ranking in a line: each player's score and colours, weakest first (treasures added)."""
    r = game.result()
    return t("embed.ranking", standings="; ".join(
        t("embed.standing", rank=s.rank, player=s.player, score=s.score, colours=" ".join(map(str, s.vector)))
        for s in r.standings))


def _cap(text: str) -> str:
    """A capital first letter, as a sentence needs; a cell's name ("e3 unites…") stays as the board writes it."""
    if re.match(r"[a-p]\d{1,2}\b", text):
        return text
    return text[:1].upper() + text[1:]


def _sentence(text: str) -> str:
    """A clause from the catalog as a sentence: capital first letter, full stop."""
    return _cap(text).rstrip(".") + "." if text else ""


class Live:
    """One board come alive: its state, and HTML for its picture and its controls.

    The page calls ``click(cell)`` and ``command(ui, arg)`` and then redraws
    with ``picture()`` and ``controls()``. Nothing here touches the browser.
    Words are made when they are shown, in the current language, so a
    language switch needs only ``retranslate()`` and a redraw.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.area = extent(board.diagram)
        self.start = board.game()
        self.reset()

    def reset(self) -> None:
        self.game = self.start.copy()
        self.history: list[tigris.Game] = []
        self.selection: tuple[str, str] | None = None
        self._say: Callable[[], str] | None = None  # the message, made when shown
        self.tone = ""
        self._said: list[Any] = []  # events (or, for an exercise, the verdict's sentences)
        self.last: list[str] = []
        self.kingdom: list[str] = list(self.board.highlight)
        self.index = 0  # steps: how many steps are done
        self.answer: list[str] = []  # exercise: the reader's decisions so far
        self.pending: list[str] = []  # exercise: the reader's options for an open decision
        self.verdict: Verdict | None = None
        self.shown: tigris.Game | None = None  # exercise: the position after the answer

    # ---------------------------------------------------------------- words

    @property
    def message(self) -> str:
        return self._say() if self._say else ""

    @property
    def said(self) -> list[str]:
        """What the last action, step or answer caused, in the current language."""
        cat = i18n.current()
        return [_cap(x if isinstance(x, str) else cat.event(x)) for x in self._said]  # each a sentence

    def tell(self, say: Callable[[], str] | None, tone: str = "") -> None:
        self._say, self.tone = say, tone

    def retranslate(self) -> None:
        """Make the words again after a language switch (an exercise's verdict is judged again)."""
        if self.mode == "exercise" and self.answer:
            self.judge()

    # ---------------------------------------------------------------- what is shown

    @property
    def mode(self) -> str:
        return self.board.mode

    def current(self) -> tigris.Game:
        if self.mode == "exercise":
            return self.shown or self.start
        return self.game

    def targets(self) -> list[str]:
        if self.selection is None or self.verdict is not None:
            return []
        kind, what = self.selection
        prefix = f"{kind} {what} " if what else f"{kind} "
        return [a[len(prefix):] for a in self.legal() if a.startswith(prefix) and CELL_RE.match(a[len(prefix):])]

    def legal(self) -> list[str]:
        g = self.current()
        if g.is_over:
            return []
        return [str(a) for a in g.legal_actions()]

    def picture(self) -> Markup:
        return board_svg(self.current(), self.area, highlights=self.targets() or None, last_move=self.last or None,
                         kingdom=self.kingdom or None)

    def position(self) -> str:
        return tigris.to_diagram(self.current())

    # ---------------------------------------------------------------- input

    def click(self, cell: str) -> None:
        if self.mode in ("view", "steps") or self.selection is None or self.verdict is not None:
            self.describe(cell)
            return
        kind, what = self.selection
        if cell not in self.targets():
            self.describe(cell)
            return
        self.act(f"{kind} {what} {cell}" if what else f"{kind} {cell}")

    def describe(self, cell: str) -> None:
        g = self.current()
        self.selection = None if self.mode != "view" else self.selection
        cells = g.kingdom(cell) if CELL_RE.match(cell) else []
        self.kingdom = cells
        if not cells:
            self.tell(lambda: t("embed.nothing_here", cell=cell))
            return
        v = tigris.view_of(g, g.players[0])
        leaders = [(p, leader) for c, (p, leader) in sorted(v.leaders.items()) if c in cells]

        def words() -> str:
            if leaders:
                who = ", ".join(t("embed.leader_of", player=p, leader=leader) for p, leader in leaders)
                return t("embed.kingdom", cell=cell, count=len(cells), leaders=who)
            return t("embed.region", cell=cell, count=len(cells))

        self.tell(words)

    def command(self, ui: str, arg: str = "") -> None:
        if ui == "select":
            kind, _, what = arg.partition(" ")
            self.selection = None if self.selection == (kind, what) else (kind, what)
            self.kingdom = []
            if self.selection and not self.targets():
                self.tell(lambda: t("embed.nowhere"), "bad")
        elif ui == "play" or ui == "typed":
            if arg.strip():
                self.act(arg.strip())
        elif ui == "undo" and self.history:
            self.game = self.history.pop()
            self.selection, self.last, self._said = None, [], []
            self.tell(None)
        elif ui == "reset":
            self.reset()
        elif ui == "step":
            self.go(int(arg or 0))
        elif ui == "answer" and self.board.exercise and self.board.exercise.answer:
            self.reset()
            for part in self.board.exercise.answer.split(";"):
                if part.strip():
                    self.act(part.strip())

    def act(self, text: str) -> None:
        self.selection = None
        self.kingdom = []
        if self.mode == "exercise":
            self.answer.append(text)
            self.judge()
            return
        if self.mode != "play":
            return
        before = self.game.copy()
        try:
            events = self.game.apply(text)
        except (IllegalAction, NotationError) as err:
            self.tell(_refused(err), "bad")
            return
        self.history.append(before)
        self._said = [x for x in events if x.code not in ("turn_started",)]
        self.tell(None)
        self.last = _cell_of(text)

    def judge(self) -> None:
        v = check(self.board, self.start, "; ".join(self.answer))
        self._said = list(v.events)
        self.last = [c for a in self.answer for c in _cell_of(a)]
        self.pending = list(v.pending)
        if v.pending:
            self.tell(lambda: v.message)
            return
        self.verdict = v
        self.tell(lambda: v.message, "ok" if v.ok else "bad")
        self.shown = None
        if v.position:
            try:
                self.shown = tigris.from_diagram(v.position)
            except (NotationError, ValueError):
                self.shown = None

    def go(self, index: int) -> None:
        n = len(self.board.steps)
        index = max(0, min(n, index))
        game = self.start.copy()
        said: list[tigris.Event] = []
        refused: Callable[[], str] | None = None
        for done, step in enumerate(self.board.steps[:index]):
            try:
                said = [x for x in game.apply(step.action) if x.code != "turn_started"]
            except IllegalAction as err:  # an author's step the rules refuse: stop before it, and say why
                index, refused = done, _refused(err)
                break
        self.game, self.index, self._said = game, index, said
        self.last = _cell_of(self.board.steps[index - 1].action) if index else []
        self.kingdom = []
        self.tell(refused, "bad" if refused else "")

    # ---------------------------------------------------------------- controls

    def controls(self) -> Markup:
        top = getattr(self, f"_controls_{self.mode}")()
        out = [top] if isinstance(top, str) else [top[0]]
        if self.message:
            out.append(h("p", {"class": f"tb-msg {self.tone}", "role": "status"}, self.message))
        if self.verdict is not None and not self.verdict.ok and self.verdict.hint:
            out.append(h("p", {"class": "tb-hint"}, h("strong", t("embed.hint")), " ", self.verdict.hint))
        wrong = self.verdict is not None and not self.verdict.ok
        said = self.said
        if said and not wrong:
            out.append(h("ul", {"class": "tb-events", "aria-label": t("embed.what_happened")},
                         [h("li", s) for s in said]))
        if not isinstance(top, str):
            out.append(top[1])
        out.append(h("details", {"class": "tb-pos"}, h("summary", t("embed.position_text")),
                     h("textarea", {"readonly": True, "rows": 8, "spellcheck": "false"}, self.position())))
        return join(out)

    def _controls_view(self) -> Markup:
        return h("p", {"class": "tb-note"}, t("embed.view_note"))

    def _controls_steps(self) -> Markup:
        n, i = len(self.board.steps), self.index
        out = [h("div", {"class": "tb-acts"},
                 button(t("embed.start"), "step", "0", "first", disabled=i == 0, title_=t("embed.start_title")),
                 button(t("embed.previous"), "step", str(i - 1), "prev", disabled=i == 0),
                 h("span", {"class": "tb-count"}, catalogue("embed.step_count", step=i, steps=n)),
                 button(t("embed.next"), "step", str(i + 1), "next primary", disabled=i >= n))]
        if i:
            s = self.board.steps[i - 1]
            out.append(h("p", {"class": "tb-step"}, h("code", s.action), " ", say(s.note)))
            if self.game.is_over:
                out.append(h("p", {"class": "tb-turn"}, self.turn_line(self.game), " ", standings(self.game)))
        else:
            out.append(h("p", {"class": "tb-step"}, self.turn_line(self.game), " ", catalogue("embed.press_next")))
        return join(out)

    def turn_line(self, g: tigris.Game) -> str:
        """Who is to do what (the engine's ``expected()``), or who won."""
        if g.is_over:
            r = g.result()
            cat = i18n.current()
            names = [_cap(cat.name("dynasty", w)) for w in r.winners]
            joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {t('embed.and')} {names[-1]}"
            return t("embed.game_over", winners=joined, count=len(names))
        return _sentence(i18n.current().expected(g.expected()))

    def _pieces(self, g: tigris.Game) -> Markup:
        """Buttons for what the player to move may place: tiles in hand, leaders, a catastrophe."""
        me = g.to_move
        if me is None:  # the game is over: nothing to place
            return Markup()
        legal = self.legal()
        v = tigris.view_of(g, me)
        hand = v.player(me).hand or (0, 0, 0, 0)
        out = []
        sel = self.selection
        for i, colour in enumerate(COLOURS):
            if hand[i]:
                on = sel == ("tile", colour)
                out.append(button([trusted(svg.tile_icon(colour, 22)), h("span", {"class": "n"}, hand[i])], "select",
                                  f"tile {colour}", "piece sel" if on else "piece",
                                  disabled=not any(a.startswith(f"tile {colour} ") for a in legal),
                                  title_=t("embed.place_tile", colour=colour)))
        for leader in LEADERS:
            if any(a.startswith(f"leader {leader} ") for a in legal):
                on = sel == ("leader", leader)
                out.append(button(trusted(svg.leader_icon(me, leader, 24)), "select", f"leader {leader}",
                                  "piece sel" if on else "piece", title_=t("embed.place_leader", leader=leader)))
        if any(a.startswith("catastrophe ") for a in legal):
            on = sel == ("catastrophe", "")
            out.append(button(trusted(svg.catastrophe_icon(22)), "select", "catastrophe",
                              "piece sel" if on else "piece", title_=t("embed.play_catastrophe")))
        return h("div", {"class": "tb-pieces"}, out)

    def _decisions(self, legal: list[str]) -> Markup:
        shown = [a for a in legal if not a.startswith("swap ")][:40]
        return h("div", {"class": "tb-choices"}, [button(h("code", a), "play", a, "choice") for a in shown])

    def _extras(self, legal: list[str]) -> Markup:
        """Ending the turn and withdrawing leaders: the actions of the action phase that need no space."""
        extra = [a for a in legal if a == "end" or a.startswith("withdraw ")]
        if not extra:
            return Markup()

        def label(a: str) -> str:
            return t("embed.end_turn") if a == "end" else t("embed.withdraw", leader=a.split()[-1])

        return h("div", {"class": "tb-choices"}, [button(label(a), "play", a, "choice") for a in extra])

    def _typed(self) -> Markup:
        # No onsubmit handler (the CSP forbids inline script): embed.py stops Enter, the button is type="button".
        return h("form", {"class": "tb-type"},
                 h("input", {"name": "action", "autocomplete": "off", "spellcheck": "false",
                             "placeholder": t("embed.type_placeholder"), "aria-label": t("embed.type_label")}),
                 button(t("embed.play"), "typed"))

    def _controls_play(self) -> Markup:
        g = self.game
        out = [h("p", {"class": "tb-turn"}, self.turn_line(g))]
        legal = self.legal()
        if not g.is_over:
            if g.phase == tigris.Phase.ACTION:
                out.append(self._pieces(g))
                out.append(self._extras(legal))
            else:
                out.append(self._decisions(legal))
            out.append(self._typed())
        out.append(h("div", {"class": "tb-acts"}, button(t("embed.undo"), "undo", disabled=not self.history),
                     button(t("embed.reset"), "reset", disabled=not self.history)))
        return join(out)

    def _controls_exercise(self) -> tuple[Markup, Markup]:
        ex = self.board.exercise
        g = self.start
        out = []
        answer = "; ".join(self.answer)
        if self.verdict is None:
            if self.answer:
                out.append(h("p", {"class": "tb-turn"}, catalogue("embed.answer_so_far", answer=answer)))
                out.append(self._decisions(self.pending))
            else:
                out.append(h("p", {"class": "tb-turn"}, t("embed.you_play", player=g.to_move)))
                out.append(self._pieces(g))
                out.append(self._extras(self.legal()))
                out.append(self._typed())
        if self.verdict is not None:
            ok = self.verdict.ok
            out.append(h("p", {"class": f'tb-verdict {"ok" if ok else "bad"}'},
                         catalogue("embed.verdict_right" if ok else "embed.verdict_wrong", answer=answer)))
        acts = [button(t("embed.try_again"), "reset", cls="primary" if self.verdict and not self.verdict.ok else "",
                       disabled=not self.answer)]
        if ex and ex.answer:
            acts.append(button(t("embed.show_me"), "answer", title_=t("embed.show_me_title")))
        return join(out), h("div", {"class": "tb-acts"}, acts)
