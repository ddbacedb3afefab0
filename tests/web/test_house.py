"""The page's code stays in rooms a newcomer can read: no module of web/ over 400 lines (docs/architecture.md).

The catalogues (web/i18n/*.json) are data, one file per language, and not counted.
"""

from __future__ import annotations

from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
LIMIT = 400


def test_no_file_of_the_pages_code_is_over_400_lines():
    code = [p for p in WEB.rglob("*") if p.is_file() and p.suffix in (".py", ".js", ".mjs", ".css", ".html")]
    assert len(code) > 40  # the walk found the pages' code
    long = {str(p.relative_to(WEB)): n for p in code if (n := len(p.read_text().splitlines())) > LIMIT}
    assert not long, f"split these by idea (docs/architecture.md): {long}"
