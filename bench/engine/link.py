#!/usr/bin/env python3
"""How long a game's link is: 20 seeded whole two-player games against the 1,500-character target.

    python3 bench/engine/link.py               # about a minute on the shared machine
    python3 bench/engine/link.py --games 5     # fewer games
    python3 bench/engine/link.py --long        # only: opening long and damaged links, in CPython

Each game is played to its end by the ``easy`` computer on every seat (seed
``n`` for the bag and the computer), and its link is made as the page makes
it for play by link (a computer seat, a game id, the speed), then opened
again, which must give the identical game. Printed: each game's moves, the
link's length in characters and the time to make and to open it; then the
median and the largest length against the target. Three- and four-player
games follow for information.

Measured 2026-12-01 on the shared 2-core machine (very busy, load about 20),
``easy`` level, format 2 (format 1, 2026-11-24: median 232, max 273):

    players  games  moves (median)  link chars: median  max   target
    2        20     169             338                  403   1500
    3        5      203             383                  400
    4        5      196             369                  407

    making a link takes under 1 ms and opening one 13-170 ms in CPython (the
    replay: what playing the moves costs); the page's address and the
    parameter's name add some 40 characters more.

``--long``: a 5,000-move game (``bench/engine/load.py``'s leader moves) as Share
writes its link, the same in format 1, that link with one character changed,
and the link of a game just begun with its move count changed to 5,000 (in
format 2 as it comes, with a forged check sum, and in format 1). Measured
2026-12-02, CPython, best of 3, load about 7 (the page's figures:
``bench/pages/link_page.py``):

    link 5000               10029    0.211  opened, 5000 moves
    link 5000, format 1      7049    4.860  opened, 5000 moves
    damaged                 10029    0.000  refused: link.checksum
    count 5000                 32    0.000  refused: link.checksum
    count 5000, forged         32    0.000  refused: link.bad_field
    count 5000, format 1       32    0.024  refused: link.checksum
"""

from __future__ import annotations

import argparse
import base64
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/engine/load.py's long game

import tigris  # noqa: E402
from load import leaders_only  # noqa: E402
from tigris import link_fields  # noqa: E402
from tigris.ai import choose_action  # noqa: E402
from tigris.link import Link, decode, encode, encode_v1  # noqa: E402
from tigris.record import MAX_ACTIONS  # noqa: E402
from web.game import sharing  # noqa: E402
from web.game.session import Session  # noqa: E402

TARGET = 1500
DYNASTIES = ["archer", "bull", "pot", "lion"]


def whole_game(seed: int, players: int, level: str) -> tigris.Game:
    game = tigris.Game.new(DYNASTIES[:players], seed=seed)
    while not game.is_over:
        game.apply(choose_action(game, level, seed=seed))
    return game


def measure(players: int, games: int, level: str, first_seed: int) -> list[int]:
    lengths = []
    print(f"\n{players} players, {games} games, level {level}")
    print(f"{'seed':>6} {'moves':>6} {'chars':>6} {'make ms':>8} {'open ms':>8}")
    for seed in range(first_seed, first_seed + games):
        game = whole_game(seed, players, level)
        t0 = time.perf_counter()
        text = encode(Link(game, computers={DYNASTIES[1]: level}, game_id=f"bench{seed:05d}", speed="fast"))
        t1 = time.perf_counter()
        opened = decode(text)
        t2 = time.perf_counter()
        if tigris.to_record(opened.game) != tigris.to_record(game):
            raise SystemExit(f"seed {seed}: the link did not open the same game")
        lengths.append(len(text))
        print(f"{seed:>6} {len(game.history):>6} {len(text):>6} {1000 * (t1 - t0):>8.1f} {1000 * (t2 - t1):>8.1f}")
    print(f"median {statistics.median(lengths):.0f} characters, max {max(lengths)}"
          + (f" (target: at most {TARGET}: {'met' if max(lengths) <= TARGET else 'MISSED'})" if players == 2 else ""))
    return lengths


def long_links(session: Session) -> dict[str, str]:
    """The links of a long game (its session) as Share writes them, in format 1, damaged, and counts changed."""
    text = sharing.link_text(session)
    mid = len(text) // 2
    begun = sharing.to_link(Session(leaders_only(0), game_id="bench0"))
    return {
        f"link {len(session.game.history)}": text,
        f"link {len(session.game.history)}, format 1": encode_v1(sharing.to_link(session)),
        "damaged": text[:mid] + ("A" if text[mid] != "A" else "B") + text[mid + 1:],
        "count 5000": counted(begun, 2, forged=False),
        "count 5000, forged": counted(begun, 2, forged=True),
        "count 5000, format 1": counted(begun, 1, forged=False),
    }


def counted(got: Link, version: int, forged: bool) -> str:
    """The link of a game just begun with its number of moves changed to 5,000 (``forged``: and its check sum
    made to match, as a careful forger would; format 1's check sum cannot be checked before the replay)."""
    text = encode(got) if version == 2 else encode_v1(got)
    data = base64.urlsafe_b64decode(text[1:] + "=" * (-len(text[1:]) % 4))
    body, crc = data[:-4], data[-4:]  # (format 1: the head, its check sum and no moves' number)
    assert body[-1] == 0  # no moves: the head ends with their number, 0
    w = link_fields.Writer()
    w.uint(MAX_ACTIONS)
    body = body[:-1] + bytes(w.out)
    if version == 2 and forged:
        crc = tigris.link._crc(2, body)
    return str(version) + base64.urlsafe_b64encode(body + crc).decode("ascii").rstrip("=")


def long_times() -> None:
    """Opening the long and damaged links in CPython: seconds (best of 3) and what came of it."""
    links = long_links(Session(leaders_only(MAX_ACTIONS), game_id="bench5000"))
    print(f"\nlong and damaged links, CPython {sys.version.split()[0]}, best of 3")
    print(f"{'case':<22} {'chars':>6} {'seconds':>8}  outcome")
    for name, text in links.items():
        best, outcome = float("inf"), ""
        for _ in range(3):
            t0 = time.perf_counter()
            try:
                outcome = f"opened, {len(decode(text).game.history)} moves"
            except tigris.LoadError as e:
                outcome = f"refused: {e.code}"
            best = min(best, time.perf_counter() - t0)
        print(f"{name:<22} {len(text):>6} {best:8.3f}  {outcome}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20, help="two-player games (default 20)")
    parser.add_argument("--others", type=int, default=5, help="three- and four-player games each (default 5)")
    parser.add_argument("--level", default="easy", choices=("easy", "medium"))
    parser.add_argument("--long", action="store_true", help="only the long and damaged links' times")
    args = parser.parse_args()
    if args.long:
        long_times()
        return
    two = measure(2, args.games, args.level, 1)
    for players in (3, 4):
        if args.others:
            measure(players, args.others, args.level, 1)
    if max(two) > TARGET:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
