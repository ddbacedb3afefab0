#!/usr/bin/env python3
"""Keep a copy of today's computer players, to measure a change against them on the same seeds.

    python3 bench/players/freeze.py before               # copies tigris/ai into bench/players/frozen/before/ai
    ... change tigris/ai ...
    python3 bench/players/arena.py --games 100 --pairs hard:hard~before --out bench/results/change.jsonl

``LEVEL~NAME`` in ``bench/players/arena.py`` plays LEVEL of the frozen copy NAME
(the engine is today's ``tigris``; only the players are frozen). The copies
are scratch (``bench/players/frozen/`` is not committed); the old AI that every
change is measured against for good is ``bench/players/baseline``.
"""

from __future__ import annotations

import argparse
import importlib
import re
import shutil
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
FROZEN = ROOT / "bench" / "players" / "frozen"


def freeze(name: str) -> Path:
    """Copy tigris/ai to bench/players/frozen/<name>/ai, its imports of the engine made absolute."""
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise SystemExit("a name of lower-case letters, digits and _ (it becomes a package)")
    target = FROZEN / name / "ai"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    for package in (FROZEN, FROZEN / name):
        (package / "__init__.py").touch()
    for src in sorted((ROOT / "tigris" / "ai").glob("*.py")):
        text = re.sub(r"^from \.\.(\w)", r"from tigris.\1", src.read_text(), flags=re.M)
        (target / src.name).write_text(text)
    return target


def players(name: str | None, module: str = "") -> ModuleType:
    """Today's ``tigris.ai`` (or one of its modules, ``module``), or the frozen copy ``name``'s: the one way
    every bench tool reads a frozen player (``LEVEL~NAME`` in the arena, ``--against``, ``--ai``, ``--sampler``)."""
    base = f"frozen.{name}.ai" if name else "tigris.ai"
    try:
        return importlib.import_module(f"{base}.{module}" if module else base)
    except ModuleNotFoundError as e:
        if name and e.name and e.name.startswith("frozen"):
            raise SystemExit(f"no frozen copy {name!r}: python3 bench/players/freeze.py {name}") from e
        raise


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("name")
    print(freeze(ap.parse_args().name))


if __name__ == "__main__":
    main()
