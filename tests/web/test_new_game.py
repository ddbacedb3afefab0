"""web.game.new_game: the new-game dialog proposes the game behind it, and opens with the game on the table."""

from __future__ import annotations

import re

from web.game import menus
from web.game.new_game import form_of, new_session, proposal
from web.game.seats import COMPUTER, PERSON


def selected(html: str, name: str) -> str:
    """The chosen option of the form's select ``name``."""
    box = re.search(rf'<select[^>]*name="{name}"[^>]*>(.*?)</select>', html, re.S)
    assert box, name
    chosen = re.search(r'<option value="([^"]*)"[^>]*selected', box.group(1))
    return chosen.group(1) if chosen else ""


def test_the_first_visits_game_is_the_one_its_dialog_proposes_archer_against_the_computer():
    s = new_session(proposal(), seed=1)
    assert s.seats["archer"].kind == PERSON and s.seats["bull"].kind == COMPUTER
    assert s.level_of("bull") == "medium" and not s.needs_cover  # closing the dialog: no cover, Bull plays
    html = str(menus.new_game_dialog(defaults=proposal()))
    assert selected(html, "kind_bull") == "computer" and selected(html, "kind_archer") == "person"
    assert new_session(proposal("hard", "fast"), seed=1).level_of("bull") == "hard"


def test_the_dialog_opens_with_the_settings_of_the_game_on_the_table():
    s = new_session({"play_archer": True, "play_bull": True, "play_lion": True, "kind_bull": COMPUTER,
                     "level_bull": "hard", "kind_lion": COMPUTER, "level_lion": "easy", "name_archer": "Anna",
                     "board": "advanced", "open_scoring": "true", "speed": "fast"}, seed=3)
    form = form_of(s)
    html = str(menus.new_game_dialog(defaults=form))
    assert selected(html, "level_bull") == "hard" and selected(html, "level_lion") == "easy"
    assert selected(html, "kind_lion") == "computer" and selected(html, "speed") == "fast"
    assert selected(html, "board") == "advanced" and selected(html, "open_scoring") == "true"
    assert 'value="Anna"' in html
    assert re.search(r'name="play_pot"(?![^>]*checked)', html) and re.search(r'name="play_lion"[^>]*checked', html)
    again = new_session(form, seed=4)  # started again as it stands: the same table
    assert [(x.dynasty, x.name, x.kind, again.level_of(x.dynasty)) for x in again.seats.values()] == \
        [(x.dynasty, x.name, x.kind, s.level_of(x.dynasty)) for x in s.seats.values()]
    assert again.game.options == s.game.options and again.speed == "fast"
