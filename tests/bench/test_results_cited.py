"""``bench/results/`` holds the files the documents cite for today's figures, and nothing else.

A run that no document cites belongs in git history, not in the tree (``bench/README.md``); a file a
document names must be there, so that ``bench/players/arena.py --summary --out FILE`` prints the figure again.
"""

from __future__ import annotations

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
RESULTS = ROOT / "bench" / "results"
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "bench").rglob("*.md"))]
# A path into the folder as a command or a sentence writes it; ``git show COMMIT:bench/results/NAME`` names a
# file of an older commit, which git history keeps.
CITED_PATH = re.compile(r"(?<![:\w/])bench/results/([\w.-]+\.jsonl?)")


def document_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in DOCUMENTS)


def test_every_result_file_is_cited_by_a_document() -> None:
    text = document_text()
    uncited = sorted(p.name for p in RESULTS.iterdir() if p.is_file() and p.name not in text)
    assert not uncited, f"bench/results/ holds files no document cites: {uncited}"


def test_every_result_file_a_document_cites_is_there() -> None:
    cited = set(CITED_PATH.findall(document_text()))
    missing = sorted(name for name in cited if not (RESULTS / name).is_file())
    assert not missing, f"documents cite result files that bench/results/ does not hold: {missing}"


def test_the_documents_are_read() -> None:
    """The check above is not empty: the table of the levels cites its files."""
    assert {ROOT / "README.md", ROOT / "docs" / "ai.md", ROOT / "bench" / "README.md"} <= set(DOCUMENTS)
    assert len(CITED_PATH.findall(document_text())) >= 10
