"""bench/players/hands.py: how well the AI's imagined other hand matches the real one.

Run as a script, as the bench's tools run (each imports its neighbours in ``bench/players/`` by name)."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

HANDS = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players" / "hands.py"
LINE = re.compile(r"all 1 games .*: (\d+) rival hands: log-likelihood (-?[\d.]+), mean error ([\d.]+) temples,"
                  r" imagined ([\d.]+) against real ([\d.]+)")


def measure(sampler: str) -> tuple[int, float, float, float, float]:
    out = subprocess.run([sys.executable, str(HANDS), "--games", "1", "--worlds", "40", "--first-seed", "700",
                          "--sampler", sampler], capture_output=True, text=True, check=True).stdout
    found = LINE.search(out)
    assert found, out
    n, ll, err, imagined, real = found.groups()
    return int(n), float(ll), float(err), float(imagined), float(real)


def test_the_real_hands_are_the_ceiling_and_the_uniform_draw_falls_short_of_it() -> None:
    n, ll, err, imagined, real = measure("truth")
    assert n > 20 and ll == 0.0 and err == 0.0 and imagined == real
    n2, ll2, err2, _, real2 = measure("")
    assert n2 == n and real2 == real  # the same game, the same real hands
    assert ll2 < -0.5 and err2 > 0.3  # imagining the other hand from public counts loses information


OPEN = re.compile(r"open leaders needing (\d)\+? temples: (\d+) rival hands, held them ([\d.]+), imagined ([\d.]+)")


def open_leaders(*flags: str) -> dict[int, tuple[int, float, float]]:
    out = subprocess.run([sys.executable, str(HANDS), "--games", "1", "--worlds", "40", "--first-seed", "700",
                          *flags], capture_output=True, text=True, check=True).stdout
    return {int(n): (int(k), float(real), float(imagined)) for n, k, real, imagined in OPEN.findall(out)}


def test_hard_s_careful_worlds_imagine_an_open_leader_defended_more_often_than_the_uniform_draw() -> None:
    uniform, careful = open_leaders(), open_leaders("--careful")
    assert uniform and uniform.keys() == careful.keys()
    for n in uniform:
        assert uniform[n][:2] == careful[n][:2]  # the same game: the same open leaders, the same real hands
    hands = sum(k for k, _, _ in uniform.values())

    def imagined(table: dict[int, tuple[int, float, float]]) -> float:
        """The share of imagined hands holding the temples, over every open-leader hand."""
        return sum(k * share for k, _, share in table.values()) / hands

    assert imagined(careful) > imagined(uniform) + 0.1
