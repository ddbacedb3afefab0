"""Play computer players against each other: seat-swapped, fixed seeds, 95% intervals.

    python bench/players/arena.py --games 40 --pairs hard:base-hard,medium:base-hard
    python bench/players/arena.py --games 40 --pairs hard:greedy --out bench/results/hard-greedy.jsonl
    python bench/players/arena.py --out bench/results/hard-greedy.jsonl --summary   # the table, no play
    python bench/players/arena.py --out NEW.jsonl --paired OLD.jsonl   # two versions, seed by seed (one pairing a file)
    python bench/players/arena.py --players 3 --games 30 --pairs hard:base-hard
    python bench/players/arena.py --games 40 --pairs hard@200:hard@48     # a search budget against another
    python bench/players/arena.py --games 10 --pairs hard:base-hard --time-limit 1.0   # the page's limit
    python bench/players/arena.py --games 20 --pairs hard:sparring --mirror   # the same deals, the seats flipped
    nice -n 5 python3 bench/players/arena.py ... --out FILE &             # in the background

Players: the levels of ``tigris.ai`` (``easy``, ``medium``, ``hard``),
the frozen old AI (``base-easy``, ``base-medium``, ``base-hard``, see
``bench/players/baseline``), ``greedy`` (``bench/players/greedy.py``, a stand-in for an
outside greedy bot) and ``random``. ``level@N`` gives a search level N
iterations; ``level=FILE`` plays it with the evaluation's weights from a
JSON file (``bench/players/tune.py --export``), e.g. ``medium=bench/results/tuned.json:medium``;
``level~NAME`` plays a copy of the players kept by ``bench/players/freeze.py NAME`` (a change
against the code before it, on the same seeds).
Without ``--time-limit`` every level runs on its fixed budget, so
a run is repeatable and does not depend on the machine's load.

Seats: game ``seed`` puts the first player in seat ``seed % players`` and the
second player's copies in the others, so seats alternate (two players) or
rotate. ``--mirror`` plays the same deals with the first player one seat on
(seat ``(seed + 1) % players``): a game and its mirror differ only in who
holds which hand and who moves first, so the two together tell the seat from
the deal. ``--out FILE`` appends each finished game as one JSON line as soon as
it ends; running again with the same file skips the games already in it, so a
long measurement survives a stop. Win rates count a shared win as a fraction;
intervals are Wilson 95%. Think time is per decision (mean and max). Each
game's line keeps its actions in notation (``moves``), so a game can be
replayed from its seed without playing it again.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from multiprocessing import Pool

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

import tigris  # noqa: E402

DYNASTIES = ["archer", "bull", "pot", "lion"]
# The sparring players (bench/players/sparring): each a kind of play a person has. ``A:sparring`` in --pairs means A
# against each of them; the table then also prints A's worst pairing among them.
SPARRING = ("hunter", "swapper", "defender", "attacker", "builder", "odds")
TARGETS = {("hard", "base-hard"): 0.75, ("hard", "medium"): 0.80, ("hard", "random"): 0.99,
           ("medium", "base-hard"): 0.60, ("easy", "random"): 0.95, ("medium", "easy"): 0.70,
           ("hard", "greedy"): 0.70}
TARGETS3 = {("hard", "base-hard"): 0.50}
TARGETS.update({("hard", s): 0.80 for s in SPARRING})
TARGETS3.update({("hard", s): 0.50 for s in SPARRING})


def decide(player: str, game: tigris.Game, seed: int, rng: random.Random, time_limit: float | None):
    player, _, weights = player.partition("=")
    if weights:  # level=FILE: the evaluation's weights from a JSON file (bench/players/tune.py --export)
        from tune import using_weights
        with using_weights(weights):
            return decide(player, game, seed, rng, time_limit)
    name, _, budget = player.partition("@")
    its = int(budget) if budget else None
    if name == "random":
        return rng.choice(game.legal_actions())
    if name == "greedy":
        from greedy import greedy_action
        return greedy_action(game, seed=seed)
    if name in SPARRING:
        from sparring import sparring_action
        return sparring_action(name, game, seed=seed)
    name, _, frozen = name.partition("~")
    if frozen:  # LEVEL~NAME: a copy of the players kept by bench/players/freeze.py
        from freeze import players
        ai = players(frozen)
        return ai.choose_action(game, name, seed=seed, iterations=its, time_limit=time_limit)
    if name.startswith("base-"):
        from baseline.ai import choose_action as base_choose
        return base_choose(game, name[5:], seed=seed, iterations=its, time_limit=time_limit)
    from tigris.ai import choose_action
    return choose_action(game, name, seed=seed, iterations=its, time_limit=time_limit)


def _stats(events, names: tuple[str, ...], stats: dict, pending: dict) -> None:
    """Count per player; ``pending`` holds the tiles committed to the conflict being fought.

    Points that follow the end of a turn in the same step are the monuments' (SPEC §13.1): the rest come
    from tiles, conflicts and the wonder."""
    ended = False
    for e in events:
        try:
            code = e.code
            if code == "turn_ended":
                ended = True
            elif code == "points" and ended:
                stats[e["player"]]["monument_points"] += e["count"]
            elif code in ("war", "revolt"):
                stats[e["attacker"]]["attacks"] += 1
            elif code == "conflict_won":
                winner, loser = e["winner"], e["loser"]
                if e["outcome"] == "attacker":
                    stats[winner]["attacks_won"] += 1
                stats[loser]["wasted"] += pending.get(loser, 0)  # tiles committed to a lost conflict
                pending.clear()
            elif code == "monument_built":
                stats[e["player"]]["monuments"] += 1
            elif code == "leader_returned" and "conflict" in str(e["why"]):
                stats[e["player"]]["leaders_lost"] += 1
            elif code == "committed":
                stats[e["player"]]["committed"] += e["count"]
                pending[e["player"]] = e["count"]
            elif code == "treasure_taken":
                stats[e["player"]]["treasures"] += e["count"]
            elif code == "swapped":
                stats[e["player"]]["swapped"] += e["count"]
        except (KeyError, TypeError):
            pass


def setup(a: str, b: str, seed: int, players: int,
          mirror: bool = False) -> tuple[tigris.Game, list[str], int, random.Random]:
    """Game ``seed`` (or its mirror): the new game, each seat's player, the first player's seat, the players'
    random source. The deal is the seed's either way."""
    seat = seat_of(seed, players, mirror)
    levels = [b] * players
    levels[seat] = a
    return tigris.Game.new(DYNASTIES[:players], seed=seed, first=DYNASTIES[0]), levels, seat, random.Random(seed)


def play(job: tuple) -> dict:
    """One game: the first player in one seat, the second player's copies in the others."""
    a, b, seed, players, time_limit, mirror = job
    game, levels, seat, rng = setup(a, b, seed, players, mirror)
    names = tuple(DYNASTIES[:players])
    # wall time: decisions, total, max; CPU time of this process: total, max (the machine may be shared)
    think: dict[str, list] = {"a": [0, 0.0, 0.0], "b": [0, 0.0, 0.0], "cpu_a": [0.0, 0.0], "cpu_b": [0.0, 0.0]}
    stats = {n: {"attacks": 0, "attacks_won": 0, "monuments": 0, "leaders_lost": 0, "committed": 0, "wasted": 0,
                 "treasures": 0, "monument_points": 0, "swapped": 0} for n in names}
    pending: dict[str, int] = {}
    started = time.time()
    while not game.is_over:
        i = game.to_move_index
        side = "a" if i == seat else "b"
        t0, c0 = time.perf_counter(), time.process_time()
        action = decide(levels[i], game, seed, rng, time_limit)
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        rec = think[side]
        rec[0] += 1
        rec[1] += dt
        rec[2] = max(rec[2], dt)
        cpu = think["cpu_" + side]
        cpu[0] += dc
        cpu[1] = max(cpu[1], dc)
        _stats(game.apply(action), names, stats, pending)
    result = game.result()
    me = names[seat]
    win = 1.0 if result.winners == [me] else (1.0 / len(result.winners) if me in result.winners else 0.0)
    scores = {s.player: s.score for s in result.standings}
    others = [n for n in names if n != me]
    return {"a": a, "b": b, "seed": seed, "players": players, "time_limit": time_limit, "mirror": mirror, "win": win,
            "score_a": scores[me], "score_b": max(scores[n] for n in others),
            "think": think, "actions": len(game.history), "moves": game.history, "seconds": round(time.time() - started, 1),
            "stats_a": stats[me], "stats_b": {k: sum(stats[n][k] for n in others) / len(others) for k in stats[me]}}


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / d
    return centre - half, centre + half


def key(g: dict) -> tuple:
    return (g["a"], g["b"], g["seed"], g["players"], g["time_limit"], g.get("mirror", False))


def seat_of(seed: int, players: int, mirror: bool = False) -> int:
    """The first player's seat in game ``seed`` (seat 0 moves first); its mirror puts him one seat on."""
    return (seed + (1 if mirror else 0)) % players


def began(g: dict) -> bool:
    """Whether the first player of a recorded game moved first."""
    return seat_of(g["seed"], g["players"], g.get("mirror", False)) == 0


def read(path: str) -> list[dict]:
    """The games in a results file, each once (two runs writing to one file play some games twice)."""
    out: dict[tuple, dict] = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    try:
                        g = json.loads(line)
                    except json.JSONDecodeError:
                        continue  # a line cut short by a stop
                    out.setdefault(key(g), g)
    return list(out.values())


def table(games: list[dict]) -> None:
    groups: dict[tuple, list[dict]] = {}
    for g in games:
        groups.setdefault((g["a"], g["b"], g["players"], g["time_limit"]), []).append(g)
    print(f"{'pairing':<24} {'pl':>2} {'limit':>5} {'games':>5} {'wins':>6} {'rate':>6} {'95% CI':>13} {'target':>7}"
          f" {'think A mean/max (cpu)':>17} {'think B mean/max (cpu)':>17} {'score A/B':>10}"
          f" {'attacks':>9} {'won':>9} {'monum.':>9} {'mon. pts':>9} {'ldr lost':>9} {'committed':>10} {'wasted':>9}"
          f" {'treasures':>9} {'swapped':>9}")
    for (a, b, players, limit), gs in sorted(groups.items(), key=lambda kv: str(kv[0])):
        n = len(gs)
        wins = sum(g["win"] for g in gs)
        rate = wins / n
        lo, hi = wilson(rate, n)
        target = (TARGETS if players == 2 else TARGETS3).get((a.partition("@")[0], b))
        mark = "" if target is None else (f"{target:.0%}" + ("ok" if lo >= target else "?" if rate >= target else "!"))

        def think(side: str) -> str:
            d = sum(g["think"][side][0] for g in gs)
            t = sum(g["think"][side][1] for g in gs)
            m = max(g["think"][side][2] for g in gs)
            out = f"{t / max(d, 1):.3f}/{m:.2f}"
            cpu = [g["think"]["cpu_" + side] for g in gs if "cpu_" + side in g["think"]]
            if cpu:
                dc = sum(g["think"][side][0] for g in gs if "cpu_" + side in g["think"])
                out += f" ({sum(c[0] for c in cpu) / max(dc, 1):.3f}/{max(c[1] for c in cpu):.2f})"
            return out

        def stat(k: str) -> str:
            have = [g for g in gs if k in g.get("stats_a", {})]
            if not have:
                return "-"
            sa = sum(g["stats_a"][k] for g in have) / len(have)
            sb = sum(g["stats_b"][k] for g in have) / len(have)
            return f"{sa:.1f}/{sb:.1f}"

        sa = sum(g["score_a"] for g in gs) / n
        sb = sum(g["score_b"] for g in gs) / n
        print(f"{a + ' v ' + b:<24} {players:>2} {str(limit or '-'):>5} {n:>5} {wins:>6.1f} {rate:>6.1%} "
              f"{f'{lo:.0%}–{hi:.0%}':>13} {mark:>7} {think('a'):>17} {think('b'):>17} {f'{sa:.1f}/{sb:.1f}':>10}"
              f" {stat('attacks'):>9} {stat('attacks_won'):>9} {stat('monuments'):>9} {stat('monument_points'):>9}"
              f" {stat('leaders_lost'):>9}"
              f" {stat('committed'):>10} {stat('wasted'):>9} {stat('treasures'):>9} {stat('swapped'):>9}")
    print("target: 'ok' when the interval's low end reaches it; '?' = the rate reaches it, the interval not yet;"
          " '!' = below. attacks (won)/monum. (built)/mon. pts (points monuments paid at turn ends)/ldr lost/"
          "committed (wasted: to conflicts lost)/treasures (taken)/swapped (tiles): per game, A/B;"
          " '-' where the file predates the count."
          " think: wall seconds per decision, mean/max, and in brackets the CPU seconds of the deciding process.")


def paired(mine: list[dict], theirs: list[dict]) -> None:
    """Two versions against the same opponent on the same seeds, seed by seed.

    Each seed deals the same tiles to both runs, so a seed both versions won (or both lost) says little; what
    tells them apart are the seeds only one won (an exact sign test on those), and the score margins, whose
    difference seed by seed is far less noisy than either win rate."""
    def same_game(g: dict) -> tuple:  # the opponent, the players and the limit, on one seed
        return (g["b"], g["players"], g["time_limit"], g["seed"], g.get("mirror", False))

    by_seed = {same_game(g): g for g in theirs}
    everything = [(g, by_seed[same_game(g)]) for g in mine if same_game(g) in by_seed]
    if not everything:
        print("no seed in common (the same opponent, players and time limit)")
        return
    opponents = sorted({a["b"] for a, _ in everything})
    for b in opponents:
        compare([(x, y) for x, y in everything if x["b"] == b])
    if len(opponents) > 1:
        rates = {b: ([x["win"] for x, _ in everything if x["b"] == b], [y["win"] for _, y in everything if y["b"] == b])
                 for b in opponents}
        new = min(opponents, key=lambda b: sum(rates[b][0]) / len(rates[b][0]))
        old = min(opponents, key=lambda b: sum(rates[b][1]) / len(rates[b][1]))
        print(f"worst pairing on these seeds: first v {new} {sum(rates[new][0]) / len(rates[new][0]):.1%},"
              f" second v {old} {sum(rates[old][1]) / len(rates[old][1]):.1%}")


def compare(pairs: list[tuple[dict, dict]]) -> None:
    """One opponent's seeds: the seeds only one version won, the sign test, the margin's difference."""
    n = len(pairs)
    only_a = sum(1 for a, b in pairs if a["win"] > b["win"])
    only_b = sum(1 for a, b in pairs if b["win"] > a["win"])
    diffs = [(a["score_a"] - a["score_b"]) - (b["score_a"] - b["score_b"]) for a, b in pairs]
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else float("nan")
    k, m = min(only_a, only_b), only_a + only_b
    p = min(1.0, 2 * sum(math.comb(m, i) for i in range(k + 1)) / 2 ** m) if m else 1.0
    a0, b0 = pairs[0]
    print(f"{a0['a']} ({n} seeds) against {b0['a']}, both v {a0['b']}: won {sum(a['win'] for a, _ in pairs):.1f}"
          f" against {sum(b['win'] for _, b in pairs):.1f}; seeds only the first won {only_a}, only the second"
          f" {only_b} (sign test p = {p:.2f}); score margin {mean:+.2f} a game [{mean - 1.96 * se:+.2f}, {mean + 1.96 * se:+.2f}]")
    # The wins split by who began (seat 0 begins): one set of seeds has shown a large split, fresh seeds none.
    parts = []
    for first, words in ((True, "when it began"), (False, "when the other began")):
        some = [(a, b) for a, b in pairs if began(a) == first]
        if some:
            parts.append(f"{words} {sum(a['win'] for a, _ in some):.1f} against {sum(b['win'] for _, b in some):.1f}"
                         f" of {len(some)}")
    print("by seat: " + "; ".join(parts))


def expand(spec: str) -> list[tuple[str, str]]:
    """``--pairs``: ``A:B`` pairs, with ``A:sparring`` standing for A against every sparring player."""
    out: list[tuple[str, str]] = []
    for p in spec.split(","):
        a, _, b = p.partition(":")
        out += [(a, s) for s in SPARRING] if b == "sparring" else [(a, b)]
    return out


def worst(games: list[dict]) -> None:
    """For each player that met two or more sparring players: the pairing it did worst in (the change's judge)."""
    by: dict[tuple, dict[str, list[float]]] = {}
    for g in games:
        if g["b"] in SPARRING:
            by.setdefault((g["a"], g["players"], g["time_limit"]), {}).setdefault(g["b"], []).append(g["win"])
    for (a, players, limit), opp in sorted(by.items(), key=lambda kv: str(kv[0])):
        if len(opp) < 2:
            continue
        rates = {b: sum(w) / len(w) for b, w in opp.items()}
        b = min(rates, key=lambda k: rates[k])
        lo, hi = wilson(rates[b], len(opp[b]))
        missing = [s for s in SPARRING if s not in opp]
        print(f"worst sparring pairing of {a} ({players} players, limit {limit or '-'}): v {b}, {rates[b]:.1%}"
              f" [{lo:.0%}–{hi:.0%}] of {len(opp[b])}; all: "
              + ", ".join(f"{k} {v:.0%}" for k, v in sorted(rates.items(), key=lambda kv: kv[1]))
              + (f"; not played: {', '.join(missing)}" if missing else ""))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40, help="games per pairing (seeds 0..N-1)")
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    ap.add_argument("--pairs", default="hard:base-hard,medium:base-hard,hard:greedy")
    ap.add_argument("--time-limit", type=float, default=None, help="seconds per decision, as in the page (1.0)")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", default=None, help="append each finished game to this JSON-lines file; resume from it")
    ap.add_argument("--summary", action="store_true", help="only print the table of the games in --out")
    ap.add_argument("--paired", metavar="FILE", help="compare the games in --out with those in FILE, seed by seed")
    ap.add_argument("--mirror", action="store_true", help="the same deals with the first player one seat on")
    ap.add_argument("--seeds", type=int, nargs="+", help="these seeds only (instead of --first-seed and --games)")
    args = ap.parse_args()
    done = read(args.out)
    if args.paired:
        paired(done, read(args.paired))
        return
    if args.summary:
        table(done)
        worst(done)
        return
    finished = {key(g) for g in done}
    pairs = expand(args.pairs)
    # seed by seed, so that a run cut short has played every pairing about as often
    seeds = args.seeds or range(args.first_seed, args.first_seed + args.games)
    jobs = [(a, b, seed, args.players, args.time_limit, args.mirror) for seed in seeds for a, b in pairs]
    todo = [j for j in jobs if j not in finished]
    print(f"{len(jobs) - len(todo)} of {len(jobs)} games already in {args.out}; playing {len(todo)}"
          f" with {args.workers} worker(s)", flush=True)
    games = [g for g in done if key(g) in set(jobs)]
    started = time.time()
    out = open(args.out, "a") if args.out else None
    with Pool(args.workers) as pool:
        for g in pool.imap_unordered(play, todo, chunksize=1):
            games.append(g)
            if out:
                out.write(json.dumps(g) + "\n")
                out.flush()
            print(f"  {g['a']} v {g['b']} seed {g['seed']}: {g['win']:.1f} ({g['seconds']} s)", flush=True)
    if out:
        out.close()
    print(f"played in {time.time() - started:.0f} s")
    table(games)
    worst(games)


if __name__ == "__main__":
    main()
