"""What a link holds around its moves, and the bytes it is written in: the same in every format of link.

``tigris.link`` writes and reads links (format 2); ``tigris.link_v1`` still
reads the links of format 1. Both begin with the same head: how the game
began, the page's fields, the number of moves (the layout is in
``tigris.link``'s docstring). Every refusal is a ``LinkError``.
"""

from __future__ import annotations

import json
import re
import zlib
from typing import Any, Iterable, Mapping

from .gate import LoadError, english, parse_json
from .game import Game
from .names import DYNASTIES
from .options import Options
from .player_name import MAX_NAME, clean_name
from .record import MAX_ACTIONS, MAX_SEED, replay_record

MAX_LINK_CHARS = 20_000  # a whole four-player game is about 400 (bench/engine/link.py); 5,000 moves about 10,000
MAX_POSITION_BYTES = 64_000  # a starting position's JSON is about 3 kB; a deflate "bomb" stops here
MAX_ID = 64
MAX_UNDO = 64  # as the page's saves: more actions than any one turn has

# The format's tables: a number in a link means the entry at that place, for ever. New entries go at the end.
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")
SPEEDS: tuple[str, ...] = ("slow", "normal", "fast", "instant")
# The rule flags in link order, each with its choices (the first is the default). A flag added to the engine
# must be added here, at the end, so that older links (whose number has no digit for it) read as its default.
OPTIONS: tuple[tuple[str, tuple[Any, ...]], ...] = (
    ("board", ("standard", "advanced")),
    ("treasure_timing", ("end_of_action", "end_of_turn")),
    ("treasure_collection_mandatory", (True, False)),
    ("monument_scoring", ("per_monument", "per_leader")),
    ("bag_end", ("immediate", "end_of_turn", "less_than_six")),
    ("war_supporters", ("current_connected", "pre_unification_snapshot")),
    ("open_scoring", (False, True)),
    ("exact_bag", (False, True)),
    ("english_variant", (False, True)),
    ("civilization_buildings", (False, True)),
    ("wonder_variant", (False, True)),
)

START, NAMES, ID, BY_LINK = 1, 2, 4, 8  # the flags
GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")

# The English sentence for each code (the page's catalogue holds the same under ``load.<code>``).
ENGLISH: dict[str, str] = {
    "link.not_link": "this is not a Tigris game link",
    "link.too_long": "the link is too long ({size} characters; at most {limit})",
    "link.version": "the link is written in format {version}; this page reads format {expected}"
                    " (another version of the game made it)",
    "link.truncated": "the link is cut short: part of it is missing",
    "link.bad_field": "the link's {field} is not valid",
    "link.too_many_moves": "the link holds {count} moves; at most {limit} can be read",
    "link.move": "move {number} of the link is not a legal move in its game",
    "link.checksum": "the link does not add up: it was changed, or cut short",
}


class LinkError(LoadError):
    """A link that cannot be opened: ``code`` (``link.…``, or a record's code for its setup) and parameters."""

    def __init__(self, code: str, /, **params: Any) -> None:
        super().__init__(code, **params)
        self.args = (english(code, params, ENGLISH),)  # a link's own codes, then the gate's


class Link:
    """A game as a link holds it, with what the page needs to continue it.

    ``computers`` maps each computer seat to its level ("" for the game's
    ``level``); the other seats are people. ``names`` holds the seats' own
    names (a seat not in it goes by its dynasty's), each as
    ``tigris.player_name.clean_name`` makes it, on writing and on reading.
    ``by_link``: the people play apart, each on a device of their own,
    sending the link after each turn. ``movers`` (when read) says who made
    each move, as the page's saves do, and ``undo_from`` the game before
    the ``undo`` actions that can be taken back (None when there are none), so
    the page need not replay the game again to rebuild its undo.
    (A plain class: a dataclass would cost the page's start-up, see ``value.py``.)
    """

    __slots__ = ("game", "computers", "names", "level", "speed", "ai_seed", "game_id", "undo", "by_link", "movers",
                 "undo_from")

    def __init__(self, game: Game, computers: Mapping[str, str] | None = None, names: Mapping[str, str] | None = None,
                 level: str = "medium", speed: str = "normal", ai_seed: int = 0, game_id: str = "", undo: int = 0,
                 by_link: bool = False, movers: Iterable[str] = ()) -> None:
        self.game = game
        self.computers: dict[str, str] = dict(computers or {})
        self.names: dict[str, str] = dict(names or {})
        self.level = level
        self.speed = speed
        self.ai_seed = ai_seed
        self.game_id = game_id
        self.undo = undo
        self.by_link = by_link
        self.movers: list[str] = list(movers)
        self.undo_from: Game | None = None


# ---------------------------------------------------------------------- bytes


class Writer:
    def __init__(self) -> None:
        self.out = bytearray()

    def uint(self, n: int) -> None:
        if n < 0:
            raise ValueError("a link's numbers are not negative")
        while True:
            byte, n = n & 0x7F, n >> 7
            self.out.append(byte | (0x80 if n else 0))
            if not n:
                return

    def sint(self, n: int) -> None:
        self.uint(2 * n if n >= 0 else -2 * n - 1)

    def bytes(self, b: bytes) -> None:
        self.uint(len(b))
        self.out += b

    def text(self, s: str) -> None:
        self.bytes(s.encode("utf-8"))


class Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def uint(self, what: str, high: int) -> int:
        n = shift = 0
        while True:
            if self.at >= len(self.data):
                raise LinkError("link.truncated")
            byte = self.data[self.at]
            self.at += 1
            n |= (byte & 0x7F) << shift
            shift += 7
            if n > high:
                raise LinkError("link.bad_field", field=what)
            if not byte & 0x80:
                return n

    def sint(self, what: str, high: int) -> int:
        n = self.uint(what, 2 * high)
        return n // 2 if n % 2 == 0 else -(n + 1) // 2

    def bytes(self, what: str, limit: int) -> bytes:
        size = self.uint(what, limit)
        if self.at + size > len(self.data):
            raise LinkError("link.truncated")
        self.at += size
        return self.data[self.at - size:self.at]

    def text(self, what: str, size: int) -> str:
        try:
            return self.bytes(what, size).decode("utf-8")
        except UnicodeDecodeError:
            raise LinkError("link.bad_field", field=what) from None


def _options_number(options: Options) -> int:
    n = 0
    for name, choices in reversed(OPTIONS):
        value = getattr(options, name)
        place = next(i for i, c in enumerate(choices) if type(c) is type(value) and c == value)
        n = n * len(choices) + place
    return n


def _options_from(n: int) -> dict[str, Any]:
    out = {}
    for name, choices in OPTIONS:
        n, place = divmod(n, len(choices))
        out[name] = choices[place]
    if n:
        raise LinkError("link.bad_field", field="options")
    return out


def _seat_number(computers: Mapping[str, str], players: tuple[str, ...]) -> int:
    n = 0
    for p in reversed(players):
        level = computers.get(p)
        n = n * (2 + len(LEVELS)) + (0 if level is None else 1 if level == "" else 2 + LEVELS.index(level))
    return n


# ---------------------------------------------------------------------- the head


def write_head(w: Writer, link: Link) -> None:
    """Everything before the moves, up to their number (``ValueError``: a game with no known beginning)."""
    game = link.game
    names = {p: clean_name(link.names.get(p)) for p in game.players}
    names = {p: name for p, name in names.items() if name}
    game_id = link.game_id if GAME_ID.fullmatch(link.game_id or "") else ""
    w.uint((START if game.setup is None else 0) | (NAMES if names else 0) | (ID if game_id else 0)
           | (BY_LINK if link.by_link else 0))
    if game.setup is not None:
        players = 1
        for p in reversed(game.players):
            players = players * 4 + DYNASTIES.index(p)
        w.uint(players)
        w.sint(game.setup.seed)
        w.uint(game.players.index(game.setup.first or game.players[0]))
    elif game.start is not None:
        text = json.dumps(game.start.to_dict(), separators=(",", ":"), sort_keys=True).encode("utf-8")
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        w.bytes(packer.compress(text) + packer.flush())
    else:
        raise ValueError("the game has no known beginning (a setup or a starting position) to link to")
    w.uint(_options_number(game.options))
    w.uint(_seat_number(link.computers, game.players))
    w.uint(LEVELS.index(link.level))
    w.uint(SPEEDS.index(link.speed))
    w.uint(link.ai_seed)
    if names:
        for p in game.players:
            w.text(names.get(p, ""))
    if game_id:
        w.text(game_id)
    w.uint(max(0, min(link.undo, MAX_UNDO, len(game.history))))
    w.uint(len(game.history))


class Head:
    """A link's head as read: the game before its first move, the page's fields, the number of moves."""

    def __init__(self, link: Link, count: int, size: int) -> None:
        self.link, self.count, self.size = link, count, size  # size: the head's bytes


def read_head(data: bytes) -> Head:
    """The head, the game dealt or set up through the record's gate (nothing replayed yet)."""
    r = Reader(data)
    flags = r.uint("flags", 15)
    if flags & START:
        start = _position(r.bytes("start", MAX_LINK_CHARS))
        setup = None
    else:
        players_n = r.uint("players", 4**5)
        players = []
        while players_n > 1:
            players_n, d = divmod(players_n, 4)
            players.append(DYNASTIES[d])
        seed = r.sint("seed", MAX_SEED)
        first = r.uint("first", 3)
        if not 2 <= len(players) <= 4 or len(set(players)) != len(players) or first >= len(players):
            raise LinkError("link.bad_field", field="players")
        setup, start = {"players": players, "seed": seed, "first": players[first]}, None
    options = _options_from(r.uint("options", 10**6))
    seats_n = r.uint("seats", (2 + len(LEVELS)) ** 4)
    level = LEVELS[r.uint("level", len(LEVELS) - 1)]
    speed = SPEEDS[r.uint("speed", len(SPEEDS) - 1)]
    ai_seed = r.uint("ai_seed", 2**63 - 1)
    game = _begin(setup, start, options)
    names: dict[str, str] = {}
    if flags & NAMES:
        for p in game.players:
            name = clean_name(r.text("names", 4 * MAX_NAME))
            if name:
                names[p] = name
    game_id = ""
    if flags & ID:
        game_id = r.text("game_id", MAX_ID)
        if not GAME_ID.fullmatch(game_id):
            raise LinkError("link.bad_field", field="game_id")
    undo = r.uint("undo", MAX_UNDO)
    count = r.uint("moves", 10**9)
    if count > MAX_ACTIONS:
        raise LinkError("link.too_many_moves", count=count, limit=MAX_ACTIONS)
    if undo > count:
        raise LinkError("link.bad_field", field="undo")
    computers: dict[str, str] = {}
    for p in game.players:
        seats_n, seat = divmod(seats_n, 2 + len(LEVELS))
        if seat:
            computers[p] = "" if seat == 1 else LEVELS[seat - 2]
    if seats_n:
        raise LinkError("link.bad_field", field="seats")
    return Head(Link(game, computers, names, level, speed, ai_seed, game_id, undo, bool(flags & BY_LINK)), count, r.at)


def _position(packed: bytes) -> Any:
    unpacker = zlib.decompressobj(-15)
    try:
        raw = unpacker.decompress(packed, MAX_POSITION_BYTES)
    except zlib.error:
        raise LinkError("link.bad_field", field="start") from None
    if unpacker.unconsumed_tail or not unpacker.eof:
        raise LinkError("link.bad_field", field="start")
    return parse_json(raw.decode("utf-8", errors="replace"))


def _begin(setup: dict[str, Any] | None, start: Any, options: dict[str, Any]) -> Game:
    """The game before its first move, through the record's gate (a bad setup or position is refused there)."""
    if setup is not None:
        setup["options"] = Options.of(options).changed()
    return replay_record({"setup": setup, "start": start, "options": options, "actions": []})
