"""The versioned, JSON-safe record of a game, and reading it back safely.

A record holds how the game began (a setup, or a starting position), every
action since, and the full current state (bag order included) so loading is
instant and continues identically. Records come from outside (saves, imports,
URLs), so reading one checks everything and fails with ``RecordError`` and a
plain message, never with a crash deep in the engine.
"""

from __future__ import annotations

from typing import Any, Mapping

from . import conflict as cf
from .actions import (
    BUILDINGS, COLOURS, DYNASTIES, LEADERS, LETTERS, BuildMonument, ErectWonder, NoBuilding, PlaceBuilding,
    monument_name, parse_action, parse_building, parse_monument,
)
from .wonder import plus
from .gate import RecordError
from .board import BLANK, CELL_NAMES, CELLS, MAPS, BoardMap, parse_cell
from .options import Options
from .scoring import final_result
from .state import NO, TILE_COUNTS, TOTAL_TILES, State
from .monuments import square
from .treasures import collections

FORMAT = "tigris-game"
VERSION = 1
PHASES = ("action", "war", "commit", "monument", "treasure", "over", "building", "wonder_point")


def _cells(cells) -> list[str]:
    return [CELL_NAMES[c] for c in sorted(cells)]


def map_to_dict(m: BoardMap) -> Any:
    if m.name in MAPS and MAPS[m.name] == m:
        return m.name
    return {"name": m.name, "river": _cells(m.river), "special": _cells(m.special)}


def map_from_dict(d: Any) -> BoardMap:
    if isinstance(d, str):
        if d not in MAPS:
            raise RecordError(f"unknown board '{d}'")
        return MAPS[d]
    river = frozenset(parse_cell(c) for c in d.get("river", []))
    special = frozenset(parse_cell(c) for c in d.get("special", []))
    return BoardMap(str(d.get("name", BLANK.name)), river, (), special)


def state_to_dict(game) -> dict[str, Any]:
    st: State = game.state
    names = st.players
    tiles = "".join(
        "." if t == NO else (LETTERS[t].upper() if st.down[c] else LETTERS[t]) for c, t in enumerate(st.tile)
    )
    d: dict[str, Any] = {
        "board": map_to_dict(st.map),
        "players": list(names),
        "tiles": tiles,
        "leaders": {names[p]: {LEADERS[c]: CELL_NAMES[cell] for c, cell in enumerate(row) if cell >= 0}
                    for p, row in enumerate(st.leader_cell)},
        "catastrophes": _cells(st.catastrophe),
        "treasures": _cells(st.treasure),
        "monuments": {monument_name(m): CELL_NAMES[tl] for m, tl in enumerate(st.monument_cell) if tl >= 0},
        "buildings": {BUILDINGS[c]: CELL_NAMES[cell] for c, cell in enumerate(st.building_cell) if cell >= 0},
        "wonder": _cells(st.wonder),
        "hands": {names[p]: "".join(LETTERS[c] * n for c, n in enumerate(h)) for p, h in enumerate(st.hands)},
        "points": {names[p]: list(s) for p, s in enumerate(st.scores)},
        "treasures_taken": {names[p]: n for p, n in enumerate(st.treasures_taken)},
        "catastrophes_left": {names[p]: n for p, n in enumerate(st.catastrophes_left)},
        "bag": "".join(LETTERS[c] for c in st.bag),
        "removed": st.removed,
        "lost": list(st.lost),
        "active": names[st.active],
        "actions_done": st.actions_done,
        "phase": game.phase,
    }
    # Where the current action has got to (only what is set).
    if game.placed != NO:
        d["placed"] = CELL_NAMES[game.placed]
    if game.unifier != NO:
        d["unifier"] = CELL_NAMES[game.unifier]
        d["wars_started"] = [LEADERS[c] for c in game.wars_started]
    if game.war_options:
        d["war_options"] = [LEADERS[c] for c in game.war_options]
    if game.snapshot:
        d["snapshot"] = [[names[p], LEADERS[c], _cells(cells)] for (p, c), cells in game.snapshot.items()]
    if game.conflict is not None:
        d["conflict"] = game.conflict.to_dict()
    if game.monument_choices:
        d["monument_choices"] = [str(a) for a in game.monument_choices]
    if game.building_choices:
        d["building_choices"] = [str(a) for a in game.building_choices]
    if game.collection is not None:
        d["collection"] = {"trader": CELL_NAMES[game.collection.trader_cell]}
    if game.declined:
        d["declined"] = _cells(game.declined)
    if game.treasure_then != "action":
        d["treasure_then"] = game.treasure_then
    if game.bag_failed:
        d["bag_failed"] = True
    if game.result_ is not None:
        d["why_over"] = game.result_.why
    return d


def game_to_dict(game) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "setup": game.setup,
        "start": game.start,
        "options": game.options.to_dict(),
        "actions": list(game.history),
        "state": state_to_dict(game),
    }


def _colours(text: Any, what: str) -> list[int]:
    if not isinstance(text, str) or any(ch not in LETTERS for ch in text):
        raise RecordError(f"{what} must be a string of the letters r, b, k, g")
    return [LETTERS.index(ch) for ch in text]


def _int(v: Any, what: str, low: int = 0, high: int = 10**6) -> int:
    if type(v) is not int or not low <= v <= high:
        raise RecordError(f"{what} must be a whole number from {low} to {high}")
    return v


def _per_player(d: Mapping, key: str, names: tuple[str, ...]) -> list[Any]:
    section = d.get(key)
    if not isinstance(section, Mapping) or set(section) != set(names):
        raise RecordError(f"'{key}' must give a value for each player")
    return [section[n] for n in names]


def state_from_dict(d: Mapping[str, Any], options: Options):
    """Build a ``Game`` at the recorded position, checking it thoroughly."""
    from .game import Game

    if not isinstance(d, Mapping):
        raise RecordError("the position is not an object")
    names = d.get("players")
    if not isinstance(names, list) or not 2 <= len(names) <= 4 or len(set(names)) != len(names) \
            or any(n not in DYNASTIES for n in names):
        raise RecordError("players must be 2 to 4 different dynasties (archer, bull, pot, lion)")
    names = tuple(names)
    st = State(map_from_dict(d.get("board", "standard")), names)
    tiles = d.get("tiles")
    if not isinstance(tiles, str) or len(tiles) != CELLS or any(ch not in ".rbkgRBKG" for ch in tiles):
        raise RecordError(f"tiles must be a string of {CELLS} characters from .rbkgRBKG")
    for c, ch in enumerate(tiles):
        if ch != ".":
            colour = LETTERS.index(ch.lower())
            if (colour == 1) != st.map.is_river(c):
                raise RecordError(f"the tile on {CELL_NAMES[c]} breaks the river rule")
            st.put_tile(c, colour)
            st.down[c] = ch.isupper()
    leaders = _per_player(d, "leaders", names)
    for p, row in enumerate(leaders):
        if not isinstance(row, Mapping):
            raise RecordError("leaders must map leader names to cells")
        for leader, cell_name in row.items():
            if leader not in LEADERS:
                raise RecordError(f"unknown leader '{leader}'")
            cell = parse_cell(cell_name)
            if st.link[cell] or st.map.is_river(cell):
                raise RecordError(f"the {leader} cannot stand on {cell_name}")
            st.put_leader(p, LEADERS.index(leader), cell)
    for cell_name in d.get("catastrophes", []):
        cell = parse_cell(cell_name)
        if st.link[cell]:
            raise RecordError(f"a catastrophe and another piece share {cell_name}")
        st.catastrophe.add(cell)
    wonder = sorted(parse_cell(c) for c in d.get("wonder", []))
    if wonder:
        centre = next((c for c in wonder if plus(c) and sorted(plus(c)) == wonder), None)
        if centre is None or any(st.link[c] or c in st.catastrophe for c in wonder):
            raise RecordError("the wonder must fill five empty cells in a plus")
        for c in wonder:
            st.link[c] = True
        st._groups = None
        st.wonder = tuple(wonder)
    for cell_name in d.get("treasures", []):
        cell = parse_cell(cell_name)
        if st.tile[cell] != 0 and cell not in st.wonder:
            raise RecordError(f"the treasure on {cell_name} is not on a temple")
        st.treasure.add(cell)
    for name, cell_name in dict(d.get("buildings", {})).items():
        colour = parse_building(name)
        cell = parse_cell(cell_name)
        if st.tile[cell] != colour or st.down[cell]:
            raise RecordError(f"the {name} on {cell_name} is not on a face-up tile of its colour")
        st.building_cell[colour] = cell
    for name, cell_name in dict(d.get("monuments", {})).items():
        m = parse_monument(name)
        tl = parse_cell(cell_name)
        if tl % 16 == 15 or tl // 16 == 10 or not all(st.down[x] for x in square(tl)):
            raise RecordError(f"the {name} monument on {cell_name} is not on four face-down tiles")
        st.monument_cell[m] = tl
    st.hands = [[0] * 4 for _ in names]
    for p, text in enumerate(_per_player(d, "hands", names)):
        for c in _colours(text, "a hand"):
            st.hands[p][c] += 1
        if sum(st.hands[p]) > 6:
            raise RecordError("a hand holds at most 6 tiles")
    for p, pts in enumerate(_per_player(d, "points", names)):
        if not isinstance(pts, list) or len(pts) != 4:
            raise RecordError("points must list red, blue, black and green")
        st.scores[p] = [_int(x, "points") for x in pts]
    st.treasures_taken = [_int(x, "treasures taken", 0, 14) for x in _per_player(d, "treasures_taken", names)]
    st.catastrophes_left = [_int(x, "catastrophes left", 0, 2) for x in _per_player(d, "catastrophes_left", names)]
    st.bag = _colours(d.get("bag", ""), "the bag")
    st.removed = _int(d.get("removed", 0), "removed tiles", 0, TOTAL_TILES)
    lost = d.get("lost", [0, 0, 0, 0])
    if not isinstance(lost, list) or len(lost) != 4:
        raise RecordError("lost must list red, blue, black and green")
    st.lost = [_int(x, "lost tiles", 0, TILE_COUNTS[c]) for c, x in enumerate(lost)]
    if sum(st.lost) > st.removed:
        raise RecordError("more tiles lost than removed")
    for colour, count in enumerate(TILE_COUNTS):
        seen = sum(1 for t in st.tile if t == colour) + st.bag.count(colour) + sum(h[colour] for h in st.hands)
        if seen > count:
            raise RecordError(f"there are only {count} {COLOURS[colour]} tiles in the game")
    if st.count_tiles() != TOTAL_TILES:
        raise RecordError(f"the tiles do not add up to {TOTAL_TILES}")
    active = d.get("active")
    if active not in names:
        raise RecordError("the active player is not playing")
    st.active = names.index(active)
    st.actions_done = _int(d.get("actions_done", 0), "actions done", 0, 2)

    game = Game(st, options)
    phase = d.get("phase", "action")
    if phase not in PHASES:
        raise RecordError(f"unknown phase '{phase}'")
    game.phase = phase
    if "placed" in d:
        game.placed = parse_cell(d["placed"])
    if "unifier" in d:
        game.unifier = st.marker = parse_cell(d["unifier"])
        game.wars_started = [LEADERS.index(x) for x in d.get("wars_started", [])]
    game.war_options = [LEADERS.index(x) for x in d.get("war_options", [])]
    for player, leader, cells in d.get("snapshot", []):
        game.snapshot[(names.index(player), LEADERS.index(leader))] = frozenset(parse_cell(c) for c in cells)
    if "conflict" in d:
        game.conflict = cf.Conflict.from_dict(d["conflict"])
    game.monument_choices = [parse_action(a) for a in d.get("monument_choices", [])]
    if not all(isinstance(a, (BuildMonument, ErectWonder)) for a in game.monument_choices):
        raise RecordError("monument choices must be monuments")
    game.building_choices = [parse_action(a) for a in d.get("building_choices", [])]
    if not all(isinstance(a, (PlaceBuilding, NoBuilding)) for a in game.building_choices):
        raise RecordError("building choices must be buildings")
    game.declined = [parse_cell(c) for c in d.get("declined", [])]
    game.treasure_then = d.get("treasure_then", "action")
    game.bag_failed = bool(d.get("bag_failed", False))
    if "collection" in d:
        trader = parse_cell(d["collection"]["trader"])
        found = [c for c in collections(st) if c.trader_cell == trader]
        if not found:
            raise RecordError("no treasures wait for that trader")
        game.collection = found[0]
    _check_phase(game)
    if phase == "over":
        game.result_ = final_result(st.players, st.scores, st.treasures_taken, d.get("why_over", "treasures"))
    return game


def _check_phase(game) -> None:
    phase = game.phase
    if phase == "war" and not game.war_options:
        raise RecordError("a war must be chosen but none is given")
    if phase == "commit" and game.conflict is None:
        raise RecordError("tiles must be committed but there is no conflict")
    if phase == "building" and not game.building_choices:
        raise RecordError("a building must be placed but no place is given")
    if phase == "monument" and not game.monument_choices:
        raise RecordError("a monument must be chosen but none is given")
    if phase == "treasure" and game.collection is None:
        raise RecordError("treasures must be taken but no trader is named")
    if game.conflict is not None:
        c = game.conflict
        n = len(game.state.players)
        if not (0 <= c.attacker < n and 0 <= c.defender < n and c.kind in ("revolt", "war")
                and 0 <= c.colour < 4):
            raise RecordError("the conflict is not valid")


def game_from_dict(d: Mapping[str, Any], verify: bool = False):
    """Read a record. With ``verify``, replay its moves and insist they reach its position."""

    try:
        if not isinstance(d, Mapping) or d.get("format") != FORMAT:
            raise RecordError("this is not a Tigris game record")
        version = d.get("version")
        if version != VERSION:
            raise RecordError(f"this record has version {version!r}; this program reads version {VERSION}")
        options = Options.of(d.get("options"))
        game = state_from_dict(d["state"], options)
        actions = d.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("the list of moves is not valid")
        game.history = list(actions)
        game.setup = d.get("setup")
        game.start = d.get("start")
        if verify and (game.setup or game.start):
            again = replay_record(d)
            if state_to_dict(again) != state_to_dict(game):
                raise RecordError("the position does not match the moves that led to it")
        return game
    except RecordError:
        raise
    except Exception as e:  # anything malformed deep inside: report, never crash
        raise RecordError(f"the record is damaged ({e})") from None


def replay_record(d: Mapping[str, Any]):
    """Replay a record's moves from its setup or starting position."""
    from .game import Game

    options = Options.of(d.get("options"))
    if d.get("setup"):
        s = d["setup"]
        game = Game.new(s["players"], s["seed"], s.get("options"), s.get("first"))
    else:
        game = state_from_dict(d["start"], options)
        game.start = d["start"]
    for a in d.get("actions", []):
        game.apply(a)
    return game

