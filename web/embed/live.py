"""A live embedded board: the table (``web.core.table``) of one board, with its words and its controls.

Plain Python, no ``js``: tested in CPython (tests/web/test_embed.py); ``web/embed/page.py``
moves the reader's clicks in and the HTML out.
"""

from __future__ import annotations

from typing import Any, Callable

import tigris
import tigris.svg as svg
from tigris import IllegalAction, NotationError
from tigris.names import COLOURS, LEADERS
from web.core import i18n
from web.core.html import Child, Markup, catalogue, h, join, trusted
from web.core.i18n import t
from web.core.table import Table
from web.embed.boards import CELL_RE, analyse_link, board_svg, extent
from web.tutorial.lessons import Board, Verdict, check, say, standings

def _cell_of(action: str) -> list[str]:
    return [w for w in action.split()[1:] if CELL_RE.match(w)]


def button(label: Child, ui: str, arg: str = "", cls: str = "", disabled: bool = False, title_: str = "") -> Markup:
    return h("button", {"type": "button", "data-ui": ui, "data-arg": arg or None, "class": cls or None,
                        "title": title_ or None, "disabled": disabled}, label)


def _refused(err: IllegalAction | NotationError) -> Callable[[], str]:
    """The message for an action the rules (or the notation) refuse, worded when it is shown."""
    return lambda: t("embed.not_allowed", refusal=i18n.current().reason(err))


def _sentence(text: str) -> str:
    """A clause from the catalog as a sentence: capital first letter, full stop."""
    return i18n.capital(text).rstrip(".") + "." if text else ""  # (a cell's name, "e3 unites…", stays as it is)


class Live(Table):
    """One board come alive: the table (``web.core.table``), and HTML for its picture and its controls.

    The page calls ``click(cell)`` and ``command(ui, arg)`` and then redraws
    with ``picture()`` and ``controls()``. Nothing here touches the browser.
    Words are made when they are shown, in the current language, so a
    language switch needs only ``retranslate()`` and a redraw.
    """

    analyse_page: tuple[str, bool] | None = None  # the game page, for the analysis link (web.embed.page sets it)
    solved = False  # an exercise answered right or its answer shown (then, not before, it links to the analysis)
    def __init__(self, board: Board) -> None:
        self.board = board
        self.area = extent(board.diagram)
        self.start = board.game()
        super().__init__(self.start.copy())
        self.reset()

    def reset(self) -> None:
        self.game = self.start.copy()
        self.undo_stack = []
        self.selection = None
        self._say: Callable[[], str] | None = None  # the message, made when shown
        self.tone = ""
        self._said: list[Any] = []  # events (or, for an exercise, the verdict's sentences)
        self.last: list[str] = []
        # The author's highlight (a wash over its cells) until the reader clicks a cell; then the kingdom or
        # region clicked, outlined so that its pieces stay readable.
        self.kingdom: list[str] = list(self.board.highlight)
        self.clicked = False
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
        return [i18n.capital(x if isinstance(x, str) else cat.event(x)) for x in self._said]  # each a sentence

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

    def table_game(self) -> tigris.Game:
        return self.current()

    def may_select(self) -> bool:
        return self.verdict is None  # an exercise answered: nothing more to place

    def targets(self) -> list[str]:
        return self.target_cells()

    def legal(self) -> list[str]:
        g = self.current()
        if g.is_over:
            return []
        return [str(a) for a in g.legal_actions()]

    def picture(self) -> Markup:
        marked = self.kingdom or None
        return board_svg(self.current(), self.area, highlights=self.targets() or None, last_move=self.last or None,
                         kingdom=None if self.clicked else marked, hovered=marked if self.clicked else None)

    def position(self) -> str:
        return tigris.to_diagram(self.current())

    # ---------------------------------------------------------------- input

    def click(self, cell: str) -> None:
        action = self.action_at(cell)  # (None when no piece is chosen)
        if self.mode in ("view", "steps") or action is None or self.verdict is not None:
            self.describe(cell)
        elif cell in self.targets() or not self.refused(action):
            self.play(str(action))

    def refused(self, action: tigris.Action) -> bool:
        """Whether the rules refuse a click: then the engine's reason is said, as on the game page, the piece
        stays chosen (for another space) and an exercise does not count the click as the reader's answer."""
        try:
            self.table_game().copy().apply(action)
        except (IllegalAction, NotationError) as err:
            self.tell(_refused(err), "bad")
            return True
        return False

    def describe(self, cell: str) -> None:
        g = self.current()
        self.selection = None if self.mode != "view" else self.selection
        cells = g.kingdom(cell) if CELL_RE.match(cell) else []
        self.kingdom, self.clicked = cells, True
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
            self.select(kind, what)
            self.kingdom = []
            if self.selection and not self.targets():
                self.tell(lambda: t("embed.nowhere"), "bad")
        elif ui == "play" or ui == "typed":
            if arg.strip():
                self.play(arg.strip())
        elif ui == "undo":
            self.undo()
        elif ui == "reset":
            self.reset()
        elif ui == "step":
            self.go(int(arg or 0))
        elif ui == "answer" and self.board.exercise and self.board.exercise.answer:
            self.reset()
            for part in self.board.exercise.answer.split(";"):
                if part.strip():
                    self.play(part.strip())

    def undone(self, mark: int) -> None:
        self.last, self._said = [], []
        self.tell(None)

    def play(self, text: str) -> None:
        """The reader's action (its notation): an exercise's answer, or played on a ``play`` board."""
        self.selection = None
        self.kingdom = []
        if self.mode == "exercise":
            self.answer.append(text)
            self.judge()
            return
        if self.mode != "play":
            return
        try:
            events = self.act(text)
        except (IllegalAction, NotationError) as err:
            self.tell(_refused(err), "bad")
            return
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
        self.solved = self.solved or v.ok  # (kept after "Try again": the answer is known by then)
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
        out.append(join([h("details", {"class": "tb-pos"}, h("summary", t("embed.position_text")),
                            h("textarea", {"readonly": True, "rows": 8, "spellcheck": "false"}, self.position())),
                          self.analysis_link()]))  # (its analysis on the game page)
        return join(out)

    def analysis_link(self) -> Markup | None:
        """The game page's analysis of this board; an exercise's only once it is solved or its answer shown (hard's
        best actions give the answer away: docs/embedding.md), and then of its question."""
        shown = self.position() if self.mode != "exercise" else tigris.to_diagram(self.start) if self.solved else ""
        return analyse_link(shown, self.analyse_page) if shown else None

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
            names = [i18n.capital(cat.name("dynasty", w)) for w in r.winners]
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
                out.append(button(trusted(svg.leader_icon(me, leader, 24, i18n.current().letters())), "select", f"leader {leader}",
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
        # The hint is words that wrap (a placeholder was cut on a phone, in German by half); the field shows
        # the notation itself, the same in every language.
        return h("form", {"class": "tb-type"},
                 h("label", {"class": "tb-type-field"}, h("span", {"class": "tb-type-hint"}, t("embed.type_hint")),
                   h("input", {"name": "action", "autocomplete": "off", "spellcheck": "false",
                               "placeholder": "swap red blue"})),
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
        out.append(h("div", {"class": "tb-acts"}, button(t("embed.undo"), "undo", disabled=not self.can_undo),
                     button(t("embed.reset"), "reset", disabled=not self.can_undo)))
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
