"""The engine's modules import each other in one direction: no import circle.

``game.py`` is the game; the codecs (``record.py``, ``diagram.py``), the
views (``view.py``, ``svg.py``) and the reader of positions (``position.py``)
import it, never the other way round (``docs/architecture.md``). Every
import counts here, also one inside a function or under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

import tigris

PACKAGE = pathlib.Path(tigris.__file__).parent


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: pathlib.Path) -> set[str]:
    """The ``tigris`` modules one file imports, wherever the import statement stands."""
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] == "tigris"}
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            name = (base + "." + node.module if node.module else base) if node.level else node.module or ""
            if name.split(".")[0] != "tigris":
                continue
            # "from . import conflict" imports a module; "from .game import Game" imports game.
            submodules = {f"{name}.{a.name}" for a in node.names} & MODULES
            found |= submodules or {name}
    return found - {here}


MODULES = {module_name(p) for p in PACKAGE.rglob("*.py")}
GRAPH = {module_name(p): imports(p) for p in sorted(PACKAGE.rglob("*.py"))}


def test_the_game_imports_none_of_its_codecs_or_views() -> None:
    assert GRAPH["tigris.game"].isdisjoint(
        {"tigris", "tigris.record", "tigris.diagram", "tigris.view", "tigris.position", "tigris.svg", "tigris.ai"})


def test_no_module_of_the_engine_imports_itself_round_a_circle() -> None:
    state: dict[str, str] = {}  # grey while on the path, black when done

    def visit(name: str, path: list[str]) -> None:
        state[name] = "grey"
        for other in sorted(GRAPH.get(name, ())):
            if other == "tigris" or other not in GRAPH:
                continue  # the package's own __init__ re-exports; it imports everything and nobody imports it
            if state.get(other) == "grey":
                pytest.fail("import circle: " + " → ".join(path[path.index(other):] + [name, other]))
            if other not in state:
                visit(other, path + [name])
        state[name] = "black"

    for name in GRAPH:
        if name not in state:
            visit(name, [])


@pytest.mark.parametrize("module", ["tigris.record", "tigris.diagram", "tigris.view", "tigris.position", "tigris.svg"])
def test_each_codec_and_view_imports_after_the_game(module: str) -> None:
    """In a fresh interpreter, with ``tigris.game`` imported first, as a caller might."""
    code = f"import tigris.game; import {module}"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=PACKAGE.parent, timeout=60)
    assert done.returncode == 0, done.stderr
