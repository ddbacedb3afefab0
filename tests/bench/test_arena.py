"""bench/players/arena.py's comparison of two versions seed by seed (``--paired``): what a change is judged by."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

ARENA = pathlib.Path(__file__).resolve().parents[2] / "bench" / "players" / "arena.py"


def _game(a: str, seed: int, win: float, mine: int, theirs: int) -> dict:
    return {"a": a, "b": "medium", "seed": seed, "players": 2, "time_limit": None, "win": win,
            "score_a": mine, "score_b": theirs}


def _write(path: pathlib.Path, games: list[dict]) -> str:
    path.write_text("".join(json.dumps(g) + "\n" for g in games))
    return str(path)


def test_two_versions_are_compared_on_the_seeds_both_played(tmp_path: pathlib.Path) -> None:
    new = [_game("hard", 0, 1, 9, 5), _game("hard", 1, 1, 8, 7), _game("hard", 2, 0, 4, 6), _game("hard", 3, 1, 7, 3)]
    old = [_game("hard~old", 0, 1, 8, 5), _game("hard~old", 1, 0, 6, 7), _game("hard~old", 2, 0, 3, 6),
           _game("hard~old", 9, 1, 9, 1)]  # seed 9: played by one version only, left out
    out = subprocess.run([sys.executable, str(ARENA), "--out", _write(tmp_path / "new.jsonl", new),
                          "--paired", _write(tmp_path / "old.jsonl", old)],
                         capture_output=True, text=True, check=True).stdout
    assert "hard (3 seeds) against hard~old, both v medium: won 2.0 against 1.0" in out
    assert "only the first won 1, only the second 0" in out
    assert "score margin +1.33 a game" in out  # margins 4, 1, -2 against 3, -1, -3: 1, 2 and 1 better
    # seeds 0 and 2 the first player began (seat 0 moves first), seed 1 the other did
    assert "by seat: when it began 1.0 against 1.0 of 2; when the other began 1.0 against 0.0 of 1" in out


def test_versions_with_no_seed_in_common_are_not_compared(tmp_path: pathlib.Path) -> None:
    out = subprocess.run([sys.executable, str(ARENA), "--out", _write(tmp_path / "a.jsonl", [_game("hard", 0, 1, 5, 4)]),
                          "--paired", _write(tmp_path / "b.jsonl", [_game("hard", 1, 1, 5, 4)])],
                         capture_output=True, text=True, check=True).stdout
    assert "no seed in common" in out


def test_points_at_the_end_of_a_turn_are_counted_as_the_monuments(monkeypatch) -> None:
    """A monument pays at the end of its owner's turn (SPEC §13.1); points for a tile or a conflict do not count."""
    monkeypatch.syspath_prepend(str(ARENA.parent))
    import arena
    from tigris.events import event

    names = ("archer", "bull")
    stats = {n: {"monument_points": 0, "monuments": 0} for n in names}
    tile = [event("tile_placed", player="archer", cell="a1", colour="red"),
            event("points", player="archer", count=1, colour="red")]
    turn_end = [event("turn_ended", player="bull"), event("points", player="bull", count=1, colour="blue"),
                event("points", player="bull", count=1, colour="black"), event("drew", player="bull", count=2)]
    arena._stats(tile, names, stats, {})
    arena._stats(turn_end, names, stats, {})
    assert stats["archer"]["monument_points"] == 0
    assert stats["bull"]["monument_points"] == 2


def test_a_finished_game_keeps_its_moves_and_they_replay_to_its_result(monkeypatch) -> None:
    """Each game's line holds its actions in notation: replayed from the seed's deal they give the same winner."""
    monkeypatch.syspath_prepend(str(ARENA.parent))
    import arena

    line = json.loads(json.dumps(arena.play(("random", "random", 3, 2, None, False))))  # as stored in the file
    game, _, seat, _ = arena.setup("random", "random", 3, 2)
    for move in line["moves"]:
        game.apply(move)
    assert game.is_over and len(line["moves"]) == line["actions"]
    me = game.players[seat]
    assert (game.result().winners == [me]) == (line["win"] == 1.0)
    assert {s.player: s.score for s in game.result().standings}[me] == line["score_a"]


def test_a_mirrored_game_deals_the_same_hands_with_the_first_player_in_the_other_seat(monkeypatch) -> None:
    """``--mirror``: the seed's deal, the seats flipped, so a game and its mirror tell the seat from the deal."""
    monkeypatch.syspath_prepend(str(ARENA.parent))
    import arena
    import tigris

    game, levels, seat, _ = arena.setup("hard", "medium", 6, 2)
    mirrored, mirrored_levels, mirrored_seat, _ = arena.setup("hard", "medium", 6, 2, mirror=True)
    assert (seat, levels) == (0, ["hard", "medium"])
    assert (mirrored_seat, mirrored_levels) == (1, ["medium", "hard"])
    assert mirrored.state.hands == game.state.hands and mirrored.state.bag == game.state.bag
    assert tigris.to_diagram(mirrored) == tigris.to_diagram(game)  # the board, the hands, the bag: one deal


def test_a_mirrored_game_is_a_game_of_its_own_in_the_file_and_in_the_comparison(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "games.jsonl"
    run = [sys.executable, str(ARENA), "--pairs", "random:easy", "--seeds", "7", "--out", str(out)]
    subprocess.run(run + ["--mirror"], capture_output=True, text=True, check=True)
    again = subprocess.run(run + ["--mirror"], capture_output=True, text=True, check=True).stdout
    assert "1 of 1 games already in" in again  # resumed: the mirror is not played twice
    first = subprocess.run(run, capture_output=True, text=True, check=True).stdout
    assert "0 of 1 games already in" in first  # the seed's own game is another one
    games = [json.loads(line) for line in out.read_text().splitlines()]
    assert [g["mirror"] for g in games] == [True, False]
    assert games[0]["moves"] != games[1]["moves"]
    # seed 1 mirrored: the first player began (seat 0), where seed 1 itself puts him second
    new = [dict(_game("hard", 1, 1, 9, 5), mirror=True), _game("hard", 1, 0, 4, 6)]
    old = [dict(_game("hard~old", 1, 0, 5, 6), mirror=True), _game("hard~old", 1, 0, 3, 6)]
    compared = subprocess.run([sys.executable, str(ARENA), "--out", _write(tmp_path / "new.jsonl", new),
                               "--paired", _write(tmp_path / "old.jsonl", old)],
                              capture_output=True, text=True, check=True).stdout
    assert "hard (2 seeds) against hard~old, both v medium: won 1.0 against 0.0" in compared
    assert "by seat: when it began 1.0 against 0.0 of 1; when the other began 0.0 against 0.0 of 1" in compared
