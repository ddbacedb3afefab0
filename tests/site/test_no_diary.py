"""The repository explains itself: no document, docstring, comment or test names a numbered working session.

A reader cannot place a session by its number; a date or a commit they can (``git log``, ``git show``). Documents say
what is true now and how to check it (``docs/architecture.md``).
"""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
SKIP = {".git", "node_modules", "dist", "build", "frozen", "scratch", "results", "__pycache__", ".pytest_cache",
        ".mypy_cache", "test-results"}
SUFFIXES = {".md", ".py", ".mjs", ".js", ".html", ".css", ".json", ".toml", ".txt", ""}
# Written in pieces so that this file does not match itself.
NUMBERED = re.compile(r"\b[Ss]ession" + r"s? \d|\b(first|second|this|that|last|next) " + r"session\b"
                      + r"|results/s\d+" + r"-", re.I)


def texts() -> list[pathlib.Path]:
    found = []
    for path in ROOT.rglob("*"):
        parts = path.relative_to(ROOT).parts
        if any(p in SKIP for p in parts) or not path.is_file() or path.suffix not in SUFFIXES:
            continue
        if path.suffix == "" and parts[0] not in {".ci"}:
            continue
        found.append(path)
    return found


def test_no_text_of_the_repository_names_a_numbered_session() -> None:
    hits = []
    for path in texts():
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if NUMBERED.search(line):
                hits.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()[:100]}")
    assert not hits, "say a date or a commit instead:\n" + "\n".join(hits)


def test_the_check_reads_the_documents_and_the_code() -> None:
    names = {p.relative_to(ROOT).as_posix() for p in texts()}
    assert {"README.md", "docs/ai.md", "docs/startup.md", "bench/players/arena.py", "tigris/ai/evaluate.py",
            "web/game/session.py", ".ci/run"} <= names
    assert NUMBERED.search("as sess" + "ion 12 found") and NUMBERED.search("the Second " + "session")
    assert not NUMBERED.search("the session's table")
