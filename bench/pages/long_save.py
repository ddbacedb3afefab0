"""How long the page's storage takes to open long saves, in CPython (Pyodide in Chromium is about 1.6x slower).

    python3 bench/pages/long_save.py

Prints seconds for: a whole game (random legal moves to the end), that save
with its moves repeated to 60,000 (about 1 MB: refused), and texts the gate
refuses before parsing (2 MB, 100,000 nested lists).
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import tigris  # noqa: E402
from web.game import storage  # noqa: E402
from web.game.session import Session  # noqa: E402


def whole_game(seed: int = 3) -> Session:
    rng = random.Random(seed)
    s = Session(tigris.Game.new(["archer", "bull", "pot", "lion"], seed=seed))
    while not s.game.is_over:
        s.play(rng.choice(s.game.legal_actions()))
    return s


def timed(label: str, text: str) -> None:
    st = storage.Store(storage.MemoryBackend())
    st.backend.set(storage.PREFIX + "g", text)
    best = float("inf")
    outcome = ""
    for _ in range(3):
        t0 = time.perf_counter()
        try:
            outcome = f"opened, {len(st.load('g').game.history)} moves"
        except storage.LoadProblem as e:
            outcome = "refused: " + str(e)[:70]
        best = min(best, time.perf_counter() - t0)
    print(f"{label:<34} {len(text):>9,} chars  {best:6.3f} s  {outcome}")


def main() -> None:
    s = whole_game()
    save = s.to_save()
    timed("whole game", json.dumps(save))
    long = json.loads(json.dumps(save))
    long["record"]["actions"] = (long["record"]["actions"] * (60_000 // len(long["record"]["actions"]) + 1))[:60_000]
    timed("60,000 actions", json.dumps(long))
    timed("2 MB string", json.dumps({"app": "tigris-web", "record": "x" * 2_100_000}))
    timed("100,000 nested lists", "[" * 100_000 + "]" * 100_000)


if __name__ == "__main__":
    main()
