"""Boards embedded in any page: their markup, their static pictures and what a reader does with them.

Plain Python, no ``js``: tested in CPython (tests/web/test_embed.py), used by the
build (static SVG for tutorial.html and for any author's page) and by
``web/embed/page.py`` in the browser (which only moves clicks in and HTML out); the live
board itself is ``web/embed/live.py``, exercises as JSON ``web/embed/exercises.py``.

An embedded board is an element with the class ``tigris-board`` (see
docs/embedding.md)::

    <div class="tigris-board" data-mode="exercise">
      <script type="text/plain" class="tigris-diagram"> …a position… </script>
      <script type="application/json" class="tigris-exercise">{"prompt": …}</script>
    </div>

``data-mode`` is ``view``, ``play``, ``steps`` or ``exercise`` (``web.tutorial.lessons.MODES``);
a ``steps`` board lists its actions as ``<ol class="tigris-steps"><li
data-action="tile red d1">note</li>…</ol>``. The build (or ``python build.py
prerender page.html``) puts the board's picture into ``<div class="tb-svg">``
so the page reads well before Python has loaded, or with scripts off.

Every word a board shows is a key of ``web/i18n/<lang>.json`` (``embed.…``
for the controls; the tutorial's own texts are ``tutorial.…`` keys, see
``web.tutorial.lessons.say``), said in the current language (``web.core.i18n.current()``);
the engine's events and refusals come through ``i18n.current().event()`` /
``reason()``. The tutorial page's text carries ``data-i18n="<key>"`` so the
page can say it again in another language (``tutorial_toc``, ``tutorial_body``).
"""

from __future__ import annotations

import functools
import json
import re
from html import unescape
from typing import Any, Iterable
from urllib.parse import parse_qs

import tigris
import tigris.svg as svg
from tigris import NotationError
from web.core import i18n
from web.core.html import Markup, h, join, trusted
from web.core.i18n import t
from web.embed.exercises import exercise_from_json, exercise_to_json
from web.tutorial.lessons import MODES, Board, Exercise, Section, Step, is_key, say, say_html

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
    return trusted(svg.board(game, interactive=interactive, area=area, letters=i18n.current().letters(), **marks))


def static_svg(board: Board, *, shared: bool = False) -> Markup:
    """The picture of a board's starting position, for the page before Python loads.

    ``shared``: without the ``<style>`` and ``<defs>`` every picture repeats,
    for a page that carries them once (``shared_style``, ``shared_defs``).
    """
    picture = board_svg(board.game(), extent(board.diagram), interactive=False, kingdom=board.highlight or None)
    return without_shared(picture) if shared else picture


_SHARED = re.compile(r"<style>.*?</style>|<defs>.*?</defs>", re.S)


@functools.cache
def _shared_parts() -> tuple[str, ...]:
    """The ``<style>`` and ``<defs>`` of every picture ``tigris.svg`` draws (read from one it draws)."""
    return tuple(_SHARED.findall(svg.board(tigris.Game.new(["archer", "bull"], seed=0), interactive=False,
                                           area=(1, 1))))


def without_shared(picture: str) -> Markup:
    """A picture without the style and pattern every picture repeats (unchanged if it has others)."""
    if tuple(_SHARED.findall(picture)) != _shared_parts():
        return trusted(picture)
    return trusted(_SHARED.sub("", picture).replace("\n\n", "\n"))


def shared_style() -> str:
    """The CSS of every board picture, for a page's own ``<style>`` (the rules are scoped to ``svg.tg``)."""
    style = next(p for p in _shared_parts() if p.startswith("<style>"))
    return style[len("<style>"):-len("</style>")].strip()


def shared_defs() -> Markup:
    """The patterns every picture refers to (``url(#tg-river)``), once, in a hidden picture at the top of a page."""
    defs = "".join(p for p in _shared_parts() if p.startswith("<defs>"))
    return trusted('<svg class="tb-defs" aria-hidden="true" focusable="false" width="0" height="0" '
                   f'style="position:absolute">{defs}</svg>')


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
        raise ValueError(t("embed.error.unreadable", problem=i18n.problem(err))) from None
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
    return h("p", {"class": "tb-msg bad", "role": "alert"}, t("embed.cannot_show", problem=i18n.problem(err)))


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


def board_markup(board: Board, *, static: bool = True, shared: bool = False, lazy: bool = False) -> Markup:
    """The element for one board, as the tutorial page carries it (with its static picture),
    its words in the current language (``shared``: see ``static_svg``; ``lazy``: the picture
    as an image of its own file, see ``picture_img``)."""
    parts: list[Markup] = [
        h("script", {"type": "text/plain", "class": "tigris-diagram"}, trusted("\n"),
          _script_text(board.diagram)),
    ]
    if board.exercise is not None:
        data = json.dumps(exercise_to_json(board.exercise), ensure_ascii=False).replace("<", "\\u003c")
        parts.append(h("script", {"type": "application/json", "class": "tigris-exercise"}, trusted(data)))
        parts.append(h("p", {"class": "tb-prompt"}, prompt_html(board.exercise)))
    picture = (picture_img(board) if lazy else static_svg(board, shared=shared)) if static else None
    parts.append(h("div", {"class": "tb-svg"}, picture))
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
    key) is wrapped in a ``<div>`` so it can be replaced as a whole. The
    first ``INLINE_PICTURES`` pictures are drawn into the page, leaving out
    what they all repeat (the page carries it once: ``shared_style`` in its
    ``<style>``, ``shared_defs`` first in its body); the others are images of
    their own files (``picture_files``), loaded as they come near the view.
    """
    sections = list(sections)
    lazy = {b.id for b in lazy_boards(sections)}
    return join((h("section", {"id": f"topic-{s.id}"},
                   h("h2", keyed(s.title), say(s.title)), trusted("\n"),
                   join((h("div", {"class": "tb-text", **keyed(p)}, say_html(p)) for p in s.paragraphs),
                        trusted("\n")), trusted("\n"),
                   join((board_markup(b, static=static, shared=True, lazy=b.id in lazy) for b in s.boards),
                        trusted("\n")))
                 for s in sections), trusted("\n"))


# The tutorial's boards a reader sees first, whose pictures are in the page itself. The others' pictures
# (about three fifths of the page's bytes) are files the browser reads only as they come near the view: the
# page is parsed sooner, and Python starts sooner (docs/startup.md: the tutorial's start 1.01–1.07 → 0.91–0.95 × a bare PyScript page).
INLINE_PICTURES = 2


def lazy_boards(sections: Iterable[Section]) -> list[Board]:
    """The tutorial's boards whose pictures are files of their own (all after the first ``INLINE_PICTURES``)."""
    return [b for s in sections for b in s.boards][INLINE_PICTURES:]


def picture_path(board: Board) -> str:
    """Where a board's picture file is, from the page."""
    return f"boards/{board.id}.svg"


def picture_files(sections: Iterable[Section]) -> dict[str, str]:
    """The picture files ``tutorial_body`` refers to: path → a whole SVG document (its own style and pattern)."""
    return {picture_path(b): str(static_svg(b)) for b in lazy_boards(sections)}


_ATTRIBUTE = re.compile(r'\s([\w-]+)="([^"]*)"')


def picture_img(board: Board) -> Markup:
    """A board's static picture as an image of its file (``picture_path``), read when it comes near the view.

    Its size (the picture's, or for a whole board its proportions, drawn as wide as the frame like the
    picture itself: class ``tb-whole``) is written in, so nothing moves as it arrives. The live board
    draws its own picture in its place."""
    opening = static_svg(board).split(">", 1)[0]
    attrs = dict(_ATTRIBUTE.findall(opening))
    width, height = attrs["viewBox"].split()[2:]
    return h("img", {"src": picture_path(board), "width": width, "height": height,
                     "class": None if "width" in attrs else "tb-whole", "alt": unescape(attrs["aria-label"]),
                     "loading": "lazy", "decoding": "async"})


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


def analyse_link(position: str, page: tuple[str, bool] | None) -> Markup | None:
    """A link that opens ``position`` (a diagram) on the analysis board of the game page (``page``: its address,
    and whether the link opens a new tab, as from a board in a frame); None when that page is not known."""
    if page is None:
        return None
    from urllib.parse import quote

    framed = page[1]
    return h("a", {"class": "tb-analyse", "href": f"{page[0]}?position={quote(position)}&analyse",
                   "target": "_blank" if framed else None, "rel": "noopener" if framed else None,
                   "title": t("analysis.link_title")}, t("analysis.link"))
