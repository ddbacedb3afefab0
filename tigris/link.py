"""A whole game as a short text for a URL: the setup and every move, not the position.

A link must open the same game on any device with no server, and a whole
two-player game must fit in a chat message (at most 1,500 characters; see
``bench/engine/link.py``). So a link holds how the game began (the players, the
bag's seed, the first player and the rule options, or a starting position)
and the moves, each move written as its place among the legal actions of
its moment, sorted by notation. A move with 700 possibilities costs under
10 bits and a forced one nothing: all the moves together are one number in
a mixed radix (move *i* is a digit in base "number of legal actions at move
*i*"), which is the shortest code when every legal action is as likely as
the next. Around the game, what the page needs to continue it as the same
game: who plays by computer and at which level, the seats' own names, the
computer's speed and seed, a game id (the same game on another device) and
how many actions of the turn in progress can be undone.

Reading a link is a way into the game, so it passes the one gate: the
length and the number of moves are checked before any work, the version
first of all, and every refusal is a ``LinkError`` (a ``tigris.LoadError``)
whose code the page translates under ``load.<code>`` (``load.link.version``…).
The moves are replayed by the engine, so a link can hold only legal play; a
check sum over the moves' notation refuses a link that was changed or cut
short (or written by an engine whose rules have changed since).

The text: the version digit ``1``, then base64url (no padding) of::

    uint flags              bit 0: a starting position instead of a setup
                            bit 1: seat names follow; bit 2: a game id follows
                            bit 3: played by link (each person on a device of their own)
    setup:  uint players    each dynasty's number (archer 0, bull 1, pot 2, lion 3), base 4, with a leading 1
            sint seed       zigzag
            uint first      the first player's seat
    start:  bytes position  raw deflate of the starting position's JSON (a record's ``start``)
    uint options            each flag's choice number, mixed radix in the order of ``OPTIONS``
    uint seats              per seat: 0 a person, 1 the computer at the game's level, 2 + n at ``LEVELS[n]``
    uint level, speed       the game's computer level and speed (numbers in ``LEVELS``, ``SPEEDS``)
    uint ai seed
    [text name per seat]    empty: the dynasty's own name
    [text game id]
    uint undo               actions of the turn in progress that can be taken back
    uint moves              how many
    4 bytes                 CRC-32 of the bytes before it, then of the moves' notation, one per line
    the rest                the moves' number, big-endian

``uint`` is LEB128 (7 bits a byte, low first), ``sint`` zigzag LEB128,
``bytes`` and ``text`` a ``uint`` length and that many bytes (UTF-8).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any, Iterable, Mapping

from .actions import Action
from .gate import LoadError, english, parse_json
from .game import Game
from .names import DYNASTIES
from .options import CHOICES, Options
from .record import MAX_ACTIONS, MAX_SEED, replay_record

VERSION = 1
MAX_LINK_CHARS = 20_000  # a whole four-player game is about 2,000 (bench/engine/link.py); browsers take far longer URLs
MAX_POSITION_BYTES = 64_000  # a starting position's JSON is about 3 kB; a deflate "bomb" stops here
MAX_NAME = 24  # as the page's seats
MAX_ID = 64

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

_START, _NAMES, _ID, _BY_LINK = 1, 2, 4, 8
_TEXT = re.compile(r"[A-Za-z0-9_-]*")
_GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")

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
    "link.checksum": "the link's moves do not add up: it was changed, or cut short",
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
    names (a seat not in it goes by its dynasty's). ``by_link``: the people
    play apart, each on a device of their own, sending the link after each
    turn. ``movers`` (when read) says who made each move, as the page's saves do.
    (A plain class: a dataclass would cost the page's start-up, see ``value.py``.)
    """

    __slots__ = ("game", "computers", "names", "level", "speed", "ai_seed", "game_id", "undo", "by_link", "movers")

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


# ---------------------------------------------------------------------- the moves


def ordered(actions: Iterable[Action]) -> list[Action]:
    """The legal actions in the link's order: by notation (whatever order ``legal_actions()`` gives)."""
    return sorted(actions, key=str)


def checksum(head: bytes, moves: Iterable[str]) -> int:
    """CRC-32 of the link's bytes before it and of the moves' notation: a changed or cut link does not match."""
    return zlib.crc32("\n".join(moves).encode("utf-8"), zlib.crc32(head))


def moves_number(game: Game) -> int:
    """The game's moves as one number: move i's place among its legal actions, a digit in base their count."""
    replay = _beginning(game)
    digits: list[tuple[int, int]] = []
    for number, notation in enumerate(game.history, 1):
        choices = [str(a) for a in ordered(replay.legal_actions())]
        try:
            digits.append((choices.index(notation), len(choices)))
        except ValueError:
            raise ValueError(f"move {number} ('{notation}') is not legal when the game is replayed") from None
        replay.apply(notation)
    n = 0
    for place, base in reversed(digits):
        n = n * base + place
    return n


def _beginning(game: Game) -> Game:
    if game.setup is not None:
        return Game.deal(game.setup)
    if game.start is not None:
        return replay_record({"start": game.start.to_dict(), "options": game.options.to_dict(), "actions": []})
    raise ValueError("the game has no known beginning (a setup or a starting position) to link to")


# ---------------------------------------------------------------------- bytes


class _Writer:
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


class _Reader:
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

    def text(self, what: str, chars: int) -> str:
        try:
            s = self.bytes(what, 4 * chars).decode("utf-8")
        except UnicodeDecodeError:
            raise LinkError("link.bad_field", field=what) from None
        if len(s) > chars or any(c < " " or "\x7f" <= c < "\xa0" for c in s):
            raise LinkError("link.bad_field", field=what)
        return s


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


# ---------------------------------------------------------------------- writing


def encode(link: Link) -> str:
    """The link's text (``ValueError`` for a game with no known beginning, or a value the format has no place for)."""
    game = link.game
    w = _Writer()
    names = {p: link.names[p] for p in game.players if link.names.get(p)}
    game_id = link.game_id if _GAME_ID.fullmatch(link.game_id or "") else ""
    w.uint((_START if game.setup is None else 0) | (_NAMES if names else 0) | (_ID if game_id else 0)
           | (_BY_LINK if link.by_link else 0))
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
            w.text(names.get(p, "")[:MAX_NAME])
    if game_id:
        w.text(game_id)
    w.uint(link.undo)
    w.uint(len(game.history))
    w.out += checksum(bytes(w.out), game.history).to_bytes(4, "big")
    n = moves_number(game)
    w.out += n.to_bytes((n.bit_length() + 7) // 8, "big")
    return str(VERSION) + base64.urlsafe_b64encode(bytes(w.out)).decode("ascii").rstrip("=")


# ---------------------------------------------------------------------- reading


def decode(text: Any) -> Link:
    """Open a link: the game replayed to its last move, and the page's fields. ``LinkError`` if it cannot be."""
    if not isinstance(text, str) or not text:
        raise LinkError("link.not_link")
    text = text.strip()
    if len(text) > MAX_LINK_CHARS:
        raise LinkError("link.too_long", size=len(text), limit=MAX_LINK_CHARS)
    version = re.match(r"[0-9]+", text)
    if version is None:
        raise LinkError("link.not_link")
    if version.group() != str(VERSION):
        raise LinkError("link.version", version=version.group()[:10], expected=VERSION)
    body = text[len(version.group()):]
    if not _TEXT.fullmatch(body):
        raise LinkError("link.not_link")
    if len(body) % 4 == 1:
        raise LinkError("link.truncated")
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise LinkError("link.not_link") from None
    r = _Reader(data)
    flags = r.uint("flags", 15)
    if flags & _START:
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
    players_t = game.players
    names: dict[str, str] = {}
    if flags & _NAMES:
        for p in players_t:
            name = r.text("names", MAX_NAME).strip()
            if name:
                names[p] = name
    game_id = ""
    if flags & _ID:
        game_id = r.text("game_id", MAX_ID)
        if not _GAME_ID.fullmatch(game_id):
            raise LinkError("link.bad_field", field="game_id")
    undo = r.uint("undo", 64)
    count = r.uint("moves", 10**9)
    if count > MAX_ACTIONS:
        raise LinkError("link.too_many_moves", count=count, limit=MAX_ACTIONS)
    if r.at + 4 > len(data):
        raise LinkError("link.truncated")
    head, crc = data[:r.at], int.from_bytes(data[r.at:r.at + 4], "big")
    n = int.from_bytes(data[r.at + 4:], "big")
    computers: dict[str, str] = {}
    for p in players_t:
        seats_n, seat = divmod(seats_n, 2 + len(LEVELS))
        if seat:
            computers[p] = "" if seat == 1 else LEVELS[seat - 2]
    if seats_n:
        raise LinkError("link.bad_field", field="seats")
    movers = _replay(game, count, n)
    if checksum(head, game.history) != crc:
        raise LinkError("link.checksum")
    if undo > count:
        raise LinkError("link.bad_field", field="undo")
    return Link(game, computers, names, level, speed, ai_seed, game_id, undo, bool(flags & _BY_LINK), movers)


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


def _replay(game: Game, count: int, n: int) -> list[str]:
    movers: list[str] = []
    for number in range(1, count + 1):
        if game.is_over:
            raise LinkError("link.move", number=number)
        choices = ordered(game.legal_actions())
        if not choices:
            raise LinkError("link.move", number=number)
        n, place = divmod(n, len(choices))
        movers.append(game.to_move or "")
        game.apply(choices[place])
    if n:
        raise LinkError("link.checksum")
    return movers


def relation(mine: list[str], theirs: list[str]) -> str:
    """How a link's moves stand to a stored copy of the same game.

    ``same``; ``newer`` (the link continues the stored moves); ``older`` (the
    stored game has moved on from the link); ``branch`` (they part ways).
    """
    common = 0
    for a, b in zip(mine, theirs):
        if a != b:
            break
        common += 1
    if common == len(mine) == len(theirs):
        return "same"
    if common == len(mine):
        return "newer"
    if common == len(theirs):
        return "older"
    return "branch"
