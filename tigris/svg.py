"""The board as SVG markup: a pure function of a game or a view.

    svg = tigris.svg.board(game)                       # the board as anyone sees it
    svg = tigris.svg.board(view, highlights={"g4"},    # cells to offer as targets
                           selected={"h5"}, kingdom={"g4", "g5"}, last_move={"e3"})
    svg = tigris.svg.board(view, strengths=True,       # each leader's strength, the conflict's sides
                           outlines=True)              # a line around each kingdom

The markup is standalone (its own ``<style>`` and ``<defs>``), so it can be
saved as a file, inlined into a page at build time, or re-rendered by the page
after every move. Every cell is a ``<g data-cell="g4">`` so that a page can
handle clicks with a single delegated listener. Nothing here knows a rule:
the picture only shows what the view holds.
"""

from __future__ import annotations

import re
from html import escape
from typing import Any, Iterable, Mapping

from .game import Game
from .names import COLOURS, DYNASTIES, LEADERS, TILE_NAMES
from .view import view_of

ROWS, COLS = 11, 16
CELL = 40  # user units per cell
LEFT, TOP = 22, 22  # room for the coordinates
PAD = 6
WIDTH = LEFT + COLS * CELL + PAD
HEIGHT = TOP + ROWS * CELL + PAD


# Earthy palette: baked clay, river silt, lapis, bitumen, malachite.
FILL = {"red": "#b23a2e", "blue": "#2d6a9f", "black": "#2b2622", "green": "#3c8a47"}
DYNASTY_COLOUR = {"archer": "#e07b1a", "bull": "#7b4ea3", "pot": "#1f9c8f", "lion": "#c8407a"}
LEADER_LETTER = {"priest": "P", "farmer": "F", "king": "K", "trader": "T"}
COLOUR_LETTER = {"red": "R", "blue": "B", "black": "K", "green": "G"}  # on monuments: colour is never the only cue
BUILDING_LETTER = {"library": "L", "granary": "G", "palace": "P", "market-hall": "M"}
# The letters on the pieces, by code: a page passes its language's (``letters=``), English is the default.
LETTERS = {**LEADER_LETTER, **COLOUR_LETTER, **BUILDING_LETTER}


def _letter(code: str, letters: Mapping[str, str] | None) -> str:
    """The letter shown on a piece for ``code`` (a leader, a colour, a building): the page's, else English."""
    return escape((letters or {}).get(code) or LETTERS.get(code, ""))


def _two(letter: str) -> str:
    """A class for a badge's text of two letters (a smaller font: it keeps inside its circle)."""
    return " two" if len(letter) > 1 else ""

STYLE = """
.tg{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;user-select:none;-webkit-user-select:none}
.tg .frame{fill:#6b4a2b}
.tg .coord{fill:#f3e6c6;font-size:12px;font-weight:600;text-anchor:middle;dominant-baseline:central}
.tg .land{fill:#ead9b0;stroke:#c9b27f;stroke-width:1}
.tg .river{fill:url(#tg-river);stroke:#7fb0c6;stroke-width:1}
.tg .wave{fill:none;stroke:#6ea5bd;stroke-width:1.4;stroke-linecap:round}
.tg .special{fill:none;stroke:#c8961c;stroke-width:2;stroke-dasharray:4 3}
.tg .tile{stroke:#00000040;stroke-width:1}
.tg .down{opacity:.55}
.tg .glyph{fill:#fff;stroke:none}
.tg .gline{fill:none;stroke:#fff;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}
.tg .leader{stroke-width:4}
.tg .badge{fill:#fff;stroke:#00000055;stroke-width:.8}
.tg .badge-t{font-size:8.5px;font-weight:700;text-anchor:middle;dominant-baseline:central}
.tg .badge-t.two{font-size:6.5px}
.tg .gem{fill:#f2c230;stroke:#6d4c00;stroke-width:1}
.tg .gem.sp{fill:#ffe27a;stroke:#8a1c12;stroke-width:1.6}
.tg .cat{fill:#3b2e27}
.tg .crack{fill:none;stroke:#e9823a;stroke-width:2.4;stroke-linejoin:round;stroke-linecap:round}
.tg .mon{stroke:#fff;stroke-width:1.5;pointer-events:none}
.tg .monument{pointer-events:none}
.tg .mon-t{fill:#fff;font-size:10px;font-weight:800;text-anchor:middle;dominant-baseline:central}
.tg .bld{fill:#fff4d6;stroke-width:1.8;stroke-linejoin:round}
.tg .bld-t{font-size:9px;font-weight:800;text-anchor:middle;dominant-baseline:central}
.tg .wonder{fill:rgba(245,183,0,.18);stroke:#f5b700;stroke-width:3;stroke-linejoin:round;pointer-events:none}
.tg .unif{fill:none;stroke:#f5b700;stroke-width:3;pointer-events:none}
.tg .unif2{fill:none;stroke:#6b4a2b;stroke-width:1.2;stroke-dasharray:3 2;pointer-events:none}
.tg .hl{fill:transparent;stroke:none}
.tg .kh .hl,.tg .hl.kingdom{fill:rgba(255,246,200,.42)}
.tg .hl.last{stroke:#e65100;stroke-width:2.5;stroke-dasharray:6 3}
.tg .hl.target{fill:rgba(255,214,0,.30);stroke:#b58900;stroke-width:3}
.tg .hl.sel{stroke:#0d47a1;stroke-width:3.5;fill:rgba(13,71,161,.12)}
.tg [data-cell]{cursor:pointer}
.tg [data-cell]:focus{outline:none}
.tg [data-cell]:focus-visible .hl{x:2.5px;y:2.5px;width:35px;height:35px;stroke:#111;stroke-width:5;stroke-dasharray:none}
"""

# Only with the options that draw these (the plain board stays as it was).
STYLE_MORE = """
.tg .st{stroke:#fff;stroke-width:1.1}
.tg .st-t{fill:#fff;font-size:9px;font-weight:800;text-anchor:middle;dominant-baseline:central}
.tg .st-w{fill:#fff;stroke-width:1.6}
.tg .st-wt{font-size:9px;font-weight:800;text-anchor:middle;dominant-baseline:central}
.tg .pill{stroke:#fff;stroke-width:1.4}
.tg .side-t{fill:#fff;font-size:11px;font-weight:800;text-anchor:middle;dominant-baseline:central}
.tg .side-t.long{font-size:9px}
.tg .strength,.tg .outline{pointer-events:none}
.tg .ko{fill:none;stroke:#1d1410;stroke-width:4;stroke-linejoin:round;opacity:.85}
.tg .ko2{fill:none;stroke:#fff3c4;stroke-width:1.3;stroke-linejoin:round}
.tg .ho{fill:none;stroke:#0d47a1;stroke-width:4;stroke-linejoin:round;display:none}
.tg .ho.kh,.tg .ho.on{display:inline}
"""

# Glyphs in a 40×40 cell, drawn white on the tile.
GLYPH = {
    # a ziggurat
    "red": '<path class="glyph" d="M10 30h20v-5h-3v-5h-3v-5h-2v-4h-4v4h-2v5h-3v5h-3z"/>',
    # a stalk of barley
    "blue": (
        '<path class="gline" d="M20 31V11"/>'
        '<path class="glyph" d="M20 14c-4-1-5-4-5-6 3 0 5 2 5 6zM20 14c4-1 5-4 5-6-3 0-5 2-5 6z'
        'M20 20c-4-1-5-4-5-6 3 0 5 2 5 6zM20 20c4-1 5-4 5-6-3 0-5 2-5 6z'
        'M20 26c-4-1-5-4-5-6 3 0 5 2 5 6zM20 26c4-1 5-4 5-6-3 0-5 2-5 6z"/>'
    ),
    # a house
    "black": '<path class="glyph" d="M10 21l10-9 10 9h-3v9h-5v-6h-4v6h-5v-9z"/>',
    # a balance
    "green": (
        '<path class="gline" d="M20 10v19M13 29h14M11 14h18M11 14l-3.5 8M11 14l3.5 8M29 14l-3.5 8M29 14l3.5 8"/>'
        '<path class="glyph" d="M6.5 22h9a4.5 3.5 0 0 1-9 0zM24.5 22h9a4.5 3.5 0 0 1-9 0z"/>'
    ),
}

# Dynasty symbols, white on the leader's disc (centre 20,20).
SYMBOL = {
    "archer": (
        '<path class="gline" d="M15 11.5q13 8.5 0 17"/>'
        '<path class="gline" style="stroke-width:1.2" d="M15 11.5v17"/>'
        '<path class="gline" d="M11.5 20h16m-3.5-3.5 3.5 3.5-3.5 3.5"/>'
    ),
    "bull": (
        '<ellipse class="glyph" cx="20" cy="22.5" rx="5" ry="5.8"/>'
        '<path class="gline" d="M15.5 19.5q-4.5-3-2.5-8M24.5 19.5q4.5-3 2.5-8"/>'
    ),
    "pot": '<path class="glyph" d="M16 11h8v2.5q4.5 3.5 4 9-1 6.5-8 6.5t-8-6.5q-.5-5.5 4-9z"/>',
    "lion": (
        '<circle cx="20" cy="20" r="7.6" fill="none" stroke="#fff" stroke-width="3.4" stroke-dasharray="2.6 1.6"/>'
        '<circle class="glyph" cx="20" cy="20" r="4.3"/>'
    ),
}


def _xy(cell: str) -> tuple[int, int]:
    col = ord(cell[0]) - ord("a")
    row = int(cell[1:]) - 1
    return LEFT + col * CELL, TOP + row * CELL


def _cells() -> list[str]:
    return [f"{chr(ord('a') + c)}{r + 1}" for r in range(ROWS) for c in range(COLS)]


def _as_view(source: Any) -> Any:
    """A ``View`` (or its ``to_dict()``) from a game, a view or a view dict."""
    if isinstance(source, Game):
        return view_of(source, source.players[0])
    return source


def _get(v: Any, name: str, default: Any = None) -> Any:
    if isinstance(v, dict):
        return v.get(name, default)
    return getattr(v, name, default)


def _tile(colour: str, down: bool) -> str:
    cls = "tile down" if down else "tile"
    out = f'<rect class="{cls}" x="3" y="3" width="34" height="34" rx="5" fill="{FILL[colour]}"/>'
    if not down:
        out += GLYPH[colour]
    name = TILE_NAMES[COLOURS.index(colour)]
    return out + f"<title>{escape(colour)} tile ({name}){' face down' if down else ''}</title>"


def _leader(player: str, leader: str, letters: Mapping[str, str] | None = None) -> str:
    colour = COLOURS[LEADERS.index(leader)]
    ring = DYNASTY_COLOUR.get(player, "#888")
    letter = _letter(leader, letters)
    return (
        f'<circle class="leader" cx="20" cy="20" r="15" fill="{FILL[colour]}" stroke="{ring}"/>'
        + SYMBOL.get(player, "")
        + f'<circle class="badge" cx="32" cy="32" r="6"/>'
        f'<text class="badge-t{_two(letter)}" x="32" y="32.5" fill="{FILL[colour]}">{letter}</text>'
        f"<title>{escape(player)} {escape(leader)} ({colour})</title>"
    )


def _gem(special: bool) -> str:
    if special:
        return ('<path class="gem sp" d="M29 3.5l2 4.2 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z"/>'
                "<title>treasure on a special border (taken first)</title>")
    return '<path class="gem" d="M29 4l5 5.5-5 5.5-5-5.5z"/><title>treasure</title>'


CATASTROPHE = (
    '<rect class="cat" x="2" y="2" width="36" height="36" rx="3"/>'
    '<path class="crack" d="M8 7l9 10-4 4 9 12M33 8l-8 8 4 5-9 7"/>'
    "<title>catastrophe</title>"
)


BUILDING_COLOUR = {"library": "red", "granary": "blue", "palace": "black", "market-hall": "green"}


def _building(name: str, letters: Mapping[str, str] | None = None) -> str:
    """A civilization building (variant): a small pillared hall in the corner of its tile."""
    colour = FILL.get(BUILDING_COLOUR.get(name, ""), "#777")
    return (f'<path class="bld" stroke="{colour}" d="M1.5 17V8.5l8.5-6.5 8.5 6.5V17z"/>'
            f'<text class="bld-t" x="10" y="11.5" fill="{colour}">{_letter(name, letters) or escape(name[:1].upper())}</text>'
            f"<title>{escape(name)} (building)</title>")


def _wonder(cells: Iterable[str]) -> str:
    """The wonder (variant): one outline around its plus of five cells."""
    pts = [_xy(c) for c in cells]
    if len(pts) != 5:
        return ""
    cx = sorted(x for x, _ in pts)[2]
    cy = sorted(y for _, y in pts)[2]
    a, b, c, d = cx - CELL, cx, cx + CELL, cx + 2 * CELL
    e_, f, g, h = cy - CELL, cy, cy + CELL, cy + 2 * CELL
    path = (f"M{b} {e_}H{c}V{f}H{d}V{g}H{c}V{h}H{b}V{g}H{a}V{f}H{b}Z")
    return f'<path class="wonder" d="{path}"><title>the wonder</title></path>'


def _monument(name: str, top_left: str, letters: Mapping[str, str] | None = None) -> str:
    a, b = name.split("-")
    x, y = _xy(top_left)
    fa, fb = FILL.get(a, "#999"), FILL.get(b, "#999")
    return (
        f'<g class="monument" transform="translate({x},{y})">'
        f'<rect class="mon" x="6" y="52" width="68" height="20" rx="2" fill="{fa}"/>'
        f'<rect class="mon" x="14" y="36" width="52" height="16" rx="2" fill="{fa}"/>'
        f'<rect class="mon" x="22" y="21" width="36" height="15" rx="2" fill="{fb}"/>'
        f'<rect class="mon" x="31" y="8" width="18" height="13" rx="2" fill="{fb}"/>'
        f'<text class="mon-t" x="40" y="62.5">{_letter(a, letters)}</text>'
        f'<text class="mon-t" x="40" y="29">{_letter(b, letters)}</text>'
        f"<title>{escape(name)} monument</title></g>"
    )


def _strength(revolt: int, war: int, colour: str) -> str:
    """A leader's two strengths: in a revolt (a red square, top left), in a war (a ring of its colour, top right)."""
    fill = FILL[colour]
    return (f'<g class="strength"><rect class="st" x="0.5" y="0.5" width="13" height="13" rx="2" fill="{FILL["red"]}"/>'
            f'<text class="st-t" x="7" y="7.5">{revolt}</text>'
            f'<circle class="st-w" cx="33" cy="7" r="6.5" stroke="{fill}"/>'
            f'<text class="st-wt" x="33" y="7.5" fill="{fill}">{war}</text>'
            f"<title>strength {revolt} in a revolt (temples next to it), {war} in a war "
            f"({colour} tiles in its kingdom)</title></g>")


def _side(cell: str, player: str, role: str, board: int, hand: int) -> str:
    """One side of the pending conflict: its strength, on the board and from the hand, above its leader."""
    x, y = _xy(cell)
    text = f"{board}+{hand}={board + hand}" if hand else str(board)
    width = max(18, 6 * len(text) + 8)
    long = " long" if hand else ""
    return (f'<g class="strength side-{role}" data-side="{role}" transform="translate({x + CELL // 2},{y})">'
            f'<rect class="pill" x="{-width / 2:g}" y="-7" width="{width}" height="14" rx="7" '
            f'fill="{DYNASTY_COLOUR.get(player, "#555")}"/>'
            f'<text class="side-t{long}" x="0" y="0.5">{text}</text>'
            f"<title>{escape(role)} {escape(player)}: strength {board} on the board"
            f"{f' + {hand} from the hand' if hand else ''}</title></g>")


def _outline(cells: Iterable[str]) -> str:
    """The path around a set of cells: their outer edges, chained clockwise into closed lines."""
    inside = {(ord(c[0]) - ord("a"), int(c[1:]) - 1) for c in cells}
    edges: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for col, row in sorted(inside, key=lambda p: (p[1], p[0])):
        x0, y0, x1, y1 = col, row, col + 1, row + 1
        for (nc, nr), a, b in (((col, row - 1), (x0, y0), (x1, y0)), ((col + 1, row), (x1, y0), (x1, y1)),
                               ((col, row + 1), (x1, y1), (x0, y1)), ((col - 1, row), (x0, y1), (x0, y0))):
            if (nc, nr) not in inside:
                edges.setdefault(a, []).append(b)
    d: list[str] = []
    for start in sorted(edges, key=lambda p: (p[1], p[0])):
        while edges.get(start):
            points = [start]
            at = start
            while edges.get(at):
                nxt = edges[at].pop(0)
                points.append(nxt)
                at = nxt
                if at == start:
                    break
            corners = [p for i, p in enumerate(points[:-1]) if i == 0 or
                       (points[i - 1][0] == p[0]) != (p[0] == points[i + 1][0])]
            x, y = corners[0]
            d.append(f"M{LEFT + x * CELL} {TOP + y * CELL}")
            for px, py in corners[1:]:
                d.append(f"H{LEFT + px * CELL}" if py == y else f"V{TOP + py * CELL}")
                x, y = px, py
            d.append("Z")
    return "".join(d)


HIDDEN = ' aria-hidden="true"'
_TITLE = re.compile(r"<title>.*?</title>")


def _names(cells: Iterable[str] | None) -> set[str]:
    return {str(c).lower() for c in cells} if cells else set()


def board(
    source: Any,
    *,
    highlights: Iterable[str] | None = None,
    selected: Iterable[str] | None = None,
    kingdom: Iterable[str] | None = None,
    last_move: Iterable[str] | None = None,
    size: int | None = None,
    coordinates: bool = True,
    interactive: bool = True,
    labels: Mapping[str, str] | None = None,
    focus: str | None = None,
    label: str = "Tigris board",
    hint: Iterable[str] | None = None,
    area: tuple[int, int] | None = None,
    strengths: bool = False,
    conflict: bool = False,
    committing: int = 0,
    outlines: bool = False,
    hover_outlines: bool = False,
    hovered: Iterable[str] | None = None,
    letters: Mapping[str, str] | None = None,
) -> str:
    """The board of ``source`` (a ``Game``, a ``View`` or a view's dict) as SVG markup.

    ``highlights``: cells offered as targets; ``selected``: chosen cells;
    ``kingdom``: cells of the hovered kingdom; ``last_move``: cells the last
    move touched. ``size`` sets the width in pixels (the height follows);
    without it the SVG fills its container. ``interactive=False`` leaves out
    the highlight layer of each cell (a lighter picture, e.g. to paint first).

    ``labels`` (cell → words, e.g. a page's translated descriptions) make the
    board an ARIA grid that a keyboard and a screen reader can walk: rows of
    ``gridcell`` cells named by their label, which is also each cell's
    tooltip in place of the English titles of its pieces. ``focus`` is the
    cell holding the board's one tab stop (``a1`` without it); ``label``
    names the board. ``hint``: cells of a suggested move. ``area``
    (columns, rows counted from a1) draws only that corner of the board, e.g.
    a small teaching board of a few kilobytes.

    ``strengths``: each leader's strength as the view tells it, in a revolt
    (a red square) and in a war (a ring of its colour); with it, or with
    ``conflict``, the pending conflict's two sides carry their strength above
    their leaders instead, the board's support plus the tiles committed, and
    ``committing`` tiles the side to commit has picked in its hand so far.
    ``outlines``: a line around each kingdom. ``hover_outlines``: each region
    and kingdom gets a hidden outline, ``<path class="ho" data-group="k1">``,
    and its cells ``data-group="k1"``, for a page to show under the pointer
    (class ``kh``) without drawing the board again; ``hovered``: cells whose
    outline is shown now.

    ``letters``: the letters on the pieces in the page's language, by code (``{"king": "K", "trader": "H",
    "red": "R", "library": "B"…}``: leaders' badges, monuments' colours, buildings); English where missing.

    Every text put in (``labels``, ``label``, names from the view, ``letters``) is escaped.
    """
    v = _as_view(source)
    river = set(_get(v, "river"))
    special = set(_get(v, "special"))
    tiles = _get(v, "tiles")
    leaders = _get(v, "leaders")
    catastrophes = set(_get(v, "catastrophes"))
    treasures = set(_get(v, "treasures"))
    monuments = _get(v, "monuments")
    unification = _get(v, "unification")
    buildings = {cell: name for name, cell in (_get(v, "buildings") or {}).items()}
    wonder = tuple(_get(v, "wonder") or ())
    marks = {
        "hint": _names(hint),
        "target": _names(highlights),
        "sel": _names(selected),
        "kingdom": _names(kingdom),
        "last": _names(last_move),
    }
    cols, rows = (COLS, ROWS) if area is None else (max(1, min(COLS, int(area[0]))), max(1, min(ROWS, int(area[1]))))
    width, height = LEFT + cols * CELL + PAD, TOP + rows * CELL + PAD
    shown = [c for c in _cells() if ord(c[0]) - ord("a") < cols and int(c[1:]) <= rows]

    extra = strengths or conflict or outlines or hover_outlines or bool(hovered)
    group_of: dict[str, str] = {}
    groups: list[tuple[str, tuple[str, ...]]] = []
    if hover_outlines:
        for prefix, field in (("k", "kingdoms"), ("r", "regions")):
            for i, cells_ in enumerate(_get(v, field) or ()):
                key = f"{prefix}{i + 1}"
                groups.append((key, tuple(cells_)))
                group_of.update((c, key) for c in cells_)
    power = dict(_get(v, "strengths") or {}) if strengths else {}
    sides: list[str] = []
    fight = _get(v, "conflict") if (strengths or conflict) else None
    if fight:
        a_commit = fight.get("attacker_commit")
        a_hand = a_commit if a_commit is not None else committing
        d_hand = committing if a_commit is not None else 0
        for cell, who, role, base, hand in (
                (fight["attacker_cell"], fight["attacker"], "attacker", fight["attack"], a_hand or 0),
                (fight["defender_cell"], fight["defender"], "defender", fight["defence"], d_hand or 0)):
            power.pop(cell, None)
            sides.append(_side(cell, who, role, int(base), max(0, int(hand))))

    grid = labels is not None
    if grid and focus not in set(shown):
        focus = "a1"
    dims = f' width="{size}" height="{round(size * height / width)}"' if size else ""
    if area is not None and not size:
        dims = f' width="{width}" height="{height}"'
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tg" viewBox="0 0 {width} {height}"{dims} '
        f'role="{"grid" if grid else "img"}" aria-label="{escape(label)}">',
        f"<style>{STYLE}{STYLE_MORE if extra else ''}</style>",
        '<defs><pattern id="tg-river" width="40" height="40" patternUnits="userSpaceOnUse">'
        '<rect width="40" height="40" fill="#8fbdd1"/>'
        '<path class="wave" d="M7 14q3.25-3 6.5 0t6.5 0 6.5 0 6.5 0M7 27q3.25-3 6.5 0t6.5 0 6.5 0 6.5 0"/>'
        "</pattern></defs>",
        f'<rect class="frame" width="{width}" height="{height}" rx="8"{HIDDEN if grid else ""}/>',
    ]
    if coordinates:
        if grid:
            out.append(f"<g{HIDDEN}>")  # the cells' names say where they are
        for c in range(cols):
            out.append(f'<text class="coord" x="{LEFT + c * CELL + CELL // 2}" y="{TOP // 2 + 1}">'
                       f"{chr(ord('a') + c)}</text>")
        for r in range(rows):
            out.append(f'<text class="coord" x="{LEFT // 2}" y="{TOP + r * CELL + CELL // 2}">{r + 1}</text>')
        if grid:
            out.append("</g>")

    for name in shown:
        x, y = _xy(name)
        is_river = name in river
        group = f' data-group="{group_of[name]}"' if name in group_of else ""
        parts = [f'<g data-cell="{name}"{group} transform="translate({x},{y})">',
                 f'<rect class="{"river" if is_river else "land"}" width="{CELL}" height="{CELL}"/>']
        if name in special:
            parts.append('<rect class="special" x="2.5" y="2.5" width="35" height="35" rx="4"/>')
        if name in catastrophes:
            parts.append(CATASTROPHE)
        if name in tiles:
            colour, down = tiles[name]
            parts.append(_tile(colour, bool(down)))
            if name in treasures:
                parts.append(_gem(name in special))
        if name in buildings:
            parts.append(_building(buildings[name], letters))
        if name in leaders:
            player, leader = leaders[name]
            parts.append(_leader(player, leader, letters))
            if name in power:
                revolt, war = power[name]
                parts.append(_strength(int(revolt), int(war), COLOURS[LEADERS.index(leader)]))
        cls = " ".join(k for k, cells in marks.items() if name in cells)
        if grid:
            words = escape((labels or {}).get(name, name), quote=False).replace('"', "&quot;")
            inside = _TITLE.sub("", "".join(parts[1:]))
            parts = [f'<g data-cell="{name}"{group} transform="translate({x},{y})" role="gridcell" '
                     f'tabindex="{0 if name == focus else -1}" aria-label="{words}"><g{HIDDEN}>', inside, "</g>",
                     f'<rect class="hl{" " + cls if cls else ""}" width="{CELL}" height="{CELL}"{HIDDEN}>'
                     f"<title>{words}</title></rect>"]
            if name[0] == "a":
                out.append('<g role="row">')
        elif interactive or cls:
            parts.append(f'<rect class="hl{" " + cls if cls else ""}" width="{CELL}" height="{CELL}"/>')
        parts.append("</g>")
        out.append("".join(parts))
        if grid and name[0] == chr(ord("a") + cols - 1):
            out.append("</g>")

    overlays = []
    in_area = set(shown)
    if outlines:
        for cells_ in _get(v, "kingdoms") or ():
            d = _outline(c for c in cells_ if c in in_area)
            if d:
                overlays.append(f'<g class="outline"><path class="ko" d="{d}"/><path class="ko2" d="{d}"/>'
                                f"<title>a kingdom</title></g>")
    for key, cells_ in groups:
        d = _outline(c for c in cells_ if c in in_area)
        if d:
            overlays.append(f'<path class="ho" data-group="{key}" d="{d}"/>')
    if hovered:
        d = _outline(c for c in _names(hovered) if c in in_area)
        if d:
            overlays.append(f'<path class="ho on" d="{d}"/>')
    for name, top_left in sorted(monuments.items()):
        overlays.append(_monument(name, top_left, letters))
    if wonder:
        overlays.append(_wonder(wonder))
    if unification:
        x, y = _xy(unification)
        overlays.append(f'<g transform="translate({x},{y})"><circle class="unif" cx="20" cy="20" r="17"/>'
                        f'<circle class="unif2" cx="20" cy="20" r="13"/><title>unification</title></g>')
    overlays += sides
    if grid and overlays:  # the cells' labels tell of them
        overlays = [f"<g{HIDDEN}>" + _TITLE.sub("", "".join(overlays)) + "</g>"]
    out += overlays
    out.append("</svg>")
    return "\n".join(out)


def tile_icon(colour: str, size: int = 28) -> str:
    """One tile as a small standalone SVG (for hands and buttons)."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="tg" viewBox="0 0 40 40" width="{size}" '
            f'height="{size}" aria-hidden="true"><style>.tg .glyph{{fill:#fff}}.tg .gline{{fill:none;'
            f'stroke:#fff;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}}</style>'
            f'<rect x="3" y="3" width="34" height="34" rx="5" fill="{FILL[colour]}"/>{GLYPH[colour]}</svg>')


def leader_icon(player: str, leader: str, size: int = 28, letters: Mapping[str, str] | None = None) -> str:
    """One leader as a small standalone SVG (its letter, in ``letters`` or English, as well as its colour)."""
    letter = _letter(leader, letters)
    colour = COLOURS[LEADERS.index(leader)]
    ring = DYNASTY_COLOUR.get(player, "#888")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="tg" viewBox="0 0 40 40" width="{size}" '
            f'height="{size}" aria-hidden="true"><style>.tg .glyph{{fill:#fff}}.tg .gline{{fill:none;'
            f'stroke:#fff;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}}</style>'
            f'<circle cx="20" cy="20" r="15" fill="{FILL[colour]}" stroke="{ring}" stroke-width="4"/>'
            f'{SYMBOL.get(player, "")}<circle cx="32" cy="32" r="6.5" fill="#fff" stroke="#00000055" '
            f'stroke-width=".8"/><text x="32" y="32.5" font-size="{7 if len(letter) > 1 else 9}" font-weight="700" '
            f'text-anchor="middle" '
            f'dominant-baseline="central" fill="{FILL[colour]}">{letter}</text></svg>')


def dynasty_icon(player: str, size: int = 24) -> str:
    """A dynasty's symbol on its colour."""
    ring = DYNASTY_COLOUR.get(player, "#888")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="{size}" height="{size}" '
            f'aria-hidden="true"><style>.glyph{{fill:#fff}}.gline{{fill:none;stroke:#fff;stroke-width:2.2;'
            f'stroke-linecap:round;stroke-linejoin:round}}</style>'
            f'<circle cx="20" cy="20" r="18" fill="{ring}"/>{SYMBOL.get(player, "")}</svg>')


def catastrophe_icon(size: int = 28) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="tg" viewBox="0 0 40 40" width="{size}" '
            f'height="{size}" aria-hidden="true"><rect x="2" y="2" width="36" height="36" rx="3" fill="#3b2e27"/>'
            f'<path d="M8 7l9 10-4 4 9 12M33 8l-8 8 4 5-9 7" fill="none" stroke="#e9823a" stroke-width="2.4" '
            f'stroke-linejoin="round" stroke-linecap="round"/></svg>')


# The marks a legend explains, in the order it lists them.
MARKS = ("special", "treasure", "catastrophe", "monument", "unification", "revolt", "war", "conflict",
         "kingdom", "last")


def mark_icon(kind: str, size: int = 28) -> str:
    """One mark of the board as a small standalone SVG, drawn as on the board, for a legend (see ``MARKS``)."""
    land = '<rect width="40" height="40" fill="#ead9b0" stroke="#c9b27f"/>'
    temple = (f'<rect x="3" y="3" width="34" height="34" rx="5" fill="{FILL["red"]}"/>'
              + GLYPH["red"].replace('class="glyph"', 'fill="#fff"'))
    disc = (f'<circle cx="20" cy="22" r="13" fill="{FILL["black"]}" stroke="{DYNASTY_COLOUR["archer"]}" '
            f'stroke-width="3.5"/>')
    number = 'font-size="9" font-weight="800" text-anchor="middle" dominant-baseline="central"'
    inner = {
        "special": (land + '<rect x="2.5" y="2.5" width="35" height="35" rx="4" fill="none" stroke="#c8961c" '
                    'stroke-width="2" stroke-dasharray="4 3"/>' + temple.replace('x="3" y="3" width="34" height="34"',
                                                                                'x="5" y="5" width="30" height="30"')
                    + '<path d="M29 3.5l2 4.2 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z" fill="#ffe27a" '
                    'stroke="#8a1c12" stroke-width="1.6"/>'),
        "treasure": land + temple + '<path d="M29 4l5 5.5-5 5.5-5-5.5z" fill="#f2c230" stroke="#6d4c00"/>',
        "catastrophe": ('<rect x="2" y="2" width="36" height="36" rx="3" fill="#3b2e27"/><path d="M8 7l9 10-4 4 '
                        '9 12M33 8l-8 8 4 5-9 7" fill="none" stroke="#e9823a" stroke-width="2.4" '
                        'stroke-linejoin="round" stroke-linecap="round"/>'),
        "monument": (land + f'<rect x="4" y="27" width="32" height="10" rx="2" fill="{FILL["red"]}" stroke="#fff"/>'
                     f'<rect x="9" y="17" width="22" height="10" rx="2" fill="{FILL["red"]}" stroke="#fff"/>'
                     f'<rect x="13" y="4" width="14" height="13" rx="2" fill="{FILL["blue"]}" stroke="#fff"/>'),
        "unification": (land + '<circle cx="20" cy="20" r="16" fill="none" stroke="#f5b700" stroke-width="3"/>'
                        '<circle cx="20" cy="20" r="12" fill="none" stroke="#6b4a2b" stroke-width="1.2" '
                        'stroke-dasharray="3 2"/>'),
        "revolt": (land + disc + f'<rect x="1" y="1" width="15" height="15" rx="2" fill="{FILL["red"]}" '
                   f'stroke="#fff"/><text x="8.5" y="9" fill="#fff" {number}>2</text>'),
        "war": (land + disc + f'<circle cx="32" cy="8" r="7" fill="#fff" stroke="{FILL["black"]}" stroke-width="1.6"/>'
                f'<text x="32" y="8.5" fill="{FILL["black"]}" {number}>3</text>'),
        "conflict": (land + disc + f'<rect x="4" y="1" width="32" height="14" rx="7" fill="{DYNASTY_COLOUR["archer"]}" '
                     f'stroke="#fff" stroke-width="1.4"/><text x="20" y="8.5" fill="#fff" {number}>3+1</text>'),
        "kingdom": (land + '<path d="M5 40V5H40" fill="none" stroke="#1d1410" stroke-width="4" opacity=".85"/>'
                    '<path d="M5 40V5H40" fill="none" stroke="#fff3c4" stroke-width="1.3"/>'),
        "last": (land + '<rect width="40" height="40" fill="none" stroke="#e65100" stroke-width="2.5" '
                 'stroke-dasharray="6 3"/>'),
    }[kind]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="{size}" height="{size}" '
            f'aria-hidden="true" data-mark="{escape(kind)}">{inner}</svg>')
