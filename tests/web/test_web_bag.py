"""The panel shows how full the bag looks (nobody may count it: rulebook, “Hidden Information”), and the count only with the exact_bag option."""

from __future__ import annotations

import random
import re

import tigris
from web.core import i18n
from web.game import menus, render
from web.game.new_game import new_session
from web.game.session import PERSON, Seat, Session


def session(options: dict | None = None, until: str = "nearly_full") -> Session:
    """A two-player game played at random until the bag looks ``until``."""
    game = tigris.Game.new(["archer", "bull"], seed=8, options=options, first="archer")
    rng = random.Random(8)
    while tigris.view_of(game, "archer").bag_level != until:
        game.apply(rng.choice(game.legal_actions()))
    s = Session(game, [Seat(p, p.title(), PERSON) for p in game.players])
    s.reveal()
    return s


def bag_text(html: str) -> str:
    """What the bag line says, tags left out (a screen reader reads the same: the bar is hidden from it)."""
    (line,) = re.findall(r'<p class="bag"[^>]*>(.*?)</p>', html)
    return " ".join(re.sub(r"<[^>]+>", " ", line).split())


def test_the_panel_says_how_full_the_bag_looks_and_not_how_many_tiles():
    s = session()
    html = render.panel(s)
    assert bag_text(html) == "Bag: nearly full"
    assert 'data-bag="nearly_full"' in html and 'aria-hidden="true"' in html
    assert "131" not in bag_text(html)


def test_the_bag_line_follows_the_bag_down():
    words = {"over_half": "more than half full", "under_half": "less than half full", "nearly_empty": "nearly empty"}
    for level, said in words.items():
        s = session(until=level)
        assert bag_text(render.panel(s)) == f"Bag: {said}"
        assert f'data-bag="{level}"' in render.panel(s)


def test_with_exact_bag_the_panel_shows_the_count():
    s = new_session({"play_archer": "on", "play_bull": "on", "exact_bag": "true"}, seed=8)
    count = len(s.game.state.bag)
    assert bag_text(render.panel(s)) == f"Bag: {count} tiles left"


def test_the_bag_line_speaks_german_and_finnish():
    s = session()
    try:
        i18n.use("de")
        assert bag_text(render.panel(s)) == "Beutel: fast voll"
        i18n.use("fi")
        assert bag_text(render.panel(s)) == "Pussi: melkein täynnä"
    finally:
        i18n.use("en")


def test_the_new_game_form_offers_the_exact_count():
    html = menus.new_game_dialog()
    assert 'name="exact_bag"' in html and "everyone sees exactly how many are left in the bag" in html
