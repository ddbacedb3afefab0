"""Positions for the browser tests, as diagrams (format: tigris/diagram.py)."""

from __future__ import annotations


def diagram(header: str, cells: dict[str, str]) -> str:
    """A full 16×11 diagram of a blank board with ``cells`` filled in; three far treasures keep the game going."""
    cells = {"l11": "r*", "n11": "r*", "p11": "r*", **cells}
    lines = [header.strip(), "board: blank", "", "    " + "  ".join("abcdefghijklmnop")]
    for row in range(1, 12):
        toks = [cells.get(f"{c}{row}", ".") for c in "abcdefghijklmnop"]
        lines.append(f"{row:>2}  " + " ".join(f"{t:<2}" for t in toks))
    return "\n".join(lines) + "\n"


# Archer's king can go to b3, into the kingdom of Bull's king: a revolt, 2 temples against 2.
REVOLT = diagram(
    """
players: archer bull
turn: archer 1
archer: hand r r r k k g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Bk", "c3": "r"},
)

# A red tile on d2 unites Archer's and Bull's kingdoms: kings and traders go to war.
WAR = diagram(
    """
players: archer bull
turn: archer 1
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"a2": "k", "b2": "r", "b3": "Ak", "c2": "Ag", "c1": "g",
     "e2": "r", "e3": "Bk", "f2": "Bg", "f1": "g", "g2": "g"},
)
