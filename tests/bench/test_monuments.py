"""bench/players/monuments.py: where the points came from, and the revolts left untaken on monument kingdoms."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import tigris
from tigris.names import BLACK

BENCH = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players"
sys.path.insert(0, str(BENCH))

from monuments import paying, revolt_margins  # noqa: E402

# The bull king on c2 stands in the kingdom of the red-black monument (a1), one temple beside him (c1). The
# archer king placed on d2 joins that kingdom beside two temples (d1, d3): a revolt, with two temples in hand.
KINGDOM = """
players: archer bull
board: blank
archer: hand r r b k g g
bull:   hand r r b k g g
monuments: red-black a1
    a  b  c  d  e  f  g  h
 1  K  K  r  r  .  .  .  r*
 2  K  K  Bk .  .  .  .  .
 3  .  .  .  r  .  .  .  r*
 5  .  .  .  .  .  .  .  r*
"""


def test_a_monument_pays_the_leader_of_its_colour_in_its_kingdom() -> None:
    game = tigris.from_diagram(KINGDOM)
    assert [tigris.actions.monument_name(m) for m in paying(game, 1, BLACK)] == ["red-black"]
    assert paying(game, 0, BLACK) == []  # the archer king is in his hand


def test_a_revolt_against_a_monument_paid_leader_is_found_with_its_margin() -> None:
    game = tigris.from_diagram(KINGDOM)
    margins = revolt_margins(game, 0)
    assert margins["leader king d2"] == 2 + 2 - 1  # two temples beside, two in hand, against one
    assert all(a.startswith("leader king") for a in margins)  # only the king can revolt against a king


def test_an_arena_file_is_read_and_both_tables_are_printed(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "games.jsonl"
    subprocess.run([sys.executable, str(BENCH / "arena.py"), "--games", "2", "--workers", "1", "--pairs",
                    "medium:easy", "--out", str(out)], capture_output=True, check=True)
    printed = subprocess.run([sys.executable, str(BENCH / "monuments.py"), "--games", str(out), "--openings", "1"],
                             capture_output=True, text=True, check=True).stdout
    points, revolts = printed.split("\n\n")
    rows = {line[:34].strip(): line[34:].split() for line in points.splitlines()[1:]}
    won, lost = (int(x) for x in rows["games"])
    assert won + lost <= 2 and {"tile, a", "tile, rival"} <= set(rows)
    assert all(float(x) >= 0 for k, v in rows.items() for x in v)
    lines = revolts.splitlines()
    assert lines[0].split()[-2:] == ["won", "lost"] and len(lines) == 2 + 6
    refused = subprocess.run([sys.executable, str(BENCH / "monuments.py"), "--games", str(out), "--against", "hunter"],
                             capture_output=True, text=True)
    assert refused.returncode != 0 and "no two-player game" in refused.stderr
