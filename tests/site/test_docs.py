"""Every Python example in docs/ runs, so the documentation cannot drift from the code.

The examples of one page run in order in one namespace, like a reader typing
them into one session.
"""

from __future__ import annotations

import pathlib
import re

import pytest

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs"
BLOCK = re.compile(r"```python\n(.*?)```", re.S)
PAGES = sorted(p for p in DOCS.glob("*.md") if BLOCK.search(p.read_text(encoding="utf-8")))


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_documentation_examples_run(page: pathlib.Path) -> None:
    namespace: dict = {"__name__": "docs_example"}
    for i, code in enumerate(BLOCK.findall(page.read_text(encoding="utf-8"))):
        exec(compile(code, f"{page.name} example {i + 1}", "exec"), namespace)


def test_engine_and_notation_pages_have_examples() -> None:
    assert {p.name for p in PAGES} >= {"engine.md"}
