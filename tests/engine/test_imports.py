"""Modules import each other in one direction: no import circle in the engine, the pages or the bench.

``game.py`` is the game; the codecs (``record.py``, ``diagram.py``), the
views (``view.py``, ``svg.py``) and the reader of positions (``position.py``)
import it, never the other way round (``docs/architecture.md``). In ``web/``
the page's parts import what they use and are handed the rest; in ``bench/``
the scripts import the shared ones (the arena, the frozen players), never the
other way round. Every import counts here, also one inside a function or
under ``TYPE_CHECKING``: a circle the type checker needs is still a circle.
"""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SKIP = {"results", "frozen", "scratch", "__pycache__"}


def files(tree: str) -> list[pathlib.Path]:
    return sorted(p for p in (ROOT / tree).rglob("*.py") if not SKIP & set(p.relative_to(ROOT).parts))


def module_name(path: pathlib.Path, base: pathlib.Path) -> str:
    parts = path.relative_to(base).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


class Tree:
    """The modules of one folder and what each imports of the others.

    ``tigris`` and ``web`` are packages, named from the repository's root. ``bench`` is scripts: each runs
    with its own folder first on ``sys.path``, so ``import arena`` or ``import baseline.ai`` means the script
    or package beside it (else one of that name at the bench's root)."""

    def __init__(self, tree: str) -> None:
        self.scripts = tree == "bench"
        self.base = ROOT / tree if self.scripts else ROOT
        self.paths = {module_name(p, self.base): p for p in files(tree)}
        self.modules = set(self.paths)
        self.graph = {name: self.imports(name, path) for name, path in self.paths.items()}

    def resolve(self, name: str, here: str) -> str | None:
        """The module of this tree an absolute import names, or None (the standard library, the engine...)."""
        folder = here.rpartition(".")[0] if self.scripts else ""
        for candidate in ([f"{folder}.{name}", name] if folder else [name]):
            probe = candidate
            while probe:  # "import a.b.c" imports a.b.c, or the deepest of its packages that is ours
                if probe in self.modules:
                    return probe
                probe = probe.rpartition(".")[0]
        return None

    def imports(self, here: str, path: pathlib.Path) -> set[str]:
        package = here if path.name == "__init__.py" else here.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {m for a in node.names if (m := self.resolve(a.name, here))}
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package
                    for _ in range(node.level - 1):
                        base = base.rpartition(".")[0]
                    name = base + "." + node.module if node.module and base else node.module or base
                    module = name if name in self.modules else None
                else:
                    module = self.resolve(node.module or "", here)
                if module is None:
                    continue
                # "from . import conflict" imports a module; "from .game import Game" imports game.
                submodules = {f"{module}.{a.name}" for a in node.names} & self.modules
                found |= submodules or {module}
        return found - {here}

    def circle(self) -> list[str] | None:
        state: dict[str, str] = {}  # grey while on the path, black when done

        def visit(name: str, path: list[str]) -> list[str] | None:
            state[name] = "grey"
            for other in sorted(self.graph.get(name, ())):
                if self.paths[other].name == "__init__.py" and name.startswith(other + "."):
                    continue  # a package's own __init__ re-exports its modules; they may not import it back
                if state.get(other) == "grey":
                    return (path + [name])[(path + [name]).index(other):] + [other]
                if other not in state and (found := visit(other, path + [name])):
                    return found
            state[name] = "black"
            return None

        for name in sorted(self.graph):
            if name not in state and (found := visit(name, [])):
                return found
        return None


ENGINE = Tree("tigris")


def test_the_game_imports_none_of_its_codecs_or_views() -> None:
    assert ENGINE.graph["tigris.game"].isdisjoint(
        {"tigris", "tigris.record", "tigris.diagram", "tigris.view", "tigris.position", "tigris.svg", "tigris.ai"})


@pytest.mark.parametrize("tree", ["tigris", "web", "bench"])
def test_no_module_imports_itself_round_a_circle(tree: str) -> None:
    found = Tree(tree).circle()
    assert found is None, "import circle: " + " → ".join(found or [])


def test_the_check_sees_the_imports_of_each_tree() -> None:
    """Not empty: the session imports its computer, the bench's tools import the arena."""
    web, bench = Tree("web"), Tree("bench")
    assert "web.game.computer" in web.graph["web.game.session"]
    assert "players.arena" in bench.graph["players.plans"]
    assert "players.baseline.ai" in bench.graph["players.arena"]


def test_a_circle_is_found(tmp_path) -> None:
    tree = Tree("web")
    tree.graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}}
    tree.paths = {n: tmp_path / f"{n}.py" for n in tree.graph}
    assert tree.circle() == ["a", "b", "c", "a"]


@pytest.mark.parametrize("module", ["tigris.record", "tigris.diagram", "tigris.view", "tigris.position", "tigris.svg"])
def test_each_codec_and_view_imports_after_the_game(module: str) -> None:
    """In a fresh interpreter, with ``tigris.game`` imported first, as a caller might."""
    code = f"import tigris.game; import {module}"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
