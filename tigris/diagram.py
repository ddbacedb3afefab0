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

from .actions import DYNASTIES, LETTERS, LEADERS, monument_name, parse_colour, parse_monument
from .board import CELL_NAMES, COLS, MAPS, ROWS, BoardMap, parse_cell
from .gate import DiagramError
from .options import Options
from .state import NO, TILE_COUNTS, TOTAL_TILES, State

DYNASTY_LETTER = {d: d[0].upper() for d in DYNASTIES}  # A B P L
LETTER_DYNASTY = {v: k for k, v in DYNASTY_LETTER.items()}


def cell_token(game, cell: int) -> str:
    st = game.state
    if cell in st.leader_at:
        p, colour = st.leader_at[cell]
        return DYNASTY_LETTER[st.players[p]] + LETTERS[colour]
    if cell in st.catastrophe:
        return "x~" if st.map.is_river(cell) else "x"
    if cell in st.wonder:
        return "W*" if cell in st.treasure else "W"
    t = st.tile[cell]
    if t == NO:
        return "~" if st.map.is_river(cell) else "."
    letter = LETTERS[t].upper() if st.down[cell] else LETTERS[t]
    return letter + ("*" if cell in st.treasure else "") + ("^" if cell in st.building_cell else "")


def format_diagram(game) -> str:
    st = game.state
    lines = [f"players: {' '.join(st.players)}"]
    if game.is_over:
        lines.append("turn: over")
    else:
        lines.append(f"turn: {st.players[st.active]} {st.actions_done + 1}")
    changed = game.options.changed()
    changed.pop("board", None)
    if changed:
        lines.append("options: " + " ".join(f"{k}={str(v).lower()}" for k, v in changed.items()))
    lines.append(f"board: {st.map.name}")
    if st.map.name not in MAPS and st.map.special:
        lines.append("special: " + " ".join(CELL_NAMES[c] for c in sorted(st.map.special)))
    width = max(len(p) for p in st.players) + 1
    for p, name in enumerate(st.players):
        hand = " ".join(LETTERS[c] for c in range(4) for _ in range(st.hands[p][c])) or "-"
        pts = " ".join(str(x) for x in st.scores[p])
        lines.append(
            f"{name + ':':<{width}} hand {hand}  points {pts}  treasures {st.treasures_taken[p]}"
            f"  catastrophes {st.catastrophes_left[p]}"
        )
    built = [f"{monument_name(m)} {CELL_NAMES[tl]}" for m, tl in enumerate(st.monument_cell) if tl != NO]
    if built:
        lines.append("monuments: " + ", ".join(built))
    lines.append(f"bag: {len(st.bag)}")
    lines.append("")
    return "\n".join(lines) + "\n" + format_grid(game)


def format_grid(game) -> str:
    """Only the board's rows, with column letters and row numbers (public information)."""
    lines = ["    " + "".join(f"{chr(97 + c):<3}" for c in range(COLS)).rstrip()]
    for r in range(ROWS):
        row = "".join(f"{cell_token(game, r * COLS + c):<3}" for c in range(COLS)).rstrip()
        lines.append(f"{r + 1:>2}  {row}")
    return "\n".join(lines) + "\n"


_GRID_ROW = re.compile(r"^\s*(\d{1,2})\s+(\S.*)$")
_HEADER = re.compile(r"^\s*([a-p](\s+[a-p])*)\s*$")


def parse_diagram(text: str):
    """Read a diagram into a ``Game`` (see the module docstring)."""
    from .game import Game
    from .record import state_to_dict

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
            continue
        m = _GRID_ROW.match(line)
        if m and ":" not in line:
            if columns is None:
                raise DiagramError(f"line {lineno}: a board row needs a column header (a b c …) above it")
            grid.append((int(m.group(1)) - 1, m.group(2).split(), columns, lineno))
            continue
        if ":" not in line:
            raise DiagramError(f"line {lineno}: cannot read '{line.strip()}'")
        key, value = line.split(":", 1)
        key = key.strip().lower()
        if key in DYNASTIES:
            player_lines[key] = value
        else:
            fields[key] = value.strip()

    names = tuple(fields.get("players", "").lower().split())
    if not 2 <= len(names) <= 4 or any(n not in DYNASTIES for n in names) or len(set(names)) != len(names):
        raise DiagramError("'players:' must name 2 to 4 different dynasties (archer bull pot lion)")
    opts = {}
    for item in fields.get("options", "").split():
        if "=" not in item:
            raise DiagramError(f"options: '{item}' should be name=value")
        k, v = item.split("=", 1)
        opts[k] = {"true": True, "false": False}.get(v.lower(), v)
    board_name = fields.get("board", "standard").lower()
    opts["board"] = board_name if board_name in MAPS else "standard"
    try:
        options = Options.of(opts)
    except ValueError as e:
        raise DiagramError(str(e)) from None

    base = MAPS.get(board_name)
    if base is None and board_name != "blank":
        raise DiagramError("'board:' must be standard, advanced or blank")
    cells: dict[int, str] = {}
    for r, tokens, columns, lineno in grid:
        if not 0 <= r < ROWS:
            raise DiagramError(f"line {lineno}: there is no row {r + 1}")
        if len(tokens) != len(columns):
            raise DiagramError(f"line {lineno}: {len(tokens)} cells for {len(columns)} columns")
        for c, tok in zip(columns, tokens):
            cells[r * COLS + c] = tok

    river = set(base.river) if base else set()
    if base is None:
        for cell, tok in cells.items():
            if tok in ("~", "b", "B", "x~"):
                river.add(cell)
        special = frozenset(parse_cell(c) for c in fields.get("special", "").split())
        board_map = BoardMap("blank", frozenset(river), (), special)
    else:
        board_map = base
    st = State(board_map, names)
    for cell, tok in cells.items():
        _place_token(st, cell, tok, names)

    for name in names:
        if name not in player_lines:
            raise DiagramError(f"no line for {name} (hand, points, treasures, catastrophes)")
        _read_player(st, names.index(name), player_lines[name])
    for item in filter(None, (x.strip() for x in fields.get("monuments", "").split(","))):
        parts = item.split()
        if len(parts) != 2:
            raise DiagramError(f"monuments: '{item}' should be like 'red-blue e4'")
        try:
            m, tl = parse_monument(parts[0]), parse_cell(parts[1])
        except ValueError as e:
            raise DiagramError(f"monuments: {e}") from None
        st.monument_cell[m] = tl

    turn = fields.get("turn", f"{names[0]} 1").split()
    if turn == ["over"]:
        turn = [names[0], "1"]  # a finished game: whose turn it was no longer matters
    elif not turn or turn[0] not in names:
        raise DiagramError("'turn:' must name a player, then 1 or 2 for the action")
    st.active = names.index(turn[0])
    st.actions_done = (int(turn[1]) - 1) if len(turn) > 1 and turn[1] in ("1", "2") else 0

    # The bag: every tile not on the board or in a hand, shuffled by the seed.
    rest = []
    for colour, count in enumerate(TILE_COUNTS):
        used = sum(1 for t in st.tile if t == colour) + sum(h[colour] for h in st.hands)
        if used > count:
            raise DiagramError(f"the diagram uses {used} {LEADERS[colour]}-coloured tiles; there are {count}")
        rest += [colour] * (count - used)
    seed = fields.get("seed", "0")
    if not seed.isdigit():
        raise DiagramError("'seed:' must be a whole number")
    random.Random(int(seed)).shuffle(rest)
    size = fields.get("bag", str(len(rest)))
    if not size.isdigit() or int(size) > len(rest):
        raise DiagramError(f"'bag:' must be a number up to {len(rest)}")
    st.bag = rest[: int(size)]
    st.removed = TOTAL_TILES - sum(1 for t in st.tile if t != NO) - sum(map(sum, st.hands)) - len(st.bag)
    _check_position(st)

    game = Game(st, options)
    if fields.get("turn", "").strip() == "over":
        game._game_over("treasures" if len(st.treasure) <= 2 else "bag")
    game.start = state_to_dict(game)
    return game


def _place_token(st: State, cell: int, tok: str, names: tuple[str, ...]) -> None:
    where = CELL_NAMES[cell]
    river = st.map.is_river(cell)
    if tok in (".", "~"):
        if (tok == "~") != river:
            raise DiagramError(f"{where}: '{tok}' but the cell is {'river' if river else 'land'}")
        return
    if tok in ("x", "x~"):
        st.catastrophe.add(cell)
        return
    if tok in ("W", "W*"):
        st.wonder = tuple(sorted(st.wonder + (cell,)))
        st.link[cell] = True
        st._groups = None
        if tok == "W*":
            st.treasure.add(cell)
        return
    if len(tok) == 2 and tok[0] in LETTER_DYNASTY and tok[1] in LETTERS:
        dynasty = LETTER_DYNASTY[tok[0]]
        if dynasty not in names:
            raise DiagramError(f"{where}: {dynasty} is not playing")
        if river:
            raise DiagramError(f"{where}: a leader cannot stand on a river")
        p, colour = names.index(dynasty), LETTERS.index(tok[1])
        if st.leader_cell[p][colour] != NO:
            raise DiagramError(f"{where}: the {dynasty} {LEADERS[colour]} is on the board twice")
        st.put_leader(p, colour, cell)
        return
    building = tok.endswith("^")
    if building:
        tok = tok[:-1]
    body, treasure = (tok[:-1], True) if tok.endswith("*") else (tok, False)
    if len(body) != 1 or body.lower() not in LETTERS:
        raise DiagramError(f"{where}: cannot read '{tok}'")
    colour = LETTERS.index(body.lower())
    if (colour == 1) != river:
        raise DiagramError(f"{where}: {'only farms (b) lie on rivers' if river else 'a farm (b) must lie on a river'}")
    if treasure and colour != 0:
        raise DiagramError(f"{where}: treasures lie on temples (r*)")
    st.put_tile(cell, colour)
    st.down[cell] = body.isupper()
    if treasure:
        st.treasure.add(cell)
    if building:
        if body.isupper() or st.building_cell[colour] != NO:
            raise DiagramError(f"{where}: one building of each colour, on a face-up tile")
        st.building_cell[colour] = cell


def _read_player(st: State, p: int, text: str) -> None:
    words = text.replace(",", " ").split()
    key = None
    values: dict[str, list[str]] = {}
    for w in words:
        k = w.rstrip(":").lower()
        if k in ("hand", "points", "treasures", "catastrophes"):
            key = k
            values[key] = []
        elif key is None:
            raise DiagramError(f"{st.players[p]}: expected hand, points, treasures, catastrophes")
        else:
            values[key].append(w)
    hand = "".join(values.get("hand", [])).replace("-", "")
    for ch in hand:
        try:
            st.hands[p][parse_colour({"r": "red", "b": "blue", "k": "black", "g": "green"}[ch])] += 1
        except KeyError:
            raise DiagramError(f"{st.players[p]}: '{ch}' is not a tile letter (r b k g)") from None
    if sum(st.hands[p]) > 6:
        raise DiagramError(f"{st.players[p]}: a hand holds at most 6 tiles")
    pts = values.get("points", ["0", "0", "0", "0"])
    if len(pts) != 4 or not all(x.isdigit() for x in pts):
        raise DiagramError(f"{st.players[p]}: points are four numbers (red blue black green)")
    st.scores[p] = [int(x) for x in pts]
    for key, target, most in (("treasures", st.treasures_taken, 14), ("catastrophes", st.catastrophes_left, 2)):
        v = values.get(key, ["0" if key == "treasures" else "2"])
        if len(v) != 1 or not v[0].isdigit() or int(v[0]) > most:
            raise DiagramError(f"{st.players[p]}: {key} is a number up to {most}")
        target[p] = int(v[0])


def _check_position(st: State) -> None:
    from .leaders import next_to_temple
    from .monuments import square

    for cell, (p, colour) in st.leader_at.items():
        if not next_to_temple(st, cell):
            raise DiagramError(f"{CELL_NAMES[cell]}: a leader must stand next to a face-up temple")
    for m, tl in enumerate(st.monument_cell):
        if tl != NO and not all(st.down[x] for x in square(tl)):
            raise DiagramError(f"the {monument_name(m)} monument must stand on four face-down tiles")
    if st.wonder:
        from .wonder import plus
        if len(st.wonder) != 5 or not any(plus(c) and sorted(plus(c)) == list(st.wonder) for c in st.wonder):
            raise DiagramError("the wonder (W) must fill five cells in a plus")
    from .kingdoms import groups
    for found in groups(st)[1]:
        colours = [colour for _, colour in found]
        for colour in set(colours):
            if colours.count(colour) > 1:
                raise DiagramError(f"two {LEADERS[colour]}s stand in one kingdom")

