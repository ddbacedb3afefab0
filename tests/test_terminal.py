"""The terminal game (``python -m tigris``) speaks through the same catalogue as the page."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pytest  # noqa: E402

from tigris.__main__ import main  # noqa: E402
from tigris.events import EVENTS, REFUSALS  # noqa: E402

CODE = re.compile(r"\b(?:%s)\(" % "|".join(EVENTS + REFUSALS))  # a code shown instead of a sentence


def play(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], typed: str, *args: str) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    assert main(["--seed", "3", *args]) == 0
    return capsys.readouterr().out


def test_english_sentences_with_names_and_plurals(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = play(monkeypatch, capsys, "tile purple g5\nleader king a1\nend\nquit\n")
    assert "not allowed: 'purple' is not a colour" in out
    assert "not allowed: a leader must stand next to a temple" in out
    assert "Bull ends the turn." in out and "Archer's turn." in out
    assert "Archer to take an action. 2 actions left this turn." in out
    assert not CODE.search(out), out


def test_german_with_the_rulebooks_words(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = play(monkeypatch, capsys, "leader king a1\nend\nquit\n", "--lang", "de")
    assert "nicht erlaubt: ein Anführer muss direkt an einen Tempel angrenzen" in out
    assert "Stier beendet den Zug." in out and "Bogenschütze ist am Zug." in out
    assert "Noch 2 Aktionen in diesem Zug." in out
    assert not CODE.search(out), out


def test_a_game_played_to_its_end_by_the_computer_ranks_the_players(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = play(monkeypatch, capsys, "", "--computer", "archer,bull", "--lang", "fi")
    assert "Peli on päättynyt" in out
    first = r"^1\. (Jousimies|Härkä): \d+ \(punainen \d+ sininen \d+ musta \d+ vihreä \d+; \d+ aarre"
    assert re.search(first, out, re.M)
    assert not CODE.search(out), out


def test_the_engine_installed_without_catalogues_shows_codes_and_parameters(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tigris import catalog

    monkeypatch.setattr(catalog, "DIR", tmp_path)  # no web/i18n beside the package
    monkeypatch.setattr(catalog, "_READ", {})
    out = play(monkeypatch, capsys, "leader king a1\nend\nquit\n")
    assert "leader_needs_temple()" in out and "turn_ended(player=bull)" in out


def test_a_language_not_beside_the_package_is_fetched(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from tigris import catalog

    here = catalog.DIR
    monkeypatch.setattr(catalog, "DIR", tmp_path)
    monkeypatch.setattr(catalog, "_READ", {})
    asked: list[str] = []

    def fetch(name: str) -> str:  # the page's way: from the site, when first spoken
        asked.append(name)
        return (here / name).read_text(encoding="utf-8")

    monkeypatch.setattr(catalog, "FETCH", fetch)
    assert catalog.load("fi").event({"code": "drew", "player": "pot", "count": 1}) == "Ruukku ottaa pussista 1 laatan"
    assert asked == ["en.json", "fi.json"]
