"""Final scoring (rulebook: "Game End and Winner"): treasures are wild, the weakest colour counts."""

from __future__ import annotations

from typing import Any

from .actions import COLOURS
from .value import Value


def allocate(points: list[int], treasures: int) -> list[int]:
    """Give each treasure to the currently lowest colour.

    This "water-filling" gives the lexicographically greatest ascending vector,
    which is best for the win and for every tie-break.
    """
    extra = [0, 0, 0, 0]
    for _ in range(treasures):
        totals = [p + e for p, e in zip(points, extra)]
        extra[totals.index(min(totals))] += 1
    return extra


class Standing(Value):
    __slots__ = ("player", "points", "treasures", "allocation", "totals", "vector", "rank")

    player: str
    points: tuple[int, ...]  # red, blue, black, green before treasures
    treasures: int
    allocation: tuple[int, ...]  # treasures added to each colour
    totals: tuple[int, ...]
    vector: tuple[int, ...]  # totals sorted ascending
    rank: int  # 1 for the winners; equal vectors share a rank

    @property
    def score(self) -> int:
        return self.vector[0]

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "points": dict(zip(COLOURS, self.points)),
            "treasures": self.treasures,
            "allocation": dict(zip(COLOURS, self.allocation)),
            "totals": dict(zip(COLOURS, self.totals)),
            "vector": list(self.vector),
            "rank": self.rank,
        }


class Result(Value):
    __slots__ = ("standings", "why")

    standings: tuple[Standing, ...]  # best first
    why: str  # "treasures" or "bag"

    @property
    def winners(self) -> list[str]:
        return [s.player for s in self.standings if s.rank == 1]

    def to_dict(self) -> dict[str, Any]:
        return {"why": self.why, "winners": self.winners, "standings": [s.to_dict() for s in self.standings]}

    def __str__(self) -> str:
        lines = []
        for s in self.standings:
            cols = ", ".join(f"{COLOURS[c]}={s.totals[c]}" for c in range(4))
            lines.append(f"{s.rank}. {s.player}: {s.score} ({cols}, treasures={s.treasures})")
        return "\n".join(lines)


def final_result(players: tuple[str, ...], scores: list[list[int]], treasures: list[int], why: str) -> Result:
    rows: list[tuple[tuple[int, ...], str, tuple[int, ...], int, tuple[int, ...], tuple[int, ...]]] = []
    for name, pts, t in zip(players, scores, treasures):
        extra = allocate(pts, t)
        totals = tuple(p + e for p, e in zip(pts, extra))
        rows.append((tuple(sorted(totals)), name, tuple(pts), t, tuple(extra), totals))
    rows.sort(key=lambda r: r[0], reverse=True)
    standings: list[Standing] = []
    for i, (vec, name, points, t, allocation, totals) in enumerate(rows):
        rank = standings[-1].rank if i and rows[i - 1][0] == vec else i + 1
        standings.append(Standing(name, points, t, allocation, totals, vec, rank))
    return Result(tuple(standings), why)
