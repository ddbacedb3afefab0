"""A whole game as a short text for a URL: the setup and every move, not the position.

A link must open the same game on any device with no server, and a whole
two-player game must fit in a chat message (at most 1,500 characters; see
``bench/engine/link.py``). So a link holds how the game began (the players, the
bag's seed, the first player and the rule options, or a starting position)
and the moves, each as a short code of its kind and fields
(``tigris.link_moves``). Around the game, what the page needs to continue it
as the same game: who plays by computer and at which level, the seats' own
names (``tigris.player_name``), the computer's speed and seed, a game id (the
same game on another device) and how many actions of the turn in progress
can be undone.

Reading a link is a way into the game, so it passes the one gate, and
everything is checked before the first move is replayed: the length and the
version first of all, then a CRC-32 over the whole link (a link changed or
cut short in a chat is refused here, in microseconds), the fields, and the
moves' codes, which must be exactly as many as the link says. Then the moves
are replayed by the engine, each checked as any move is, so a link can hold
only legal play; replaying a move costs what playing it costs. Every refusal
is a ``LinkError`` (a ``tigris.LoadError``) whose code the page translates
under ``load.<code>`` (``load.link.version``…). Links of format 1 (which
wrote each move as its place among the sorted legal actions) are still read,
by ``tigris.link_v1``.

The text: the version digit ``2``, then base64url (no padding) of::

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
    the moves               their codes (``tigris.link_moves``), the last byte filled with zero bits
    4 bytes                 CRC-32 of the version digit and every byte before it

``uint`` is LEB128 (7 bits a byte, low first), ``sint`` zigzag LEB128,
``bytes`` and ``text`` a ``uint`` length and that many bytes (UTF-8).
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from typing import Any

from . import link_v1
from .actions import parse_action
from .events import IllegalAction
from .link_fields import (
    ENGLISH as ENGLISH, LEVELS as LEVELS, MAX_ID as MAX_ID, MAX_LINK_CHARS as MAX_LINK_CHARS,
    MAX_POSITION_BYTES as MAX_POSITION_BYTES, OPTIONS as OPTIONS, SPEEDS as SPEEDS, Link as Link,
    LinkError as LinkError, Writer, read_head, write_head,
)
from .link_moves import BadMoves, read_moves, write_moves
from .player_name import MAX_NAME as MAX_NAME, clean_name as clean_name

VERSION = 2
READS = (1, 2)  # the formats this engine reads
_TEXT = re.compile(r"[A-Za-z0-9_-]*")


def _crc(version: int, body: bytes) -> bytes:
    return zlib.crc32(body, zlib.crc32(str(version).encode("ascii"))).to_bytes(4, "big")


def _text(version: int, data: bytes) -> str:
    return str(version) + base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


# ---------------------------------------------------------------------- writing


def encode(link: Link) -> str:
    """The link's text (``ValueError`` for a game with no known beginning, or a value the format has no place for)."""
    w = Writer()
    write_head(w, link)
    w.out += write_moves(parse_action(a) for a in link.game.history)
    return _text(VERSION, bytes(w.out) + _crc(VERSION, bytes(w.out)))


def encode_v1(link: Link) -> str:
    """The same link in format 1, as the page wrote it before (for the tests and the benches: still read)."""
    return _text(link_v1.VERSION, link_v1.encode(link))


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
    if version.group() not in {str(v) for v in READS}:
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
    if version.group() == "1":
        return link_v1.decode(data)
    if len(data) < 5:
        raise LinkError("link.truncated")
    data, crc = data[:-4], data[-4:]
    if _crc(VERSION, data) != crc:
        raise LinkError("link.checksum")
    head = read_head(data)
    try:
        moves = read_moves(data[head.size:], head.count)
    except BadMoves:
        raise LinkError("link.bad_field", field="move list") from None
    got = head.link
    game, movers = got.game, got.movers
    undone = head.count - got.undo  # the moves before the ones that can be taken back
    for number, action in enumerate(moves, 1):
        if number == undone + 1:
            got.undo_from = game.copy()
        movers.append(game.to_move or "")
        try:
            game.apply(action)
        except IllegalAction:
            raise LinkError("link.move", number=number) from None
    return got


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
