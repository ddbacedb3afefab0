"""bench/pages/startup.py's interval for a median: what says whether a start-up figure is above its target or in the noise."""

from __future__ import annotations

import importlib.util
import pathlib
import sys

BENCH_WEB = pathlib.Path(__file__).resolve().parents[2] / "bench" / "pages" / "startup.py"


def load_bench_web():
    """The script as it runs: its own folder on the path, for the page benches' shared ``chromium.py``."""
    if str(BENCH_WEB.parent) not in sys.path:
        sys.path.insert(0, str(BENCH_WEB.parent))
    spec = importlib.util.spec_from_file_location("bench_web", BENCH_WEB)  # not the page's own web package
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_interval_of_a_median_leaves_out_what_the_binomial_allows() -> None:
    bench_web = load_bench_web()
    # 21 rounds: the 6th and 16th values bound the median with at least 95% cover (P(Bin(21, 1/2) <= 5) = 1.3%)
    assert bench_web.median_interval([float(x) for x in range(21, 0, -1)]) == (11.0, 6.0, 16.0)
    # 9 values: the 2nd and 8th; 8 values: too few to leave any out
    assert bench_web.median_interval([float(x) for x in range(9)])[1:] == (1.0, 7.0)
    assert bench_web.median_interval([float(x) for x in range(8)])[1:] == (0.0, 7.0)
    assert bench_web.median_interval([4.0]) == (4.0, 4.0, 4.0)
