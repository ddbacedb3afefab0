"""What happened, and why something was refused, as values.

Both carry a stable ``code`` and named ``params`` so the page can show them in
any language; ``str()`` gives the English sentence. Parameters are plain
JSON-safe values: player and colour names, cell names, numbers.
"""

from __future__ import annotations

from typing import Any

from .value import Value

# English sentences, by code. Keep codes stable: saved logs and translations use them.
EVENT_TEXT: dict[str, str] = {
    "turn_started": "{player}'s turn",
    "turn_ended": "{player} ends the turn",
    "leader_placed": "{player} places the {leader} on {cell}",
    "leader_moved": "{player} moves the {leader} from {origin} to {cell}",
    "leader_withdrawn": "{player} withdraws the {leader}",
    "leader_returned": "{player}'s {leader} returns to the supply ({why})",
    "tile_placed": "{player} places a {colour} tile on {cell}",
    "catastrophe": "{player} plays a catastrophe on {cell}",
    "tile_removed": "the {colour} tile on {cell} is removed",
    "swapped": "{player} swaps {count} tile(s)",
    "drew": "{player} draws {count} tile(s)",
    "points": "{player} gains {count} {colour} point(s)",
    "unification": "{cell} unites two kingdoms",
    "revolt": "revolt: {attacker}'s {leader} against {defender}'s",
    "war": "war of the {leader}s: {attacker} attacks {defender}",
    "war_avoided": "the {leader}s are no longer in one kingdom: no war",
    "committed": "{player} commits {count} {colour} tile(s)",
    "conflict_won": "{winner} wins {attack}–{defence} against {loser}",
    "monument_built": "{player} builds the {monument} monument on {cell}",
    "monument_declined": "{player} builds no monument",
    "treasure_taken": "{player} takes {count} treasure(s) from {cells}",
    "treasure_declined": "{player} leaves the treasures",
    "game_over": "the game is over ({why})",
    "building_placed": "{player} places the {building} on {cell}",
    "building_moved": "{player} moves the {building} to {cell}",
    "building_declined": "{player} places no building",
    "building_returned": "the {building} returns beside the board",
    "wonder_erected": "{player} erects the wonder on {cell}",
}


class Event(Value):
    __slots__ = ("code", "params")

    def __init__(self, code: str, params: tuple[tuple[str, Any], ...] = ()) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", params)

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, **dict(self.params)}

    def __str__(self) -> str:
        p = dict(self.params)
        if "cells" in p:
            p["cells"] = " ".join(p["cells"])
        return EVENT_TEXT[self.code].format(**p)


def event(code: str, **params: Any) -> Event:
    return Event(code, tuple(params.items()))


REASON_TEXT: dict[str, str] = {
    "game_over": "the game is over",
    "not_your_decision": "this is not the moment for that: {expected}",
    "no_actions_left": "no actions are left this turn",
    "not_empty": "{cell} is not empty",
    "leader_on_river": "a leader cannot stand on a river",
    "leader_needs_temple": "a leader must stand next to a temple",
    "leader_joins_kingdoms": "a leader may not join two kingdoms",
    "leader_same_cell": "the {leader} already stands on {cell}",
    "leader_not_on_board": "the {leader} is not on the board",
    "no_such_tile": "you have no {colour} tile",
    "farm_needs_river": "a farm (blue) must be placed on a river",
    "river_needs_farm": "only a farm (blue) may be placed on a river",
    "three_kingdoms": "a tile may not join three kingdoms",
    "no_catastrophes": "you have no catastrophe tiles left",
    "catastrophe_target": "a catastrophe cannot be placed on {what}",
    "swap_count": "swap between 1 and 6 tiles from your hand",
    "not_a_war": "there is no {leader} war to fight",
    "commit_range": "you can commit from 0 to {most} {colour} tiles",
    "notation": "{why}",
    "not_a_monument": "{monument} cannot be built on the square at {cell}",
    "treasure_choice": "take {count} treasure(s) from this kingdom, special-border ones first",
    "treasure_mandatory": "the trader must take the treasures",
    "english_commit": "English variant: commit only tiles that put you ahead of the defender, or none",
    "english_defence": "English variant: commit exactly enough to tie, or none",
    "not_a_building": "the {building} cannot go on {cell}",
    "not_a_wonder": "the wonder cannot be erected around {cell}",
}


class IllegalAction(Exception):
    """An action the rules refuse; ``str()`` is the reason in plain words."""

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(REASON_TEXT[code].format(**params))

    @property
    def reason(self) -> str:
        return str(self)
