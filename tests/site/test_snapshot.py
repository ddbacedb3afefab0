"""The Pyodide memory snapshot the page starts from (web/start.mjs): Pyodide's private API, pinned.

Under Node, with the pinned Pyodide: a snapshot made after imports, packed
sparse and written page by page into a fresh Pyodide's memory (which then
holds the snapshot's image byte for byte), starts an interpreter that has those
imports and the state made before it; a snapshot of something else is refused
(the page then starts normally). A new Pyodide fails here first: check the
snapshot again before moving the pin.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PYODIDE_DIR = REPO / "node_modules" / "pyodide"


def test_start_pins_the_installed_pyodide():
    pinned = re.search(r'const PINNED = "([^"]+)"', (REPO / "web" / "start.mjs").read_text()).group(1)
    installed = json.loads((PYODIDE_DIR / "package.json").read_text())["version"]
    assert pinned == installed


@pytest.mark.slow  # starts Pyodide in Node twice
def test_snapshot_round_trip_in_pyodide():
    node = shutil.which("node")
    assert node, "`node` is not on PATH: install Node.js (20+)"
    proc = subprocess.run([node, str(REPO / "tests" / "site" / "pyodide" / "snapshot.mjs"), str(PYODIDE_DIR), str(REPO / "web")],
                          capture_output=True, text=True, timeout=300, cwd=REPO)
    assert proc.returncode == 0, proc.stderr[-4000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["same"], "the stored pages must give Pyodide's memory the snapshot's image byte for byte"
    assert result["packed"] < result["raw"] * 0.8  # sparse: the empty pages are not stored
    assert result["mark"] == "made before the snapshot"
    assert result["modules"] == "json,random,textwrap"
    assert 0 <= float(result["draws"]) < 1
    assert result["works"] == '["a b c a b", "c a b c a"]'
    assert result["refused"], "a snapshot of something else must be refused, not started"
    assert result["garbage"] is None
