"""A position as text a person can write by hand (see ``docs/notation.md``).

    players: archer bull
    turn: archer 1
    archer: hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
    bull:   hand r r r b g g  points 0 0 0 0  treasures 0  catastrophes 2

        a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
     1  .  .  .  .  ~  ~  ~  ~  ~  .  r* .  ~  .  .  .
     ...

Cells: ``.`` land, ``~`` river, ``r b k g`` tiles (``b`` farms lie on rivers),
``*`` after a temple marks a treasure, capitals are face-down (monument)
tiles, ``x`` a catastrophe (``x~`` on a river), and a dynasty's capital
followed by a colour letter is a leader (``Ak`` the archer king, ``Lg`` the
lion trader). A diagram may show only some rows and columns; the rest of the
board is empty.
"""

from __future__ import annotations

import random
import re
from typing import Any

from .actions import BUILDINGS, COLOURS, DYNASTIES, LEADERS, LETTERS, monument_name, parse_monument
from .board import CELL_NAMES, CELLS, COLS, MAPS, ROWS, parse_cell
from .game import Game
from .gate import DiagramError, LoadError
from .model import Position
from .options import Options
from .position import CELL_INDEX, MAX_POINTS, MAX_TEXT, MAX_TREASURES, game_at, map_from_dict, position_of, read_options
from .state import HAND_SIZE, TILE_COUNTS, TOTAL_TILES

DYNASTY_LETTER = {d: d[0].upper() for d in DYNASTIES}  # A B P L
LETTER_DYNASTY = {v: k for k, v in DYNASTY_LETTER.items()}


def to_diagram(game: Game) -> str:
    """The game's position as a diagram (what ``from_diagram`` reads back)."""
    return write(position_of(game), game.options)


def write(pos: Position, options: Options) -> str:
    """A position (of a real game: ``position_of``) as a diagram, with the rules options that differ."""
    board = map_from_dict(pos.board)
    lines = [f"players: {' '.join(pos.players)}"]
    if pos.phase == "over":
        lines.append("turn: over")
    else:
        lines.append(f"turn: {pos.active} {pos.actions_done + 1}")
    changed = options.changed()
    changed.pop("board", None)
    if changed:
        lines.append("options: " + " ".join(f"{k}={str(v).lower()}" for k, v in changed.items()))
    lines.append(f"board: {board.name}")
    if board.name not in MAPS and board.special:
        lines.append("special: " + " ".join(CELL_NAMES[c] for c in sorted(board.special)))
    width = max(len(p) for p in pos.players) + 1
    for name in pos.players:
        hand = " ".join(pos.hands[name]) or "-"
        pts = " ".join(str(x) for x in pos.points[name])
        lines.append(
            f"{name + ':':<{width}} hand {hand}  points {pts}  treasures {pos.treasures_taken[name]}"
            f"  catastrophes {pos.catastrophes_left[name]}"
        )
    built = [f"{name} {cell}" for name, cell in pos.monuments.items()]
    if built:
        lines.append("monuments: " + ", ".join(built))
    lines.append(f"bag: {len(pos.bag)}")
    lines.append("")
    return "\n".join(lines) + "\n" + _grid(pos)


def format_grid(game: Game) -> str:
    """Only the board's rows, with column letters and row numbers (public information)."""
    return _grid(position_of(game))


def _tokens(pos: Position) -> list[str]:
    """Each cell's token, a1 b1 … p11 (see the module docstring)."""
    board = map_from_dict(pos.board)
    out = ["~" if board.is_river(c) else "." for c in range(CELLS)]
    treasure = {CELL_INDEX[c] for c in pos.treasures}
    for c, ch in enumerate(pos.tiles):
        if ch != ".":
            out[c] = ch + ("*" if c in treasure else "")
    for cell in pos.buildings.values():
        out[CELL_INDEX[cell]] += "^"
    for c in (CELL_INDEX[x] for x in pos.wonder):
        out[c] = "W*" if c in treasure else "W"
    for c in (CELL_INDEX[x] for x in pos.catastrophes):
        out[c] = "x~" if board.is_river(c) else "x"
    for dynasty, row in pos.leaders.items():
        for leader, cell in row.items():
            out[CELL_INDEX[cell]] = DYNASTY_LETTER[dynasty] + LETTERS[LEADERS.index(leader)]
    return out


def _pad(token: str) -> str:
    """A cell in its column of three characters; a longer token (``r*^``) still ends with a space."""
    return f"{token:<3}" if len(token) < 3 else token + " "


def _grid(pos: Position) -> str:
    tokens = _tokens(pos)
    lines = ["    " + "".join(f"{chr(97 + c):<3}" for c in range(COLS)).rstrip()]
    for r in range(ROWS):
        row = "".join(_pad(tokens[r * COLS + c]) for c in range(COLS)).rstrip()
        lines.append(f"{r + 1:>2}  {row}")
    return "\n".join(lines) + "\n"


MAX_DIAGRAM_CHARS = 20_000  # a full board with every field is about 1,500 characters
_GRID_ROW = re.compile(r"^\s*([0-9]{1,2})\s+(\S.*)$")
_HEADER = re.compile(r"^\s*([a-p](\s+[a-p])*)\s*$")
_NUMBER = re.compile(r"[0-9]{1,18}")  # ASCII digits only (str.isdigit accepts superscripts)


def _number(text: str, high: int, code: str, **params: Any) -> int:
    """A whole number from 0 to ``high`` written in ASCII digits, or ``DiagramError(code)``."""
    if not _NUMBER.fullmatch(text) or int(text) > high:
        raise DiagramError(code, **params)
    return int(text)


def _cell(text: str, field: str) -> int:
    try:
        return parse_cell(text)
    except ValueError:
        raise DiagramError("bad_cell", field=field, text=text[:MAX_TEXT]) from None


def from_diagram(text: str) -> Game:
    """Read a diagram into a ``Game`` (see the module docstring); ``DiagramError`` says what is wrong.

    The text is turned into a ``Position`` and read by ``position.game_at``,
    the one reader and validator of positions, as a record's is.
    """
    if not isinstance(text, str):
        raise DiagramError("not_diagram")
    if len(text) > MAX_DIAGRAM_CHARS:
        raise DiagramError("too_large", size=len(text), limit=MAX_DIAGRAM_CHARS)
    fields: dict[str, str] = {}
    player_lines: dict[str, str] = {}
    columns: list[int] | None = None
    grid: list[tuple[int, list[str], list[int], int]] = []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        if _HEADER.match(line):
            columns = [ord(ch) - 97 for ch in line.split()]
            if len(set(columns)) != len(columns):
                raise DiagramError("diagram_columns", line=lineno)
            continue
        m = _GRID_ROW.match(line)
        if m and ":" not in line:
            if columns is None:
                raise DiagramError("diagram_header", line=lineno)
            grid.append((int(m.group(1)) - 1, m.group(2).split(), columns, lineno))
            continue
        if ":" not in line:
            raise DiagramError("diagram_line", line=lineno, text=line.strip()[:MAX_TEXT])
        key, value = line.split(":", 1)
        key = key.strip().lower()
        if key in DYNASTIES:
            player_lines[key] = value
        else:
            fields[key] = value.strip()

    names = tuple(fields.get("players", "").lower().split())
    if not 2 <= len(names) <= 4 or any(n not in DYNASTIES for n in names) or len(set(names)) != len(names):
        raise DiagramError("diagram_players")
    opts: dict[str, Any] = {}
    for item in fields.get("options", "").split():
        if "=" not in item:
            raise DiagramError("diagram_option", item=item[:MAX_TEXT])
        k, v = item.split("=", 1)
        opts[k] = {"true": True, "false": False}.get(v.lower(), v)
    board_name = fields.get("board", "standard").lower()
    base = MAPS.get(board_name)
    if base is None and board_name != "blank":
        raise DiagramError("diagram_board")
    opts["board"] = board_name if base is not None else "standard"
    try:
        options = read_options(opts)
    except LoadError as e:
        raise DiagramError(e.code, **e.params) from None

    cells: dict[int, str] = {}
    for r, tokens, cols, lineno in grid:
        if not 0 <= r < ROWS:
            raise DiagramError("diagram_row", line=lineno, row=r + 1)
        if len(tokens) != len(cols):
            raise DiagramError("diagram_cells", line=lineno, count=len(tokens), columns=len(cols))
        for c, tok in zip(cols, tokens):
            if r * COLS + c in cells:
                raise DiagramError("diagram_cell_twice", cell=CELL_NAMES[r * COLS + c])
            cells[r * COLS + c] = tok

    if base is None:
        river = {cell for cell, tok in cells.items() if tok in ("~", "b", "B", "x~")}
        special = {_cell(c, "special") for c in fields.get("special", "").split()}
        board: Any = {"name": "blank", "river": [CELL_NAMES[c] for c in sorted(river)],
                      "special": [CELL_NAMES[c] for c in sorted(special)]}
    else:
        board = base.name
        river = set(base.river)
    pos = _Position(names)
    for cell, tok in sorted(cells.items()):
        _place_token(pos, cell, tok, cell in river)

    hands: dict[str, str] = {}
    for name in names:
        if name not in player_lines:
            raise DiagramError("diagram_player_line", player=name)
        _read_player(pos, name, player_lines[name])
    monuments: dict[str, str] = {}
    for item in filter(None, (x.strip() for x in fields.get("monuments", "").split(","))):
        parts = item.split()
        if len(parts) != 2:
            raise DiagramError("diagram_monument", item=item[:MAX_TEXT])
        try:
            name = monument_name(parse_monument(parts[0]))
        except ValueError:
            raise DiagramError("diagram_monument", item=item[:MAX_TEXT]) from None
        if name in monuments:
            raise DiagramError("diagram_monument_twice", monument=name)
        monuments[name] = CELL_NAMES[_cell(parts[1], "monuments")]

    turn = fields.get("turn", f"{names[0]} 1").lower().split()
    over = turn == ["over"]
    if over:
        turn = [names[0], "1"]  # a finished game: whose turn it was no longer matters
    if not 1 <= len(turn) <= 2 or turn[0] not in names or turn[1:] not in ([], ["1"], ["2"]):
        raise DiagramError("diagram_turn")

    # The bag: every tile not on the board or in a hand, shuffled by the seed.
    rest: list[int] = []
    for colour, count in enumerate(TILE_COUNTS):
        used = pos.tiles.count(LETTERS[colour]) + pos.tiles.count(LETTERS[colour].upper()) \
            + sum(h.count(LETTERS[colour]) for h in pos.hands.values())
        if used > count:
            raise DiagramError("tile_count", colour=COLOURS[colour], count=count)
        rest += [colour] * (count - used)
    seed = _number(fields.get("seed", "0"), 10**18, "diagram_seed")
    random.Random(seed).shuffle(rest)
    size = _number(fields.get("bag", str(len(rest))), len(rest), "diagram_bag", limit=len(rest))
    bag = rest[:size]
    on_board = sum(1 for ch in pos.tiles if ch != ".")
    position = Position(
        board=board,
        players=list(names),
        tiles="".join(pos.tiles),
        leaders=pos.leaders,
        catastrophes=pos.named(pos.catastrophes),
        treasures=pos.named(pos.treasures),
        monuments=monuments,
        buildings=pos.buildings,
        wonder=pos.named(pos.wonder),
        hands=pos.hands,
        points=pos.points,
        treasures_taken=pos.treasures_taken,
        catastrophes_left=pos.catastrophes_left,
        bag="".join(LETTERS[c] for c in bag),
        removed=TOTAL_TILES - on_board - sum(len(h) for h in pos.hands.values()) - len(bag),
        lost=[0, 0, 0, 0],
        active=turn[0],
        actions_done=int(turn[1]) - 1 if len(turn) > 1 else 0,
        phase="over" if over else "action",
        why_over=("treasures" if len(pos.treasures) <= 2 else "bag") if over else None,
    )
    try:
        game = game_at(position, options)
    except LoadError as e:
        raise DiagramError(e.code, **e.params) from None
    game.start = position_of(game)
    return game


class _Position:
    """The parts of a position as the diagram gives them, before they are checked."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self.tiles = ["."] * CELLS
        self.leaders: dict[str, dict[str, str]] = {n: {} for n in names}
        self.catastrophes: list[int] = []
        self.treasures: list[int] = []
        self.wonder: list[int] = []
        self.buildings: dict[str, str] = {}
        self.hands: dict[str, str] = {}
        self.points: dict[str, list[int]] = {}
        self.treasures_taken: dict[str, int] = {}
        self.catastrophes_left: dict[str, int] = {}

    @staticmethod
    def named(cells: list[int]) -> list[str]:
        return [CELL_NAMES[c] for c in sorted(cells)]


def _place_token(pos: _Position, cell: int, tok: str, river: bool) -> None:
    where = CELL_NAMES[cell]
    if tok in (".", "~"):
        if (tok == "~") != river:
            raise DiagramError("diagram_not_river" if river else "diagram_not_land", cell=where, token=tok)
        return
    if tok in ("x", "x~"):
        pos.catastrophes.append(cell)
        return
    if tok in ("W", "W*"):
        pos.wonder.append(cell)
        if tok == "W*":
            pos.treasures.append(cell)
        return
    if len(tok) == 2 and tok[0] in LETTER_DYNASTY and tok[1] in LETTERS:
        dynasty = LETTER_DYNASTY[tok[0]]
        if dynasty not in pos.names:
            raise DiagramError("diagram_not_playing", cell=where, player=dynasty)
        if river:
            raise DiagramError("leader_on_river", cell=where)
        leader = LEADERS[LETTERS.index(tok[1])]
        if leader in pos.leaders[dynasty]:
            raise DiagramError("diagram_leader_twice", cell=where, player=dynasty, leader=leader)
        pos.leaders[dynasty][leader] = where
        return
    building = tok.endswith("^")
    body = tok[:-1] if building else tok
    body, treasure = (body[:-1], True) if body.endswith("*") else (body, False)
    if len(body) != 1 or body.lower() not in LETTERS:
        raise DiagramError("diagram_token", cell=where, token=tok[:MAX_TEXT])
    colour = LETTERS.index(body.lower())
    if (colour == 1) != river:
        raise DiagramError("diagram_farm_land" if river else "diagram_farm_river", cell=where)
    if treasure and colour != 0:
        raise DiagramError("treasure_not_on_temple", cell=where)
    pos.tiles[cell] = body
    if treasure:
        pos.treasures.append(cell)
    if building:
        if BUILDINGS[colour] in pos.buildings or body.isupper():
            raise DiagramError("building_place", building=BUILDINGS[colour], cell=where)
        pos.buildings[BUILDINGS[colour]] = where


def _read_player(pos: _Position, name: str, text: str) -> None:
    key = None
    values: dict[str, list[str]] = {}
    for w in text.replace(",", " ").split():
        k = w.rstrip(":").lower()
        if k in ("hand", "points", "treasures", "catastrophes"):
            key = k
            values[key] = []
        elif key is None:
            raise DiagramError("diagram_player_word", player=name)
        else:
            values[key].append(w)
    hand = "".join(values.get("hand", [])).replace("-", "")
    for ch in hand:
        if ch not in LETTERS:
            raise DiagramError("diagram_hand_letter", player=name, letter=ch)
    if len(hand) > HAND_SIZE:
        raise DiagramError("hand_size", player=name, limit=HAND_SIZE)
    pos.hands[name] = "".join(sorted(hand, key=LETTERS.index))
    pts = values.get("points", ["0", "0", "0", "0"])
    if len(pts) != 4:
        raise DiagramError("diagram_points", player=name, limit=MAX_POINTS)
    pos.points[name] = [_number(x, MAX_POINTS, "diagram_points", player=name, limit=MAX_POINTS) for x in pts]
    for key, target, most, default in (("treasures", pos.treasures_taken, MAX_TREASURES, "0"),
                                       ("catastrophes", pos.catastrophes_left, 2, "2")):
        v = values.get(key, [default])
        if len(v) != 1:
            raise DiagramError("diagram_count", player=name, field=key, limit=most)
        target[name] = _number(v[0], most, "diagram_count", player=name, field=key, limit=most)
