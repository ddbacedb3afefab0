"""The engine wheel, built from this repository, plays a whole game inside
Pyodide (CPython 3.14 compiled to WebAssembly) under Node.

Needs `node` and `node_modules/pyodide` (`npm ci`, which `bash .ci/run` does).
A missing Pyodide is a failure, not a skip: the browser build depends on it.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
RUN_GAME = REPO / "tests" / "site" / "pyodide" / "run_game.mjs"
PYODIDE_DIR = REPO / "node_modules" / "pyodide"

pytestmark = pytest.mark.slow  # builds the wheel and starts Pyodide in Node (about 10 s)


def build_wheel(dest: Path) -> Path:
    """Build the tigris wheel from the work tree into dest and return its path.

    Uses the installed hatchling when there is one (no network, ~1 s);
    otherwise pip fetches hatchling from PyPI into an isolated build env.
    """
    cmd = [sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "--quiet", "-w", str(dest)]
    if importlib.util.find_spec("hatchling") is not None:
        cmd.insert(4, "--no-build-isolation")
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"building the wheel failed:\n{proc.stdout}\n{proc.stderr}"
    wheels = sorted(dest.glob("tigris-*.whl"))
    assert len(wheels) == 1, f"expected one tigris wheel in {dest}, found {wheels}"
    return wheels[0]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    return build_wheel(tmp_path_factory.mktemp("wheel"))


def project_version() -> str:
    with open(REPO / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_wheel_holds_only_the_engine(wheel: Path):
    version = project_version()
    assert wheel.name == f"tigris-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
    tops = {n.split("/", 1)[0] for n in names}
    assert tops == {"tigris", f"tigris-{version}.dist-info"}, tops
    assert "tigris/__init__.py" in names


def test_random_game_runs_to_the_end_in_pyodide(wheel: Path):
    node = shutil.which("node")
    assert node, "`node` is not on PATH: install Node.js (20+) to run the Pyodide tests"
    assert (PYODIDE_DIR / "pyodide.mjs").is_file(), (
        f"Pyodide is not installed ({PYODIDE_DIR} is missing): "
        "run `npm ci` in the repository root, or `bash .ci/run`"
    )

    proc = subprocess.run(
        [node, str(RUN_GAME), str(wheel), "--games", "1", "--seed", "3", "--players", "archer,bull"],
        capture_output=True, text=True, timeout=600, cwd=REPO,
    )
    assert proc.returncode == 0, f"run_game.mjs failed ({proc.returncode}):\n{proc.stderr[-4000:]}"
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    assert lines, f"run_game.mjs printed nothing; stderr:\n{proc.stderr[-4000:]}"
    result = json.loads(lines[-1])

    assert result["python"].startswith("3.14."), result["python"]
    assert result["platform"] == "emscripten"
    assert result["pyodide_version"] == "314.0.7"
    # The engine was imported from the unpacked wheel, not from anywhere else.
    assert "/site-packages/tigris/" in result["tigris_file"], result["tigris_file"]
    assert result["tigris_version"] == project_version()
    assert result["blocked_requests"] == []
    # One complete game: run_game.mjs only counts a game once is_over is true.
    assert result["games"] == 1 and result["completed"] == 1
    assert result["decisions"] > 0
