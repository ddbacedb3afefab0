"""Words a person would write: nothing about hidden tiles for a seat that may be the computer's, the
spectator of the computers' game, German and Finnish possessives, the embeds' refusals in the page's language."""

from __future__ import annotations

import pytest

import tigris
from web_positions import diagram
from web.core import i18n
from web.game import describe, render
from web.game.session import COMPUTER, PERSON, Seat, Session

# Bull to move; Bull's king on c2 by two temples.
BULL_TO_MOVE = diagram(
    """
players: archer bull
turn: bull 1
archer: hand r r r k k g  points 0 1 0 0  treasures 0  catastrophes 2
bull:   hand r r b k g g  points 2 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Bk", "c3": "r"},
)


def seated(*kinds: str) -> Session:
    g = tigris.from_diagram(BULL_TO_MOVE)
    return Session(g, [Seat(p, p.title(), k) for p, k in zip(g.players, kinds)])


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_behind_the_first_new_game_dialog_nobody_is_told_to_take_the_device(lang):
    """The dialog proposes Bull as the computer: the game behind it names nobody who will see their tiles."""
    i18n.use(lang)
    s = seated(PERSON, PERSON)  # the fresh game behind the dialog, hot-seat until the players are chosen
    hot_seat = i18n.t("ui.hand.hidden_why", name=s.name("bull"))
    assert hot_seat in render.panel(s)  # without the dialog: Bull takes the device (the hot-seat game)
    panel = render.panel(s, unseated=True)
    assert hot_seat not in panel
    assert i18n.t("ui.hand.unseated") in panel
    assert 'data-ui="tile"' not in panel  # and no hand shown


def test_a_spectator_of_the_computers_game_sees_every_hand_and_score_and_nothing_to_press():
    s = seated(COMPUTER, COMPUTER)
    panel = render.panel(s)
    assert "Every hand (the computers play)" in panel
    assert "Archer&#x27;s hand" in panel or "Archer's hand" in panel
    assert "Bull&#x27;s hand" in panel or "Bull's hand" in panel
    assert 'aria-label="3 red tiles"' in panel and 'aria-label="1 blue tile"' in panel  # Archer's and Bull's
    assert 'data-points="0,1,0,0"' in panel and 'data-points="2,0,0,0"' in panel  # both scores
    assert 'data-ui="end"' not in panel and 'data-ui="tile"' not in panel
    assert "Hands are hidden" not in panel


def test_with_a_person_seated_the_computers_hand_stays_hidden():
    s = seated(PERSON, COMPUTER)  # Bull the computer to move: Archer sees only Archer's tiles and score
    panel = render.panel(s)
    assert "Bull&#x27;s hand" not in panel and "Bull's hand" not in panel
    assert 'data-points="2,0,0,0"' not in panel


@pytest.mark.parametrize("lang, said", [("de", "3 rote Plättchen"), ("fi", "3 punaista laattaa")])
def test_the_spectators_tiles_are_counted_in_words_of_each_language(lang, said):
    i18n.use(lang)
    panel = render.panel(seated(COMPUTER, COMPUTER))
    assert f'aria-label="{said}"' in panel


# ---------------------------------------------------------------- whose: German and Finnish possessives

def cell_words(session: Session) -> dict[str, str]:
    return describe.cell_labels(session.view(), session.game.kingdom, session.name)


@pytest.mark.parametrize("lang, dynasty_said, own_said", [
    ("en", "Bull's king", "Bert's king"),
    ("de", "der König des Stiers", "der König von Bert"),
    ("fi", "Härän kuningas", "pelaajan Bert kuningas"),
])
def test_a_leader_is_named_with_its_owner_in_each_languages_own_possessive(lang, dynasty_said, own_said):
    """A seat showing the dynasty's name bends it ("des Stiers"); a name of one's own is not bent ("von Bert")."""
    i18n.use(lang)
    s = seated(PERSON, PERSON)
    assert cell_words(s)["c2"].endswith(dynasty_said + ", " + i18n.t("ui.a11y.alone"))
    s.seats["bull"] = Seat("bull", "Bert", PERSON)
    assert own_said in cell_words(s)["c2"]


def test_german_hand_and_turn_words_bend_the_dynasty_and_keep_a_persons_name():
    i18n.use("de")
    s = seated(PERSON, PERSON)
    s.reveal()  # Bull takes the device
    assert "Spielbereich des Stiers" in render.panel(s)
    s.seats["bull"] = Seat("bull", "Bert", PERSON)
    assert "Spielbereich von Bert" in render.panel(s)
    i18n.use("fi")
    assert "Pelaajan Bert laatat" in render.panel(s)
