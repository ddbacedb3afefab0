"""Shared helpers for the rules tests (tests/engine/test_rules_*.py).

Positions are hand-written diagrams (format: tigris/diagram.py). Most use
``board: blank`` (all land; rivers only where drawn) so that one rule is shown
at a time. ``game()`` adds three lone treasure temples in the bottom-right
corner (``FAR``) so that the game does not end at the first turn end
(two treasures or fewer on the board end the game: rulebook, “Game End and Winner”).
"""

from __future__ import annotations

import random
import re

import pytest

import tigris
from tigris import IllegalAction, parse_action, parse_cell

RED, BLUE, BLACK, GREEN = 0, 1, 2, 3
COLOUR = {"red": RED, "blue": BLUE, "black": BLACK, "green": GREEN,
          "priest": RED, "farmer": BLUE, "king": BLACK, "trader": GREEN}

# Three treasures far away from every test position (row 11, columns l, n, p).
FAR = {"l11": "r*", "n11": "r*", "p11": "r*"}

_HEADER = re.compile(r"^\s*([a-p](\s+[a-p])*)\s*$")
_ROW = re.compile(r"^\s*(\d{1,2})\s+(\S.*)$")


def full_diagram(text: str, extra: dict[str, str]) -> str:
    """Rewrite a partial diagram as a full 16-column one, plus ``extra`` cells.

    (The diagram reader takes one column header for all rows, so cells far
    from the drawn columns are added by redrawing the whole board.)
    """
    board = "standard"
    m = re.search(r"^\s*board:\s*(\w+)", text, re.M)
    if m:
        board = m.group(1).lower()
    base = {"standard": tigris.STANDARD, "advanced": tigris.ADVANCED}.get(board)
    cells: dict[str, str] = {}
    columns = None
    other = []
    for line in text.splitlines():
        body = line.split("#", 1)[0].rstrip()
        if _HEADER.match(body):
            columns = body.split()
            continue
        r = _ROW.match(body)
        if r and ":" not in body:
            for col, tok in zip(columns, r.group(2).split()):
                cells[f"{col}{r.group(1)}"] = tok
            continue
        other.append(line)
    for name, tok in extra.items():
        assert cells.get(name, ".") == ".", f"{name} is used by the position"
        cells[name] = tok
    out = other + ["", "    " + "  ".join("abcdefghijklmnop")]
    for row in range(1, 12):
        toks = []
        for i, col in enumerate("abcdefghijklmnop"):
            name = f"{col}{row}"
            default = "~" if base is not None and base.is_river((row - 1) * 16 + i) else "."
            toks.append(cells.get(name, default))
        out.append(f"{row:>2}  " + " ".join(f"{t:<2}" for t in toks))
    return "\n".join(out) + "\n"


def game(text: str, far: bool = True) -> tigris.Game:
    """A game from a diagram; ``far`` adds three out-of-the-way treasures."""
    return tigris.from_diagram(full_diagram(text, FAR if far else {}))


def play(g: tigris.Game, *actions: str) -> list:
    """Apply actions in order; return all their events."""
    events = []
    for a in actions:
        events += g.apply(a)
    return events


def codes(events) -> list[str]:
    return [e.code for e in events]


def refused(g: tigris.Game, action: str, code: str | None = None) -> IllegalAction:
    """The action is refused with a plain-words reason and the game is unchanged."""
    before = tigris.to_record(g)
    legal = {str(a) for a in g.legal_actions()}
    with pytest.raises(IllegalAction) as info:
        g.apply(action)
    err = info.value
    assert str(err).strip(), "a refusal must give a reason"
    if code is not None:
        assert err.code == code, f"expected {code}, got {err.code}: {err}"
    assert tigris.to_record(g) == before, "a refused action must leave the game unchanged"
    try:
        norm = str(parse_action(action))
    except ValueError:
        norm = action
    assert norm not in legal, f"{action} is refused but listed in legal_actions()"
    assert not g.is_legal(action)
    return err


def legal(g: tigris.Game) -> set[str]:
    return {str(a) for a in g.legal_actions()}


def pts(g: tigris.Game, player: str) -> list[int]:
    """[red, blue, black, green] victory points."""
    return list(g.state.scores[g.index(player)])


def hand(g: tigris.Game, player: str) -> list[int]:
    """[red, blue, black, green] tiles in hand."""
    return list(g.state.hands[g.index(player)])


def treasures(g: tigris.Game, player: str) -> int:
    return g.state.treasures_taken[g.index(player)]


def tile(g: tigris.Game, cell: str):
    """'red'/'blue'/'black'/'green' (upper case when face-down), or None."""
    st = g.state
    c = parse_cell(cell)
    t = st.tile[c]
    if t < 0:
        return None
    name = ("red", "blue", "black", "green")[t]
    return name.upper() if st.down[c] else name


def leader(g: tigris.Game, player: str, which: str):
    """Cell name of a player's leader, or None when it is in the supply."""
    c = g.state.leader_cell[g.index(player)][COLOUR[which]]
    return None if c < 0 else tigris.cell_name(c)


def has_treasure(g: tigris.Game, cell: str) -> bool:
    return parse_cell(cell) in g.state.treasure


def on_board_treasures(g: tigris.Game) -> set[str]:
    return {tigris.cell_name(c) for c in g.state.treasure}


def played_until(seed: int, stop) -> tigris.Game:
    """A two-player game of random actions (never ending a turn early) from ``seed`` until ``stop(game)``."""
    g = tigris.Game.new(["archer", "bull"], seed=seed)
    rng = random.Random(seed)
    while not stop(g):
        acts = g.legal_actions()
        plays = [a for a in acts if str(a) != "end"] or acts
        g.apply(rng.choice(plays))
    return g
