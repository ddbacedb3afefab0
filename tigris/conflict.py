"""Revolts and wars (rulebook: "Conflicts", "Revolts", "Wars"): who fights, with what strength, who loses what."""

from __future__ import annotations

from typing import Any, Mapping

from .actions import RED
from .board import NEIGHBOURS
from .kingdoms import group_cells
from .state import NO, State
from .value import Struct


class Conflict(Struct):
    """One revolt or war in progress. Everything in it is public: commitments are shown to all."""

    __slots__ = ("kind", "colour", "attacker", "defender", "attacker_cell", "defender_cell", "attack", "defence",
                 "attacker_support", "defender_support", "attacker_commit", "defender_commit")

    kind: str  # "revolt" or "war"
    colour: int  # the leaders' colour
    attacker: int
    defender: int
    attacker_cell: int
    defender_cell: int
    attack: int  # base strengths
    defence: int
    attacker_support: tuple[int, ...]  # war supporters, by cell
    defender_support: tuple[int, ...]
    attacker_commit: int  # NO until the attacker has committed
    defender_commit: int

    def __init__(self, kind: str, colour: int, attacker: int, defender: int, attacker_cell: int,
                 defender_cell: int, attack: int, defence: int, attacker_support: tuple[int, ...] = (),
                 defender_support: tuple[int, ...] = (), attacker_commit: int = NO, defender_commit: int = NO) -> None:
        self.kind = kind
        self.colour = colour
        self.attacker = attacker
        self.defender = defender
        self.attacker_cell = attacker_cell
        self.defender_cell = defender_cell
        self.attack = attack
        self.defence = defence
        self.attacker_support = attacker_support
        self.defender_support = defender_support
        self.attacker_commit = attacker_commit
        self.defender_commit = defender_commit

    def copy(self) -> "Conflict":
        return Conflict(*self._fields(self))

    @property
    def tile_colour(self) -> int:
        """Revolts are fought with temples, wars with the leaders' colour."""
        return RED if self.kind == "revolt" else self.colour

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "colour": self.colour,
            "attacker": self.attacker, "defender": self.defender,
            "attacker_cell": self.attacker_cell, "defender_cell": self.defender_cell,
            "attack": self.attack, "defence": self.defence,
            "attacker_support": list(self.attacker_support),
            "defender_support": list(self.defender_support),
            "attacker_commit": self.attacker_commit, "defender_commit": self.defender_commit,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Conflict":
        d = dict(d)
        d["attacker_support"] = tuple(d["attacker_support"])
        d["defender_support"] = tuple(d["defender_support"])
        return cls(**d)


def commit_options(c: Conflict, have: int, english: bool) -> list[int]:
    """How many tiles the side to commit may add: any number of the colour from his hand, or
    fewer choices under the English variant (rulebook: "English Variant").

    English variant: the attacker commits only to get ahead of the defender's
    base; the defender only exactly enough to tie (and so win).
    """
    if not english:
        return list(range(have + 1))
    if c.attacker_commit == NO:
        return [0] + [a for a in range(1, have + 1) if c.attack + a > c.defence]
    need = c.attack + c.attacker_commit - c.defence
    return [0] + ([need] if 1 <= need <= have else [])


def temple_strength(state: State, cell: int) -> int:
    """Revolt strength: face-up temples orthogonally next to the leader (rulebook: "Revolts")."""
    tile, down = state.tile, state.down
    return sum(1 for nb in NEIGHBOURS[cell] if tile[nb] == RED and not down[nb])


def supporters(state: State, leader_cell: int, colour: int, separator: int) -> tuple[int, ...]:
    """Face-up tiles of ``colour`` linked to the leader without crossing ``separator``: its supporters in a war."""
    tile, down = state.tile, state.down
    return tuple(
        c for c in group_cells(state.link, leader_cell, skip=separator)
        if tile[c] == colour and not down[c]
    )


def strengths(state: State) -> dict[int, tuple[int, int]]:
    """Each leader's strength by its cell, as (in a revolt, in a war) (§9.2, §10.4).

    What a player weighs before placing a leader or a tile: the face-up temples
    next to it, and the face-up tiles of its colour in its kingdom. While a war
    is fought the unifying tile separates the two sides, as for the war itself.
    """
    return {cell: (temple_strength(state, cell), len(supporters(state, cell, colour, state.marker)))
            for cell, (_, colour) in state.leader_at.items()}


def war_colours(state: State, unifier: int) -> list[int]:
    """Colours with two leaders in the group of the unifying tile, counted again after each war."""
    seen = [0, 0, 0, 0]
    leader_at = state.leader_at
    for c in group_cells(state.link, unifier):
        who = leader_at.get(c)
        if who is not None:
            seen[who[1]] += 1
    return [c for c in range(4) if seen[c] >= 2]


def war_sides(state: State, colour: int, unifier: int) -> tuple[int, int]:
    """(attacker, defender): the active player if involved, else the first involved clockwise from him."""
    group = set(group_cells(state.link, unifier))
    owners = [p for p in range(len(state.players)) if state.leader_cell[p][colour] in group]
    n = len(state.players)
    for step in range(n):
        p = (state.active + step) % n
        if p in owners:
            other = owners[0] if owners[1] == p else owners[1]
            return p, other
    raise AssertionError("a war needs two leaders")


def removable(state: State, cell: int, colour: int) -> bool:
    """Whether a losing supporter is removed (rulebook: "Conflict Rewards"), once the loser has left the board.

    Priest exception: a temple with a treasure, or next to any leader still standing,
    stays.
    """
    if cell in state.building_cell:
        return False  # the tile under a civilization building stays (variant)
    if colour == RED:
        if cell in state.treasure:
            return False
        leader_at = state.leader_at
        for nb in NEIGHBOURS[cell]:
            if nb in leader_at:
                return False
    return True
