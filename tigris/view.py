"""What one player may know (rulebook: "Hidden Information"): the board, his own hand and points, public counts.

A view is a plain snapshot. It never holds other players' tiles, the bag's
contents or order, or (without ``open_scoring``) other players' points and
treasures. Of the bag's size it holds only a coarse level (``tigris.bag``),
and the exact count only with the ``exact_bag`` option. At the
end of the game everything is revealed.
"""

from __future__ import annotations

from typing import Any

from .actions import BUILDINGS, COLOURS, LEADERS, Action, monument_name
from .bag import bag_level, starting_bag
from .board import CELL_NAMES
from .conflict import strengths
from .game import Game
from .kingdoms import split
from .value import Value


class PlayerView(Value):
    __slots__ = ("name", "hand", "hand_size", "points", "treasures", "catastrophes", "leaders")

    name: str
    hand: tuple[int, ...] | None  # counts per colour; None when hidden
    hand_size: int
    points: tuple[int, ...] | None  # per colour; None when hidden
    treasures: int | None
    catastrophes: int
    leaders: dict[str, str | None]  # leader → cell name, or None in the supply

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "hand": None if self.hand is None else dict(zip(COLOURS, self.hand)),
            "hand_size": self.hand_size,
            "points": None if self.points is None else dict(zip(COLOURS, self.points)),
            "treasures": self.treasures,
            "catastrophes": self.catastrophes,
            "leaders": dict(self.leaders),
        }


class View(Value):
    __slots__ = ("viewer", "board", "river", "special", "tiles", "leaders", "catastrophes", "treasures",
                 "monuments", "buildings", "wonder", "unification", "strengths", "kingdoms", "regions", "players", "active", "to_move", "phase",
                 "actions_left", "options", "conflict", "war_options", "monument_options", "building_options",
                 "treasure_choice", "legal_actions", "result", "out_of_game", "bag_level", "bag_count")
    _defaults = {"legal_actions": (), "result": None, "out_of_game": None, "strengths": {}, "kingdoms": (),
                 "regions": ()}

    viewer: str
    board: str  # map name
    river: tuple[str, ...]
    special: tuple[str, ...]
    tiles: dict[str, tuple[str, bool]]  # cell → (colour, face_down)
    leaders: dict[str, tuple[str, str]]  # cell → (player, leader)
    catastrophes: tuple[str, ...]
    treasures: tuple[str, ...]
    monuments: dict[str, str]  # monument name → top-left cell
    buildings: dict[str, str]  # building name → cell (variant)
    wonder: tuple[str, ...]  # the wonder's five cells (variant)
    unification: str | None
    strengths: dict[str, tuple[int, int]]  # leader's cell → (strength in a revolt, in a war)
    kingdoms: tuple[tuple[str, ...], ...]  # the cells of each kingdom (a group with a leader)
    regions: tuple[tuple[str, ...], ...]  # the cells of each region (a group without)
    players: tuple[PlayerView, ...]
    active: str
    to_move: str | None
    phase: str
    actions_left: int
    options: dict[str, Any]
    conflict: dict[str, Any] | None
    war_options: tuple[str, ...]
    monument_options: tuple[str, ...]  # monuments, and the wonder (variant)
    building_options: tuple[str, ...]
    treasure_choice: dict[str, Any] | None
    legal_actions: tuple[Action, ...]  # only when the viewer decides
    result: dict[str, Any] | None
    out_of_game: dict[str, int] | None  # only with memory: per colour (plus "unknown", swapped, with exact_bag)
    bag_level: str  # how full the bag looks: one of tigris.bag.BAG_LEVELS
    bag_count: int | None  # the tiles in the bag: only with the exact_bag option, or at the end

    def player(self, name: str) -> PlayerView:
        return next(p for p in self.players if p.name == name)

    def to_dict(self) -> dict[str, Any]:
        return {
            "viewer": self.viewer, "board": self.board,
            "river": list(self.river), "special": list(self.special),
            "tiles": {c: [col, down] for c, (col, down) in self.tiles.items()},
            "leaders": {c: list(v) for c, v in self.leaders.items()},
            "catastrophes": list(self.catastrophes), "treasures": list(self.treasures),
            "monuments": dict(self.monuments), "unification": self.unification,
            "strengths": {c: list(s) for c, s in self.strengths.items()},
            "kingdoms": [list(k) for k in self.kingdoms], "regions": [list(r) for r in self.regions],
            "buildings": dict(self.buildings), "wonder": list(self.wonder),
            "players": [p.to_dict() for p in self.players],
            "active": self.active, "to_move": self.to_move, "phase": self.phase,
            "actions_left": self.actions_left, "options": dict(self.options),
            "conflict": self.conflict, "war_options": list(self.war_options),
            "monument_options": list(self.monument_options),
            "building_options": list(self.building_options),
            "treasure_choice": self.treasure_choice,
            "legal_actions": [str(a) for a in self.legal_actions],
            "result": self.result,
            "out_of_game": self.out_of_game,
            "bag_level": self.bag_level, "bag_count": self.bag_count,
        }


def view_of(game: Game, player: str, memory: bool = False) -> View:
    """What ``player`` may know of ``game``. ``memory=True`` adds what perfect recall of the
    public log gives (others' points and treasures, tiles out of the game): for the
    computer players, not for display (rulebook: "Hidden Information")."""
    viewer = game.index(player)
    st = game.state
    over = game.is_over
    open_scores = game.options.open_scoring or over or memory
    players = []
    for p, name in enumerate(st.players):
        mine = p == viewer or over
        players.append(PlayerView(
            name=name,
            hand=tuple(st.hands[p]) if mine else None,
            hand_size=sum(st.hands[p]),
            points=tuple(st.scores[p]) if (mine or open_scores) else None,
            treasures=st.treasures_taken[p] if (mine or open_scores) else None,
            catastrophes=st.catastrophes_left[p],
            leaders={LEADERS[c]: (None if st.leader_cell[p][c] < 0 else CELL_NAMES[st.leader_cell[p][c]])
                     for c in range(4)},
        ))
    conflict = None
    if game.conflict is not None:
        c = game.conflict
        conflict = {
            "kind": c.kind, "leader": LEADERS[c.colour], "colour": COLOURS[c.tile_colour],
            "attacker": st.players[c.attacker], "defender": st.players[c.defender],
            "attacker_cell": CELL_NAMES[c.attacker_cell], "defender_cell": CELL_NAMES[c.defender_cell],
            "attack": c.attack, "defence": c.defence,
            "attacker_support": [CELL_NAMES[x] for x in c.attacker_support],
            "defender_support": [CELL_NAMES[x] for x in c.defender_support],
            "attacker_commit": None if c.attacker_commit < 0 else c.attacker_commit,
        }
    treasure_choice = None
    if game.collection is not None:
        col = game.collection
        treasure_choice = {
            "player": st.players[col.owner], "count": col.count,
            "trader": CELL_NAMES[col.trader_cell],
            "special": [CELL_NAMES[x] for x in col.specials],
            "others": [CELL_NAMES[x] for x in col.others],
        }
    kingdoms, regions = split(st)
    deciding = game.to_move_index == viewer
    exact = game.options.exact_bag or over
    out_of_game = None
    if memory:
        # The swapped tiles' number would give the bag's exact size: only with exact_bag.
        out_of_game = dict(zip(COLOURS, st.lost))
        if exact:
            out_of_game["unknown"] = st.removed - sum(st.lost)
    return View(
        viewer=st.players[viewer],
        board=st.map.name,
        river=tuple(CELL_NAMES[c] for c in sorted(st.map.river)),
        special=tuple(CELL_NAMES[c] for c in sorted(st.map.special)),
        tiles={CELL_NAMES[c]: (COLOURS[t], st.down[c]) for c, t in enumerate(st.tile) if t >= 0},
        leaders={CELL_NAMES[c]: (st.players[p], LEADERS[col]) for c, (p, col) in sorted(st.leader_at.items())},
        catastrophes=tuple(CELL_NAMES[c] for c in sorted(st.catastrophe)),
        treasures=tuple(CELL_NAMES[c] for c in sorted(st.treasure)),
        monuments={monument_name(m): CELL_NAMES[tl] for m, tl in enumerate(st.monument_cell) if tl >= 0},
        unification=None if st.marker < 0 else CELL_NAMES[st.marker],
        buildings={BUILDINGS[c]: CELL_NAMES[cell] for c, cell in enumerate(st.building_cell) if cell >= 0},
        wonder=tuple(CELL_NAMES[c] for c in st.wonder),
        strengths={CELL_NAMES[c]: s for c, s in sorted(strengths(st).items())},
        kingdoms=tuple(tuple(CELL_NAMES[c] for c in k) for k in kingdoms),
        regions=tuple(tuple(CELL_NAMES[c] for c in r) for r in regions),
        players=tuple(players),
        active=game.active,
        to_move=game.to_move,
        phase=game.phase,
        actions_left=game.actions_left,
        options=game.options.to_dict(),
        conflict=conflict,
        war_options=tuple(LEADERS[c] for c in game.war_options),
        monument_options=tuple(str(a) for a in game.monument_choices),
        building_options=tuple(str(a) for a in game.building_choices),
        treasure_choice=treasure_choice,
        legal_actions=tuple(game.legal_actions()) if deciding else (),
        result=game.result().to_dict() if over else None,
        out_of_game=out_of_game,
        bag_level=bag_level(len(st.bag), starting_bag(st.map, len(st.players))),
        bag_count=len(st.bag) if exact else None,
    )

