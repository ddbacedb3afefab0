"""bench/players/wars.py: where a leader was left for a war to take, the rival's wars against the imagined rival's."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import tigris
from tigris.names import BLACK

BENCH = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players"
sys.path.insert(0, str(BENCH))

from wars import began_war, lost_wars  # noqa: E402

# The archer king on b1 with two black tiles beside him, the bull king on g1 with two: a tile on e1 unites them.
KINGS = """
players: archer bull
board: blank
archer: hand {archer}
bull:   hand k k k r g g
    a  b  c  d  e  f  g  h
 1  r  Ak k  k  .  k  Bk r
 2  .  .  .  .  .  g  k  k
"""


def test_a_leader_whose_rival_has_more_tiles_beside_him_than_his_hand_can_answer_is_left_for_a_war() -> None:
    # The bull has three black tiles beside his king (f1 g2 h2) against the archer's two (c1 d1).
    bare = tigris.from_diagram(KINGS.format(archer="r r r g g g"))
    assert lost_wars(bare, 0, 1) == [BLACK]
    defended = tigris.from_diagram(KINGS.format(archer="k r r g g g"))  # one black tile in hand ties the war
    assert lost_wars(defended, 0, 1) == []
    assert lost_wars(bare, 1, 0) == []  # the bull's king is not the one in danger


def test_the_tile_that_unites_the_kingdoms_begins_a_war_and_another_does_not() -> None:
    game = tigris.from_diagram(KINGS.format(archer="r r r g g g"))
    unite, elsewhere = tigris.parse_action("tile red e1"), tigris.parse_action("tile red a2")
    assert began_war(game.copy(), unite, 0)
    assert not began_war(game.copy(), elsewhere, 0)


def test_an_arena_file_is_read_and_each_opponent_s_shares_are_printed(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "games.jsonl"
    subprocess.run([sys.executable, str(BENCH / "arena.py"), "--games", "2", "--workers", "1", "--pairs",
                    "medium:easy", "--out", str(out)], capture_output=True, check=True)
    assert len(out.read_text().splitlines()) == 2 and all(json.loads(line)["moves"] for line in out.read_text().splitlines())
    printed = subprocess.run([sys.executable, str(BENCH / "wars.py"), "--games", str(out), "--worlds", "2"],
                             capture_output=True, text=True, check=True).stdout
    header, row = printed.splitlines()[:2]
    assert header.split() == ["rival", "games", "places", "began", "a", "war", "imagined"]
    name, games, places, real, imagined = row.split()
    assert name == "easy" and games == "2" and int(places) >= 0
    assert 0.0 <= float(real) <= 1.0 and 0.0 <= float(imagined) <= 1.0
    refused = subprocess.run([sys.executable, str(BENCH / "wars.py"), "--games", str(out), "--against", "hunter"],
                             capture_output=True, text=True)
    assert refused.returncode != 0 and "no two-player games" in refused.stderr
