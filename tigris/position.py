"""The one reader and validator of positions, and the bridge between ``Position`` and ``Game``.

A ``Position`` (``model.py``) is where a game stands, written in the record's
words. A record (``record.py``) and a diagram (``diagram.py``) are two
spellings of it, and both read it into a game with ``game_at``; ``position_of``
writes a game's position. So every way a game comes in accepts exactly the
same positions, and no codec knows the fields of ``Game``.

Reading checks the structure and types first (bounded whole numbers, never a
bool or a float; names from the engine's lists; cells a1 to p11), then every
rule invariant a real game keeps (``check_position``): one piece per cell,
the river rule, leaders on land beside a face-up temple and never two of a
colour in one kingdom, monuments on 2×2 squares of face-down tiles of their
colour, the 153 tiles, the treasures, and a phase that fits the rest
(``docs/loading.md`` lists them). Every refusal is a ``LoadError`` with a
code; the callers re-raise it as their own subclass.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import conflict as cf
from .actions import (
    BUILDINGS, COLOURS, DYNASTIES, LEADERS, LETTERS, MONUMENTS, BuildMonument, ErectWonder, NoBuilding, PlaceBuilding,
    monument_name, parse_action,
)
from .board import BLANK, CELL_NAMES, CELLS, COLS, MAPS, NEIGHBOURS, ROWS, BoardMap
from .events import NotationError
from .game import Game
from .gate import LoadError
from .buildings import building_options
from .kingdoms import groups
from .model import Position
from .monuments import monument_options, square
from .names import PHASES, Phase
from .options import CHOICES, Options
from .scoring import final_result
from .state import HAND_SIZE, NO, TILE_COUNTS, TOTAL_TILES, State
from .treasures import collections
from .wonder import place_wonder, wonder_centre, wonder_options

MAX_POINTS = 99_999  # per colour; far above any real game (the same bound for records and diagrams)
MAX_TREASURES = 14  # the advanced board's; the standard board has 10
MAX_TEXT = 40  # the longest name or cell text worth quoting back in a refusal
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}


def _quote(value: Any) -> str:
    text = value if isinstance(value, str) else type(value).__name__
    return text if len(text) <= MAX_TEXT else text[:MAX_TEXT] + "…"


# --- reading values of the right type ------------------------------------------------

def need_int(v: Any, field: str, low: int, high: int) -> int:
    """A whole number from low to high: not a bool, a float or a string."""
    if type(v) is not int or not low <= v <= high:
        raise LoadError("number_range", field=field, low=low, high=high)
    return v


def need_str(v: Any, field: str, longest: int = 1000) -> str:
    if not isinstance(v, str) or len(v) > longest:
        raise LoadError("bad_field", field=field)
    return v


def need_list(v: Any, field: str, longest: int = CELLS) -> list[Any]:
    if not isinstance(v, list) or len(v) > longest:
        raise LoadError("bad_field", field=field)
    return v


def need_map(v: Any, field: str) -> Mapping[str, Any]:
    if not isinstance(v, Mapping):
        raise LoadError("not_object", field=field)
    return v


def need_cell(v: Any, field: str) -> int:
    """A cell name, a1 to p11, exactly as the engine writes it."""
    if isinstance(v, str):
        cell = CELL_INDEX.get(v.strip().lower())
        if cell is not None:
            return cell
    raise LoadError("bad_cell", field=field, text=_quote(v))


def need_cells(v: Any, field: str) -> list[int]:
    cells = [need_cell(x, field) for x in need_list(v, field)]
    if len(set(cells)) != len(cells):
        raise LoadError("bad_field", field=field)
    return cells


def need_name(v: Any, names: tuple[str, ...], field: str) -> int:
    """The index of a name from one of the engine's lists (leaders, dynasties, …)."""
    if isinstance(v, str) and v in names:
        return names.index(v)
    raise LoadError("bad_name", field=field, name=_quote(v))


def need_colours(v: Any, field: str, longest: int = TOTAL_TILES) -> list[int]:
    if not isinstance(v, str) or len(v) > longest or any(ch not in LETTERS for ch in v):
        raise LoadError("bad_colours", field=field)
    return [LETTERS.index(ch) for ch in v]


def per_player(section: Any, key: str, names: tuple[str, ...]) -> list[Any]:
    """One value per player, from ``{dynasty: value}`` naming exactly the players."""
    if not isinstance(section, Mapping) or set(section) != set(names):
        raise LoadError("per_player", field=key)
    return [section[n] for n in names]


def read_options(value: Any) -> Options:
    """The rule flags of a record or diagram; an unknown flag or value is refused."""
    if value is None:
        return Options()
    if not isinstance(value, Mapping):
        raise LoadError("not_object", field="options")
    for key, v in value.items():
        name = str(key).lower()
        if name not in CHOICES:
            raise LoadError("bad_option", option=_quote(key))
        if isinstance(v, str):
            v = v.lower()
        if not any(type(v) is type(c) and v == c for c in CHOICES[name]):
            raise LoadError("bad_option", option=name)
    return Options.of(value)


# --- writing ------------------------------------------------------------------------

def _cell_list(cells: Any) -> list[str]:
    return [CELL_NAMES[c] for c in sorted(cells)]


def map_to_dict(m: BoardMap) -> Any:
    if m.name in MAPS and MAPS[m.name] == m:
        return m.name
    return {"name": m.name, "river": _cell_list(m.river), "special": _cell_list(m.special)}


def map_from_dict(d: Any) -> BoardMap:
    """A printed board by name, or a blank board with its own rivers (from a diagram)."""
    if isinstance(d, str):
        if d not in MAPS:
            raise LoadError("bad_board", board=_quote(d))
        return MAPS[d]
    d = need_map(d, "board")
    if d.get("name", BLANK.name) != BLANK.name:
        raise LoadError("bad_board", board=_quote(d.get("name")))
    river = frozenset(need_cells(d.get("river", []), "board.river"))
    special = frozenset(need_cells(d.get("special", []), "board.special"))
    return BoardMap(BLANK.name, river, (), special)


def position_of(game: Game) -> Position:
    """Where ``game`` stands, in the record's words: the board, hands, bag and where the action has got to."""
    st: State = game.state
    names = st.players
    tiles = "".join(
        "." if t == NO else (LETTERS[t].upper() if st.down[c] else LETTERS[t]) for c, t in enumerate(st.tile)
    )
    return Position(
        board=map_to_dict(st.map),
        players=list(names),
        tiles=tiles,
        leaders={names[p]: {LEADERS[c]: CELL_NAMES[cell] for c, cell in enumerate(row) if cell >= 0}
                 for p, row in enumerate(st.leader_cell)},
        catastrophes=_cell_list(st.catastrophe),
        treasures=_cell_list(st.treasure),
        monuments={monument_name(m): CELL_NAMES[tl] for m, tl in enumerate(st.monument_cell) if tl >= 0},
        buildings={BUILDINGS[c]: CELL_NAMES[cell] for c, cell in enumerate(st.building_cell) if cell >= 0},
        wonder=_cell_list(st.wonder),
        hands={names[p]: "".join(LETTERS[c] * n for c, n in enumerate(h)) for p, h in enumerate(st.hands)},
        points={names[p]: list(s) for p, s in enumerate(st.scores)},
        treasures_taken={names[p]: n for p, n in enumerate(st.treasures_taken)},
        catastrophes_left={names[p]: n for p, n in enumerate(st.catastrophes_left)},
        bag="".join(LETTERS[c] for c in st.bag),
        removed=st.removed,
        lost=list(st.lost),
        active=names[st.active],
        actions_done=st.actions_done,
        phase=str(game.phase),
        # Where the current action has got to (only what is set).
        placed=CELL_NAMES[game.placed] if game.placed != NO else None,
        unifier=CELL_NAMES[game.unifier] if game.unifier != NO else None,
        wars_started=[LEADERS[c] for c in game.wars_started] if game.unifier != NO else None,
        war_options=[LEADERS[c] for c in game.war_options] or None,
        snapshot=[[names[p], LEADERS[c], _cell_list(cells)] for (p, c), cells in game.snapshot.items()] or None,
        conflict=game.conflict.to_dict() if game.conflict is not None else None,
        monument_choices=[str(a) for a in game.monument_choices] or None,
        building_choices=[str(a) for a in game.building_choices] or None,
        collection={"trader": CELL_NAMES[game.collection.trader_cell]} if game.collection is not None else None,
        declined=_cell_list(game.declined) or None,
        treasure_then=game.treasure_then if game.treasure_then != "action" else None,
        bag_failed=True if game.bag_failed else None,
        why_over=game.result_.why if game.result_ is not None else None,
    )


# --- reading ------------------------------------------------------------------------

def _given(value: Any, default: Any) -> Any:
    """A field of a position, or its default when it is not given."""
    return default if value is None else value


def game_at(pos: Position, options: Options) -> Game:
    """A ``Game`` at ``pos`` under ``options``, or ``LoadError`` saying what no real game could reach.

    The one reader of positions: records, diagrams and links all come through here.
    """
    raw_names = pos.players
    if not isinstance(raw_names, list) or not 2 <= len(raw_names) <= 4 \
            or any(not isinstance(n, str) or n not in DYNASTIES for n in raw_names) \
            or len(set(raw_names)) != len(raw_names):
        raise LoadError("bad_players")
    names = tuple(raw_names)
    st = State(map_from_dict(_given(pos.board, "standard")), names)

    tiles = pos.tiles
    if not isinstance(tiles, str) or len(tiles) != CELLS or any(ch not in ".rbkgRBKG" for ch in tiles):
        raise LoadError("bad_tiles", cells=CELLS)
    for c, ch in enumerate(tiles):
        if ch != ".":
            st.tile[c] = LETTERS.index(ch.lower())
            st.down[c] = ch.isupper()

    for p, row in enumerate(per_player(pos.leaders, "leaders", names)):
        row = need_map(row, "leaders")
        for leader, where in row.items():
            colour = need_name(leader, LEADERS, "leaders")
            cell = need_cell(where, "leaders")
            if cell in st.leader_at:
                raise LoadError("occupied", cell=CELL_NAMES[cell])
            st.leader_at[cell] = (p, colour)
            st.leader_cell[p][colour] = cell

    st.catastrophe = set(need_cells(_given(pos.catastrophes, []), "catastrophes"))
    wonder = need_cells(_given(pos.wonder, []), "wonder")
    if wonder:
        centre = wonder_centre(wonder)
        if centre is None:
            raise LoadError("wonder_shape")
        place_wonder(st, centre)
    st.treasure = set(need_cells(_given(pos.treasures, []), "treasures"))
    buildings = need_map(_given(pos.buildings, {}), "buildings")
    for name, where in buildings.items():
        colour = need_name(name, BUILDINGS, "buildings")
        st.building_cell[colour] = need_cell(where, "buildings")
    monuments = need_map(_given(pos.monuments, {}), "monuments")
    monument_names = tuple(monument_name(m) for m in range(len(MONUMENTS)))
    for name, where in monuments.items():
        m = need_name(name, monument_names, "monuments")
        st.monument_cell[m] = need_cell(where, "monuments")

    for p, text in enumerate(per_player(pos.hands, "hands", names)):
        for c in need_colours(text, "hands"):
            st.hands[p][c] += 1
    for p, pts in enumerate(per_player(pos.points, "points", names)):
        if not isinstance(pts, list) or len(pts) != 4:
            raise LoadError("points_list")
        st.scores[p] = [need_int(x, "points", 0, MAX_POINTS) for x in pts]
    st.treasures_taken = [need_int(x, "treasures_taken", 0, MAX_TREASURES)
                          for x in per_player(pos.treasures_taken, "treasures_taken", names)]
    st.catastrophes_left = [need_int(x, "catastrophes_left", 0, 2)
                            for x in per_player(pos.catastrophes_left, "catastrophes_left", names)]
    st.bag = need_colours(_given(pos.bag, ""), "bag")
    st.removed = need_int(_given(pos.removed, 0), "removed", 0, TOTAL_TILES)
    lost = _given(pos.lost, [0, 0, 0, 0])
    if not isinstance(lost, list) or len(lost) != 4:
        raise LoadError("lost_list")
    st.lost = [need_int(x, "lost", 0, TILE_COUNTS[c]) for c, x in enumerate(lost)]
    st.active = need_name(pos.active, names, "active")
    st.actions_done = need_int(_given(pos.actions_done, 0), "actions_done", 0, 2)
    for c in range(CELLS):
        st.link[c] = st.tile[c] != NO or c in st.leader_at or c in st.wonder
    st._groups = None

    game = Game(st, options)
    game.phase = Phase(PHASES[need_name(_given(pos.phase, "action"), PHASES, "phase")])
    if pos.placed is not None:
        game.placed = need_cell(pos.placed, "placed")
    if pos.unifier is not None:
        game.unifier = st.marker = need_cell(pos.unifier, "unifier")
        game.wars_started = _leader_list(_given(pos.wars_started, []), "wars_started")
    game.war_options = _leader_list(_given(pos.war_options, []), "war_options")
    for item in need_list(_given(pos.snapshot, []), "snapshot", 4 * len(names)):
        if not isinstance(item, list) or len(item) != 3:
            raise LoadError("bad_field", field="snapshot")
        key = (need_name(item[0], names, "snapshot"), need_name(item[1], LEADERS, "snapshot"))
        if key in game.snapshot:
            raise LoadError("bad_field", field="snapshot")
        game.snapshot[key] = frozenset(need_cells(item[2], "snapshot"))
    if pos.conflict is not None:
        game.conflict = _conflict(pos.conflict, len(names))
    game.monument_choices = _choices(_given(pos.monument_choices, []), "monument_choices",
                                     (BuildMonument, ErectWonder))
    game.building_choices = _choices(_given(pos.building_choices, []), "building_choices",
                                     (PlaceBuilding, NoBuilding))
    game.declined = need_cells(_given(pos.declined, []), "declined")
    if need_name(_given(pos.treasure_then, "action"), ("action", "turn"), "treasure_then"):
        game.treasure_then = "turn"  # game.py's word for "after the turn"
    bag_failed = _given(pos.bag_failed, False)
    if type(bag_failed) is not bool:
        raise LoadError("bad_field", field="bag_failed")
    game.bag_failed = bag_failed
    check_position(game)
    if pos.collection is not None:
        trader = need_cell(need_map(pos.collection, "collection").get("trader"), "collection")
        found = [c for c in collections(st) if c.trader_cell == trader]
        if not found:
            raise LoadError("no_collection", cell=CELL_NAMES[trader])
        game.collection = found[0]
    check_phase(game)
    if game.phase == "over":
        why = ("treasures", "bag")[need_name(_given(pos.why_over, "treasures"), ("treasures", "bag"), "why_over")]
        if why == "treasures" and len(st.treasure) > 2 or why == "bag" and len(st.bag) >= HAND_SIZE:
            raise LoadError("not_over")
        game.result_ = final_result(st.players, st.scores, st.treasures_taken, why)
    return game


def _leader_list(v: Any, field: str) -> list[int]:
    out = [need_name(x, LEADERS, field) for x in need_list(v, field, 4)]
    if len(set(out)) != len(out):
        raise LoadError("bad_field", field=field)
    return out


def _choices(v: Any, field: str, kinds: tuple[type, ...]) -> list[Any]:
    out = []
    for text in need_list(v, field, 64):
        try:
            a = parse_action(need_str(text, field, 100))
        except NotationError:
            raise LoadError("bad_field", field=field) from None
        if not isinstance(a, kinds) or a in out:
            raise LoadError("bad_field", field=field)
        out.append(a)
    return out


def _int_cells(v: Any, field: str) -> tuple[int, ...]:
    cells = tuple(need_int(x, field, 0, CELLS - 1) for x in need_list(v, field))
    if len(set(cells)) != len(cells):
        raise LoadError("bad_field", field=field)
    return cells


def _conflict(v: Any, players: int) -> cf.Conflict:
    d = need_map(v, "conflict")
    kind = ("revolt", "war")[need_name(d.get("kind"), ("revolt", "war"), "conflict")]
    colour = need_int(d.get("colour"), "conflict", 0, 3)
    sides = [need_int(d.get(k), "conflict", 0, players - 1) for k in ("attacker", "defender")]
    cells = [need_int(d.get(k), "conflict", 0, CELLS - 1) for k in ("attacker_cell", "defender_cell")]
    strength = [need_int(d.get(k), "conflict", 0, CELLS) for k in ("attack", "defence")]
    support = [_int_cells(d.get(k, []), "conflict") for k in ("attacker_support", "defender_support")]
    commits = [need_int(d.get(k, NO), "conflict", NO, HAND_SIZE) for k in ("attacker_commit", "defender_commit")]
    return cf.Conflict(kind, colour, sides[0], sides[1], cells[0], cells[1], strength[0], strength[1],
                       support[0], support[1], commits[0], commits[1])


# --- the invariants -----------------------------------------------------------------

def check_position(game: Game) -> None:
    """Every rule invariant of a position a real game can reach (raises ``LoadError``)."""
    st = game.state
    options = game.options
    board = st.map
    if board.name != options.board and (board.name in MAPS or options.board != "standard"):
        raise LoadError("board_differs", board=board.name)  # a blank board goes with the default

    # One piece per cell; farms only on rivers and other tiles only on land; leaders on land.
    for c in range(CELLS):
        pieces = (st.tile[c] != NO) + (c in st.leader_at) + (c in st.catastrophe) + (c in st.wonder)
        if pieces > 1:
            raise LoadError("occupied", cell=CELL_NAMES[c])
        if st.tile[c] != NO and (st.tile[c] == 1) != board.is_river(c):
            raise LoadError("river_rule", cell=CELL_NAMES[c])
        if c in st.leader_at and board.is_river(c):
            raise LoadError("leader_on_river", cell=CELL_NAMES[c])

    # Monuments: each on a 2×2 square of face-down tiles of one of its colours; no square
    # shared; no face-down tile without a monument.
    under: set[int] = set()
    for m, tl in enumerate(st.monument_cell):
        if tl == NO:
            continue
        name = monument_name(m)
        if tl % COLS == COLS - 1 or tl // COLS == ROWS - 1:
            raise LoadError("monument_place", monument=name, cell=CELL_NAMES[tl])
        cells = square(tl)
        colour = st.tile[tl]
        if colour not in MONUMENTS[m] or any(st.tile[x] != colour or not st.down[x] for x in cells):
            raise LoadError("monument_place", monument=name, cell=CELL_NAMES[tl])
        for x in cells:
            if x in under:
                raise LoadError("monuments_overlap", cell=CELL_NAMES[x])
            under.add(x)
    for c in range(CELLS):
        if st.down[c] and c not in under:
            raise LoadError("face_down_alone", cell=CELL_NAMES[c])

    # Buildings and the wonder exist only in their variants.
    for colour, cell in enumerate(st.building_cell):
        if cell == NO:
            continue
        if not options.civilization_buildings:
            raise LoadError("variant_off", option="civilization_buildings")
        if st.tile[cell] != colour or st.down[cell]:
            raise LoadError("building_place", building=BUILDINGS[colour], cell=CELL_NAMES[cell])
    if st.wonder:
        if not options.wonder_variant:
            raise LoadError("variant_off", option="wonder_variant")
        if wonder_centre(st.wonder) is None:
            raise LoadError("wonder_shape")

    # Treasures: on temples (face-up or under a monument) or on the wonder;
    # never more than the board began with. (That a treasure stays on the board until taken is
    # not asked: a diagram may show only part of a board.)
    for c in st.treasure:
        if st.tile[c] != 0 and c not in st.wonder:
            raise LoadError("treasure_not_on_temple", cell=CELL_NAMES[c])
    most = len(board.temples) or MAX_TREASURES
    if len(st.treasure) + sum(st.treasures_taken) > most:
        raise LoadError("treasure_count", count=len(st.treasure) + sum(st.treasures_taken), limit=most)

    # Catastrophes: each player has two for the game. (A diagram may show some
    # without counting them off the players', so only the total is bounded.)
    if len(st.catastrophe) > 2 * len(st.players):
        raise LoadError("catastrophe_count", count=len(st.catastrophe), limit=2 * len(st.players))

    # The 153 tiles: on the board, in hands, in the bag, out of the game.
    for p, hand in enumerate(st.hands):
        if sum(hand) > HAND_SIZE:
            raise LoadError("hand_size", player=st.players[p], limit=HAND_SIZE)
    on_board = [0, 0, 0, 0]
    for t in st.tile:
        if t != NO:
            on_board[t] += 1
    for colour, count in enumerate(TILE_COUNTS):
        seen = on_board[colour] + st.bag.count(colour) + sum(h[colour] for h in st.hands) + st.lost[colour]
        if seen > count:
            raise LoadError("tile_count", colour=COLOURS[colour], count=count)
    if sum(st.lost) > st.removed:
        raise LoadError("lost_removed")
    if st.count_tiles() != TOTAL_TILES:
        raise LoadError("tile_total", total=TOTAL_TILES)

    # Leaders: next to a face-up temple; one leader of a colour per kingdom,
    # except while the conflict between two of them is being fought.
    for cell in st.leader_at:
        if not any(st.tile[nb] == 0 and not st.down[nb] for nb in NEIGHBOURS[cell]):
            raise LoadError("leader_no_temple", cell=CELL_NAMES[cell])
    if game.phase not in ("war", "commit"):
        gid, found = groups(st)
        for cell, (_, colour) in st.leader_at.items():
            if sum(1 for _, c in found[gid[cell]] if c == colour) > 1:
                raise LoadError("leaders_together", leader=LEADERS[colour], cell=CELL_NAMES[cell])


def check_phase(game: Game) -> None:
    """Where the action stands must fit the phase (no war without options, no "over" mid-turn…)."""
    phase = game.phase
    st = game.state
    opts = game.options

    def wrong(field: str) -> LoadError:
        return LoadError("phase_mismatch", phase=phase, field=field)

    if (phase == "war") != bool(game.war_options) or phase == "war" and len(game.war_options) < 2:
        raise wrong("war_options")
    if (phase == "commit") != (game.conflict is not None):
        raise wrong("conflict")
    if (phase == "monument") != bool(game.monument_choices):
        raise wrong("monument_choices")
    if (phase == "building") != bool(game.building_choices):
        raise wrong("building_choices")
    if game.building_choices and not opts.civilization_buildings:
        raise wrong("building_choices")
    if any(isinstance(a, ErectWonder) for a in game.monument_choices) and not opts.wonder_variant:
        raise wrong("monument_choices")
    if (phase == "treasure") != (game.collection is not None):
        raise wrong("collection")
    if phase == "wonder_point" and not st.wonder:
        raise wrong("wonder")
    if st.actions_done == 2 and phase not in ("treasure", "wonder_point", "over"):
        raise wrong("actions_done")
    if game.placed != NO and (phase not in ("war", "commit", "building", "monument") or st.tile[game.placed] == NO):
        raise wrong("placed")
    if phase in ("building", "monument") and game.placed == NO:
        raise wrong("placed")
    if game.unifier != NO:
        if phase not in ("war", "commit") or st.tile[game.unifier] == NO or game.placed != game.unifier:
            raise wrong("unifier")
    elif game.wars_started or game.snapshot or phase == "war":
        raise wrong("unifier")
    if game.snapshot and opts.war_supporters != "pre_unification_snapshot":
        raise wrong("snapshot")
    if game.declined and opts.treasure_collection_mandatory:
        raise wrong("declined")
    if game.treasure_then == "turn" and opts.treasure_timing != "end_of_turn":
        raise wrong("treasure_then")
    if game.bag_failed and opts.bag_end != "end_of_turn":
        raise wrong("bag_failed")
    c = game.conflict
    if c is not None:
        if c.attacker == c.defender or (c.kind == "war") != (game.unifier != NO) \
                or st.leader_cell[c.attacker][c.colour] != c.attacker_cell \
                or st.leader_cell[c.defender][c.colour] != c.defender_cell \
                or c.attacker_commit == NO and c.defender_commit != NO \
                or c.defender_commit != NO:
            raise wrong("conflict")
        if c.kind == "revolt" and (c.attacker != st.active or c.attacker_support or c.defender_support):
            raise wrong("conflict")
    # The choices waiting for a decision are exactly those the position offers.
    if phase == "monument":
        offered: list[Any] = list(monument_options(st, game.placed))
        if opts.wonder_variant:
            offered += wonder_options(st, game.placed)
        if game.monument_choices != offered:
            raise wrong("monument_choices")
    if phase == "building" and game.building_choices != building_options(st, game.placed):
        raise wrong("building_choices")
    if phase == "war" and game.war_options != cf.war_colours(st, game.unifier):
        raise wrong("war_options")
    # Between actions, with treasures collected at once, no trader's kingdom
    # holds two treasures.
    if phase == "action" and opts.treasure_timing == "end_of_action" and opts.treasure_collection_mandatory \
            and collections(st):
        raise LoadError("treasure_uncollected", cell=CELL_NAMES[collections(st)[0].trader_cell])
