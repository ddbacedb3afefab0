"""Boards embedded in any page: their markup, their static pictures and what a reader does with them.

Plain Python, no ``js``: tested in CPython (tests/test_embed.py), used by the
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
"""

from __future__ import annotations

import json
import re
from html import escape, unescape
from typing import Any, Mapping
from urllib.parse import parse_qs

import tigris
import tigris.svg as svg
from tigris import IllegalAction, NotationError
from web.lessons import MODES, Board, Exercise, Goal, Step, check

COLOURS = ("red", "blue", "black", "green")
LEADERS = ("priest", "farmer", "king", "trader")
TILE_WORD = {"red": "temple", "blue": "farm", "black": "settlement", "green": "market"}
CELL_RE = re.compile(r"^[a-p](?:[1-9]|1[01])$")


def e(text: Any) -> str:
    return escape(str(text), quote=True)


def title(name: str | None) -> str:
    return (name or "").title()


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


_CELL_LINE = re.compile(r'^<g data-cell="([a-p])(\d+)"')
_COORD_X = re.compile(r'^<text class="coord" x="(\d+)" y="(\d+)">([a-p])</text>$')
_COORD_Y = re.compile(r'^<text class="coord" x="(\d+)" y="(\d+)">(\d+)</text>$')


def board_svg(game: tigris.Game, area: tuple[int, int] | None = None, *, interactive: bool = True,
              **marks: Any) -> str:
    """``tigris.svg.board`` of the game, cut down to ``area`` (columns, rows from a1) when given.

    The cells outside the area are left out of the markup (a small teaching
    board is a few kilobytes, not a whole board's picture).
    """
    full = svg.board(game, interactive=interactive, **marks)
    if area is None:
        return full
    cols, rows = area
    width = svg.LEFT + cols * svg.CELL + svg.PAD
    height = svg.TOP + rows * svg.CELL + svg.PAD
    out = []
    for line in full.split("\n"):
        m = _CELL_LINE.match(line)
        if m and (ord(m.group(1)) - ord("a") >= cols or int(m.group(2)) > rows):
            continue
        m = _COORD_X.match(line)
        if m and ord(m.group(3)) - ord("a") >= cols:
            continue
        m = _COORD_Y.match(line)
        if m and int(m.group(3)) > rows:
            continue
        out.append(line)
    text = "\n".join(out)
    text = text.replace(f'viewBox="0 0 {svg.WIDTH} {svg.HEIGHT}"',
                        f'viewBox="0 0 {width} {height}" width="{width}" height="{height}"', 1)
    text = text.replace(f'<rect class="frame" width="{svg.WIDTH}" height="{svg.HEIGHT}"',
                        f'<rect class="frame" width="{width}" height="{height}"', 1)
    return text


def static_svg(board: Board) -> str:
    """The picture of a board's starting position, for the page before Python loads."""
    return board_svg(board.game(), extent(board.diagram), interactive=False,
                     kingdom=board.highlight or None)


# ---------------------------------------------------------------------- exercises as JSON


def goal_from_json(d: Any) -> Goal:
    if not isinstance(d, Mapping):
        raise ValueError("a goal is an object such as {\"kind\": \"event\", \"code\": \"points\"}")
    kind = d.get("kind", "event")
    goals = tuple(goal_from_json(g) for g in d.get("goals", ()))
    params = d.get("params", {})
    if not isinstance(params, Mapping):
        raise ValueError("a goal's params are an object")
    return Goal(kind, code=str(d.get("code", "")), params=params,
                actions=tuple(str(a) for a in d.get("actions", ())), goals=goals)


def goal_to_json(g: Goal) -> dict:
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
            d = json.loads(d)
        except ValueError as err:
            raise ValueError(f"the exercise is not valid JSON: {err}") from None
    if not isinstance(d, Mapping):
        raise ValueError("an exercise is a JSON object with a prompt and a goal")
    if "goal" in d:
        goal = goal_from_json(d["goal"])
    elif d.get("answers"):
        goal = Goal("action", actions=tuple(str(a) for a in d["answers"]))
    else:
        raise ValueError("an exercise needs a goal (or a list of answers)")
    answers = d.get("answers") or ()
    return Exercise(
        prompt=str(d.get("prompt", "")),
        goal=goal,
        success=str(d.get("success", "Right!")),
        hint=str(d.get("hint", "")),
        answer=str(d.get("answer", answers[0] if answers else "")),
        replies=tuple(str(r) for r in d.get("replies", ())),
    )


def exercise_to_json(ex: Exercise) -> dict:
    out = {"prompt": ex.prompt, "goal": goal_to_json(ex.goal), "success": ex.success, "hint": ex.hint}
    if ex.answer:
        out["answer"] = ex.answer
    if ex.replies:
        out["replies"] = list(ex.replies)
    return out


# ---------------------------------------------------------------------- boards as markup


def make_board(id: str, mode: str, diagram: str, steps=(), exercise: Any = None, highlight: str = "",
               caption: str = "") -> Board:
    """A ``Board`` from what an element (or a URL) holds; raises ValueError with a reader's message."""
    mode = (mode or "view").strip().lower()
    if mode not in MODES:
        raise ValueError(f"data-mode must be one of {', '.join(MODES)}, not {mode!r}")
    if not diagram.strip():
        raise ValueError("the board has no position (a <script type=\"text/plain\" class=\"tigris-diagram\">)")
    try:
        tigris.Game.from_diagram(diagram)
    except (NotationError, ValueError) as err:
        raise ValueError(f"the position cannot be read: {err}") from None
    ex = None
    if mode == "exercise":
        if exercise is None or exercise == "":
            raise ValueError("an exercise board needs its exercise (a <script type=\"application/json\" "
                             "class=\"tigris-exercise\">)")
        ex = exercise if isinstance(exercise, Exercise) else exercise_from_json(exercise)
    steps = tuple(Step(*s) if isinstance(s, (tuple, list)) else s if isinstance(s, Step) else Step(str(s))
                  for s in steps) if mode == "steps" else ()
    if mode == "steps" and not steps:
        raise ValueError("a steps board needs steps (<ol class=\"tigris-steps\"><li data-action=…>)")
    cells = tuple(c for c in highlight.replace(",", " ").split() if CELL_RE.match(c))
    return Board(id=id or "board", diagram=diagram, mode=mode, caption=caption, steps=steps, exercise=ex,
                 highlight=cells)


def board_markup(board: Board, *, static: bool = True) -> str:
    """The element for one board, as the tutorial page carries it (with its static picture)."""
    parts = [f'<figure class="tigris-board" id="{e(board.id)}" data-mode="{board.mode}"'
             + (f' data-highlight="{e(" ".join(board.highlight))}"' if board.highlight else "") + ">"]
    diagram = board.diagram.replace("</", "<\\/")
    parts.append(f'<script type="text/plain" class="tigris-diagram">\n{diagram}</script>')
    if board.exercise is not None:
        data = json.dumps(exercise_to_json(board.exercise), ensure_ascii=False).replace("</", "<\\/")
        parts.append(f'<script type="application/json" class="tigris-exercise">{data}</script>')
        parts.append(f'<p class="tb-prompt"><strong>Exercise:</strong> {board.exercise.prompt}</p>')
    parts.append(f'<div class="tb-svg">{static_svg(board) if static else ""}</div>')
    if board.steps:
        items = "".join(f'<li data-action="{e(s.action)}"><code>{e(s.action)}</code> {e(s.note)}</li>'
                        for s in board.steps)
        parts.append(f'<ol class="tigris-steps">{items}</ol>')
    parts.append('<div class="tb-ui" aria-live="polite"></div>')
    if board.caption:
        parts.append(f"<figcaption>{e(board.caption)}</figcaption>")
    parts.append("</figure>")
    return "\n".join(parts)


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
            game = tigris.Game.from_diagram(text)
        except (NotationError, ValueError):
            continue
        out.append(f'\n<div class="tb-svg">{board_svg(game, extent(text), interactive=False)}</div>')
    out.append(html[pos:])
    return "".join(out)


def board_from_query(query: str) -> Board:
    """The board of embed.html: ``?position=…&mode=…&steps=a;b&exercise={json}&highlight=c3+d4``."""
    q = parse_qs(query.lstrip("?"), keep_blank_values=True)

    def one(name: str, default: str = "") -> str:
        return q.get(name, [default])[-1]

    position = one("position")
    mode = one("mode", "view")
    steps = [s.strip() for s in re.split(r"[;\n]", one("steps")) if s.strip()]
    ex = one("exercise") or None
    if ex is None and one("answers"):
        ex = {"prompt": one("prompt"), "answers": [a.strip() for a in one("answers").split(";") if a.strip()],
              "success": one("success", "Right!"), "hint": one("hint")}
    return make_board("embed", mode, position, steps=steps, exercise=ex, highlight=one("highlight"),
                      caption=one("caption"))


# ---------------------------------------------------------------------- a live board


def _cell_of(action: str) -> list[str]:
    return [w for w in action.split()[1:] if CELL_RE.match(w)]


def button(label: str, ui: str, arg: str = "", cls: str = "", disabled: bool = False, title_: str = "") -> str:
    a = f' data-arg="{e(arg)}"' if arg else ""
    c = f' class="{cls}"' if cls else ""
    t = f' title="{e(title_)}"' if title_ else ""
    d = " disabled" if disabled else ""
    return f'<button type="button" data-ui="{ui}"{a}{c}{t}{d}>{label}</button>'


def standings(game: tigris.Game) -> str:
    """The final ranking in a line: each player's score and colours, weakest first (treasures added)."""
    r = game.result()
    return "Ranking: " + "; ".join(f"{s.rank}. {title(s.player)} {s.score} ({' '.join(map(str, s.vector))})"
                                   for s in r.standings) + "."


class Live:
    """One board come alive: its state, and HTML for its picture and its controls.

    The page calls ``click(cell)`` and ``command(ui, arg)`` and then redraws
    with ``picture()`` and ``controls()``. Nothing here touches the browser.
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
        self.message = ""
        self.tone = ""
        self.said: list[str] = []
        self.last: list[str] = []
        self.kingdom: list[str] = list(self.board.highlight)
        self.index = 0  # steps: how many steps are done
        self.answer: list[str] = []  # exercise: the reader's decisions so far
        self.pending: list[str] = []  # exercise: the reader's options for an open decision
        self.verdict = None
        self.shown: tigris.Game | None = None  # exercise: the position after the answer

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

    def picture(self) -> str:
        return board_svg(self.current(), self.area, highlights=self.targets() or None, last_move=self.last or None,
                         kingdom=self.kingdom or None)

    def position(self) -> str:
        return str(self.current())

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
            self.message, self.tone = f"{cell}: nothing linked here.", ""
            return
        v = g.view(g.players[0])
        leaders = [f"{title(p)}’s {leader}" for c, (p, leader) in sorted(v.leaders.items()) if c in cells]
        if leaders:
            what = f"a kingdom of {len(cells)} piece{'s' if len(cells) != 1 else ''}, with " + ", ".join(leaders)
        else:
            what = f"a region of {len(cells)} tile{'s' if len(cells) != 1 else ''}, with no leader"
        self.message, self.tone = f"{cell}: {what}.", ""

    def command(self, ui: str, arg: str = "") -> None:
        if ui == "select":
            kind, _, what = arg.partition(" ")
            self.selection = None if self.selection == (kind, what) else (kind, what)
            self.kingdom = []
            if self.selection and not self.targets():
                self.message, self.tone = "There is nowhere to put that now.", "bad"
        elif ui == "play" or ui == "typed":
            if arg.strip():
                self.act(arg.strip())
        elif ui == "undo" and self.history:
            self.game = self.history.pop()
            self.selection, self.last, self.said, self.message = None, [], [], ""
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
        except (IllegalAction, NotationError, ValueError) as err:
            self.message, self.tone = f"Not allowed: {e(err)}.", "bad"
            return
        self.history.append(before)
        self.said = [str(x) for x in events if x.code not in ("turn_started",)]
        self.message, self.tone = "", ""
        self.last = _cell_of(text)

    def judge(self) -> None:
        v = check(self.board, self.start, "; ".join(self.answer))
        self.said = list(v.events)
        self.last = [c for a in self.answer for c in _cell_of(a)]
        self.pending = list(v.pending)
        if v.pending:
            self.message, self.tone = e(v.message), ""
            return
        self.verdict = v
        self.message, self.tone = v.message, "ok" if v.ok else "bad"
        self.shown = None
        if v.position:
            try:
                self.shown = tigris.Game.from_diagram(v.position)
            except (NotationError, ValueError):
                self.shown = None

    def go(self, index: int) -> None:
        n = len(self.board.steps)
        index = max(0, min(n, index))
        game = self.start.copy()
        said: list[str] = []
        for step in self.board.steps[:index]:
            said = [str(x) for x in game.apply(step.action) if x.code != "turn_started"]
        self.game, self.index, self.said = game, index, said
        self.last = _cell_of(self.board.steps[index - 1].action) if index else []
        self.kingdom = []
        self.message = ""

    # ---------------------------------------------------------------- controls

    def controls(self) -> str:
        top = getattr(self, f"_controls_{self.mode}")()
        out = [top] if isinstance(top, str) else [top[0]]
        if self.message:
            out.append(f'<p class="tb-msg {self.tone}" role="status">{self.message}</p>')
        if self.verdict is not None and not self.verdict.ok and self.verdict.hint:
            out.append(f'<p class="tb-hint"><strong>Hint:</strong> {self.verdict.hint}</p>')
        wrong = self.verdict is not None and not self.verdict.ok
        if self.said and not wrong:
            items = "".join(f"<li>{e(s)}</li>" for s in self.said)
            out.append(f'<ul class="tb-events" aria-label="what happened">{items}</ul>')
        if not isinstance(top, str):
            out.append(top[1])
        out.append('<details class="tb-pos"><summary>Position as text</summary>'
                   f'<textarea readonly rows="8" spellcheck="false">{e(self.position())}</textarea></details>')
        return "".join(out)

    def _controls_view(self) -> str:
        return '<p class="tb-note">Click a piece to see its region or kingdom.</p>'

    def _controls_steps(self) -> str:
        n, i = len(self.board.steps), self.index
        out = ['<div class="tb-acts">',
               button("« Start", "step", "0", "first", disabled=i == 0, title_="back to the start"),
               button("◀ Previous", "step", str(i - 1), "prev", disabled=i == 0),
               f'<span class="tb-count">step <b>{i}</b> of {n}</span>',
               button("Next ▶", "step", str(i + 1), "next primary", disabled=i >= n),
               "</div>"]
        if i:
            s = self.board.steps[i - 1]
            out.append(f'<p class="tb-step"><code>{e(s.action)}</code> {e(s.note)}</p>')
            if self.game.is_over:
                out.append(f'<p class="tb-turn">{e(self.turn_line(self.game))} {e(standings(self.game))}</p>')
        else:
            out.append(f'<p class="tb-step">{e(self.turn_line(self.game))} Press <b>Next</b> to play the first step.</p>')
        return "".join(out)

    def turn_line(self, g: tigris.Game) -> str:
        if g.is_over:
            r = g.result()
            return "The game is over: " + " and ".join(title(w) for w in r.winners) + " win" + \
                ("s." if len(r.winners) == 1 else ".")
        return f"{title(g.to_move)} {g.expected().split(' ', 1)[1] if ' ' in g.expected() else ''}".strip() + "."

    def _pieces(self, g: tigris.Game) -> str:
        """Buttons for what the player to move may place: tiles in hand, leaders, a catastrophe."""
        me = g.to_move
        legal = self.legal()
        v = g.view(me)
        hand = v.player(me).hand or (0, 0, 0, 0)
        out = ['<div class="tb-pieces">']
        sel = self.selection
        for i, colour in enumerate(COLOURS):
            if hand[i]:
                on = sel == ("tile", colour)
                out.append(button(f'{svg.tile_icon(colour, 22)}<span class="n">{hand[i]}</span>', "select",
                                  f"tile {colour}", "piece sel" if on else "piece",
                                  disabled=not any(a.startswith(f"tile {colour} ") for a in legal),
                                  title_=f"place a {TILE_WORD[colour]} ({colour})"))
        for leader in LEADERS:
            if any(a.startswith(f"leader {leader} ") for a in legal):
                on = sel == ("leader", leader)
                out.append(button(svg.leader_icon(me, leader, 24), "select", f"leader {leader}",
                                  "piece sel" if on else "piece", title_=f"place or move your {leader}"))
        if any(a.startswith("catastrophe ") for a in legal):
            on = sel == ("catastrophe", "")
            out.append(button(svg.catastrophe_icon(22), "select", "catastrophe", "piece sel" if on else "piece",
                              title_="play a catastrophe"))
        out.append("</div>")
        return "".join(out)

    def _decisions(self, legal: list[str]) -> str:
        shown = [a for a in legal if not a.startswith("swap ")][:40]
        return '<div class="tb-choices">' + "".join(button(f"<code>{e(a)}</code>", "play", a, "choice")
                                                   for a in shown) + "</div>"

    def _extras(self, legal: list[str]) -> str:
        """Ending the turn and withdrawing leaders: the actions of the action phase that need no space."""
        extra = [a for a in legal if a == "end" or a.startswith("withdraw ")]
        if not extra:
            return ""
        return '<div class="tb-choices">' + "".join(
            button(e("End the turn" if a == "end" else a.capitalize()), "play", a, "choice") for a in extra) + "</div>"

    def _typed(self) -> str:
        return ('<form class="tb-type" onsubmit="return false"><input name="action" autocomplete="off" '
                'spellcheck="false" placeholder="or type an action, e.g. swap red blue" aria-label="action">'
                + button("Play", "typed") + "</form>")

    def _controls_play(self) -> str:
        g = self.game
        out = [f'<p class="tb-turn">{e(self.turn_line(g))}</p>']
        legal = self.legal()
        if not g.is_over:
            if g.phase == "action":
                out.append(self._pieces(g))
                out.append(self._extras(legal))
            else:
                out.append(self._decisions(legal))
            out.append(self._typed())
        out.append('<div class="tb-acts">' + button("Undo", "undo", disabled=not self.history)
                   + button("Start again", "reset", disabled=not self.history) + "</div>")
        return "".join(out)

    def _controls_exercise(self) -> tuple[str, str]:
        ex = self.board.exercise
        g = self.start
        out = []
        if self.verdict is None:
            if self.answer:
                out.append(f'<p class="tb-turn">Your answer so far: <code>{e("; ".join(self.answer))}</code></p>')
                out.append(self._decisions(self.pending))
            else:
                out.append(f'<p class="tb-turn">You play the {e(title(g.to_move))}. Choose a piece, then a '
                           "highlighted space.</p>")
                out.append(self._pieces(g))
                out.append(self._extras(self.legal()))
                out.append(self._typed())
        if self.verdict is not None:
            verdict = "Right" if self.verdict.ok else "Not quite"
            out.append(f'<p class="tb-verdict {"ok" if self.verdict.ok else "bad"}"><b>{verdict}.</b> '
                       f'Your answer: <code>{e("; ".join(self.answer))}</code></p>')
        acts = [button("Try again", "reset", cls="primary" if self.verdict and not self.verdict.ok else "",
                       disabled=not self.answer)]
        if ex and ex.answer:
            acts.append(button("Show me", "answer", title_="play the intended answer"))
        return "".join(out), '<div class="tb-acts">' + "".join(acts) + "</div>"
