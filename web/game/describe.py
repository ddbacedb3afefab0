"""The board and the play in words, for screen readers: each cell's name, and what to announce.

"g4, river, farm, in the kingdom of Archer's king": built from the player's
view and the engine's public ``Game.kingdom`` (which cells hang together).
It says what the view holds and decides nothing. The words come from
``web.core.i18n.t`` (keys ``ui.a11y.*``) in the page's current language.

Plain Python, no ``js``: tested in CPython (tests/web/test_describe.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping, Sequence

from tigris.board import CELL_NAMES as CELLS
from tigris import actions as A
from tigris.actions import monument_name
from tigris.board import COLS, ROWS, cell_name, parse_cell
from tigris.names import BUILDINGS, COLOURS, LEADERS

from web.core.i18n import t


def _get(v: Any, name: str, default: Any = None) -> Any:
    return v.get(name, default) if isinstance(v, dict) else getattr(v, name, default)


def listing(items: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" in the current language."""
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return t("ui.a11y.and", a=", ".join(items[:-1]), b=items[-1])


def leader_words(owner: str, leader: str) -> str:
    """ "Archer's king": the leader of a player (``owner``: the name at the table)."""
    return t("ui.a11y.leader", owner=owner, leader=leader)


def _monument_cells(top_left: str) -> list[str]:
    row, col = divmod(parse_cell(top_left), COLS)
    return [cell_name((row + dr) * COLS + col + dc) for dr in (0, 1) for dc in (0, 1)
            if col + dc < COLS and row + dr < ROWS]


def cell_labels(
    view: Any,
    kingdom_of: Callable[[str], Iterable[str]],
    name: Callable[[str], str] = str.title,
    *,
    targets: Iterable[str] = (),
    selected: Iterable[str] = (),
    last: Iterable[str] = (),
    hint: Iterable[str] = (),
    strengths: bool = False,
) -> dict[str, str]:
    """Every cell's accessible name: where it is, what lies there, whose kingdom, what the page marks.

    ``view``: a ``tigris.View`` (or its dict); ``kingdom_of(cell)``: the cells
    linked with ``cell`` (``Game.kingdom``); ``name(dynasty)``: a player's
    name at the table. ``targets``, ``selected``, ``last`` and ``hint`` are
    the cells the board marks (where the chosen piece may go, the chosen
    leader, the last action, the hint). ``strengths``: each leader's
    strength in a revolt and in a war is said too, as the board shows it.
    """
    river = set(_get(view, "river") or ())
    special = set(_get(view, "special") or ())
    tiles = _get(view, "tiles") or {}
    leaders = _get(view, "leaders") or {}
    catastrophes = set(_get(view, "catastrophes") or ())
    treasures = set(_get(view, "treasures") or ())
    buildings = {cell: b for b, cell in (_get(view, "buildings") or {}).items()}
    wonder = set(_get(view, "wonder") or ())
    unification = _get(view, "unification")
    monuments: dict[str, str] = {}
    for m, top_left in (_get(view, "monuments") or {}).items():
        for c in _monument_cells(top_left):
            monuments[c] = m

    words = {"river": t("ui.a11y.river"), "land": t("ui.a11y.land"), "empty": t("ui.a11y.empty"),
             "special": t("ui.a11y.special"), "treasure": t("ui.a11y.treasure"),
             "treasure_first": t("ui.a11y.treasure_first"),
             "catastrophe": t("ui.a11y.catastrophe"), "wonder": t("ui.a11y.wonder"),
             "unification": t("ui.a11y.unification"), "target": t("ui.a11y.target"),
             "selected": t("ui.a11y.selected"), "last": t("ui.a11y.last"), "hint": t("ui.a11y.hint"),
             "alone": t("ui.a11y.alone")}
    tile_words: dict[tuple[Any, bool], str] = {}
    for cell, (colour, down) in tiles.items():
        key = (colour, bool(down))
        if key not in tile_words:
            tile_words[key] = t("ui.a11y.tile_down") if down else t("ui.a11y.tile", colour=colour)
    who = {cell: leader_words(name(p), leader) for cell, (p, leader) in leaders.items()}
    power = (_get(view, "strengths") or {}) if strengths else {}

    # One group per kingdom or region: the engine says which cells hang together.
    where: dict[str, str] = {}
    for cell in list(tiles) + list(leaders):
        if cell in where:
            continue
        group = list(kingdom_of(cell)) or [cell]
        in_group = [c for c in group if c in leaders]
        size = sum(1 for c in group if c in tiles)
        for c in group:
            others = [who[x] for x in in_group if x != c]
            if c in leaders:
                where[c] = t("ui.a11y.with", leaders=listing(others)) if others else words["alone"]
            elif others:
                where[c] = t("ui.a11y.kingdom", leaders=listing(others))
            else:
                where[c] = t("ui.a11y.region", count=size)

    marks = [(set(targets), "target"), (set(selected), "selected"), (set(last), "last"), (set(hint), "hint")]
    out = {}
    for cell in CELLS:
        parts = [cell, words["river"] if cell in river else words["land"]]
        if cell in special:
            parts.append(words["special"])
        held = []
        if cell in catastrophes:
            held.append(words["catastrophe"])
        if cell in tiles:
            colour, down = tiles[cell]
            held.append(tile_words[(colour, bool(down))])
        if cell in treasures:  # those on a special border are taken first (SPEC §12.4)
            held.append(words["treasure_first" if cell in special else "treasure"])
        if cell in leaders:
            held.append(who[cell])
            if cell in power:
                revolt, war = power[cell]
                held.append(t("ui.a11y.strength", revolt=revolt, war=war))
        if cell in buildings:
            held.append(t("ui.a11y.building", building=buildings[cell]))
        if cell in monuments:
            held.append(t("ui.a11y.monument", monument=monuments[cell]))
        if cell in wonder:
            held.append(words["wonder"])
        if cell == unification:
            held.append(words["unification"])
        parts += held or [words["empty"]]
        if cell in where:
            parts.append(where[cell])
        parts += [words[w] for cells, w in marks if cell in cells]
        out[cell] = ", ".join(parts)
    return out


def board_label() -> str:
    return t("ui.a11y.board")


def piece_words(selection: tuple[str, str] | None) -> str:
    """The chosen piece in words ("the red tile (temple)"); "" for none."""
    if selection is None:
        return ""
    kind, what = selection
    if kind == "tile":
        return t("ui.a11y.piece.tile", colour=what)
    if kind == "leader":
        return t("ui.a11y.piece.leader", leader=what)
    if kind == "catastrophe":
        return t("ui.a11y.piece.catastrophe")
    return ""


@dataclass(frozen=True)
class Moment:
    """What the page showed after one drawing, as far as announcements go."""

    moves: int = 0  # actions in the game's history
    message: str = ""
    error: bool = False
    selection: tuple[str, str] | None = None
    targets: int = 0  # cells offered for the selection

    @classmethod
    def of(cls, session: Any) -> "Moment":
        sel = session.selection
        return cls(len(session.game.history), session.message or "", bool(session.error),
                   tuple(sel) if sel else None, len(session.targets()) if sel else 0)


def announcement(before: Moment, after: Moment) -> str:
    """What the live region says after a drawing: what the last action did, a new message, a choice of piece.

    Errors are left out: the panel shows them as an alert, which is spoken on its own.
    """
    news = after.message and not after.error and (after.message != before.message or after.moves != before.moves)
    if news:  # what an action did, the engine's or the page's word on a choice, a hint
        return after.message
    if after.moves == before.moves and after.selection != before.selection:
        if after.selection is None:
            return t("ui.a11y.unselected")
        return t("ui.a11y.picked", piece=piece_words(after.selection), count=after.targets)
    return ""


def action_words(action: Any) -> str:
    """An action said as advice to the player who would play it ("place your trader on i8"), not its notation.

    Keys ``hint.action.<kind>`` hold the words; the parameters are the catalogue's
    names (leader, colour, building, monument), so each language words them its own way.
    """
    cell = CELLS[action.cell] if hasattr(action, "cell") else ""
    kind: str
    params: dict[str, Any] = {}
    if isinstance(action, A.PlaceLeader):
        kind, params = "leader", {"leader": LEADERS[action.colour], "cell": cell}
    elif isinstance(action, A.Withdraw):
        kind, params = "withdraw", {"leader": LEADERS[action.colour]}
    elif isinstance(action, A.PlaceTile):
        kind, params = "tile", {"colour": COLOURS[action.colour], "cell": cell}
    elif isinstance(action, A.Catastrophe):
        kind, params = "catastrophe", {"cell": cell}
    elif isinstance(action, A.Swap):
        kind, params = "swap", {"count": len(action.colours)}
    elif isinstance(action, A.EndTurn):
        kind = "end"
    elif isinstance(action, A.ChooseWar):
        kind, params = "war", {"leader": LEADERS[action.colour]}
    elif isinstance(action, A.Commit):
        kind, params = "commit", {"count": action.count}
    elif isinstance(action, A.BuildMonument):
        kind, params = "monument", {"monument": monument_name(action.monument), "cell": cell}
    elif isinstance(action, A.NoMonument):
        kind = "no_monument"
    elif isinstance(action, A.TakeTreasures):
        if action.cells:
            kind, params = "treasure", {"count": len(action.cells), "cells": listing([CELLS[c] for c in action.cells])}
        else:
            kind = "no_treasure"
    elif isinstance(action, A.PlaceBuilding):
        kind, params = "building", {"building": BUILDINGS[action.colour], "cell": cell}
    elif isinstance(action, A.NoBuilding):
        kind = "no_building"
    elif isinstance(action, A.ErectWonder):
        kind, params = "wonder", {"cell": cell}
    elif isinstance(action, A.WonderPoint):
        kind, params = "wonder_point", {"colour": COLOURS[action.colour]}
    else:
        return str(action)
    return t(f"hint.action.{kind}", **params)
