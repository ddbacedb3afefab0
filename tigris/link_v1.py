"""Links of format 1, still read: the links the page wrote before format 2 (people have shared them).

Format 1 has the same head as format 2 (``tigris.link_fields``), then a
CRC-32 of the head's bytes and of the moves' notation, one per line, and the
moves as one number in a mixed radix: move *i* is its place among the legal
actions of its moment sorted by notation, a digit in base their count. It is
short (a choice among 700 actions costs under 10 bits) but it can be checked
only after the replay, and reading a move costs the legal actions of its
moment, sorted: a link of 5,000 moves takes about 1.5 s in CPython
(``bench/engine/link.py``). ``encode`` stays for the tests and the benches.

One check comes early: once the number is spent, every move left is the
first of its choices by notation. The page wrote these links of games
people played, where forty such moves in a row with a real choice each do
not happen; a link that declares more moves than its number can fill (a
changed count, a cut link) is refused there, not thousands of moves later.
"""

from __future__ import annotations

import zlib
from typing import Iterable

from .actions import Action
from .game import Game
from .link_fields import Link, LinkError, Writer, read_head, write_head
from .record import replay_record

VERSION = 1
SPENT = 40  # moves with a choice read after the number is spent: more, and the link does not add up


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


def encode(link: Link) -> bytes:
    """The bytes of a format-1 link (before base64url and the version digit)."""
    w = Writer()
    write_head(w, link)
    w.out += checksum(bytes(w.out), link.game.history).to_bytes(4, "big")
    n = moves_number(link.game)
    w.out += n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes(w.out)


def decode(data: bytes) -> Link:
    """A format-1 link's bytes: the game replayed to its last move, then checked against its check sum."""
    head = read_head(data)
    at = head.size
    if at + 4 > len(data):
        raise LinkError("link.truncated")
    crc = int.from_bytes(data[at:at + 4], "big")
    n = int.from_bytes(data[at + 4:], "big")
    got = head.link
    game = got.game
    spent = 0
    for number in range(1, head.count + 1):
        if game.is_over:
            raise LinkError("link.move", number=number)
        choices = ordered(game.legal_actions())
        if not choices:
            raise LinkError("link.move", number=number)
        if n == 0 and len(choices) > 1:
            spent += 1
            if spent > SPENT:
                raise LinkError("link.checksum")
        n, place = divmod(n, len(choices))
        if number == head.count - got.undo + 1:
            got.undo_from = game.copy()
        got.movers.append(game.to_move or "")
        game.apply(choices[place])
    if n or checksum(data[:at], game.history) != crc:
        raise LinkError("link.checksum")
    return got
