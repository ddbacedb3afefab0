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
    s.seats["bull"] = Seat("bull", "Bull", PERSON)
    assert "Härän laatat" in render.panel(s)  # the dynasty in the genitive, as every Finnish text bends it
    assert "Pelaajan Härkä" not in render.panel(s)


# --- Letters on the pieces, and words as the rulebook says them (issue 45.9) ---

LETTERS = {  # leaders' badges priest farmer king trader; point chips red blue black green
    "en": ("P F K T", "R B K G"),
    "de": ("P B K H", "R B S G"),  # Priester Bauer König Händler; rot blau schwarz grün
    "fi": ("P M Ku Ka", "P S M V"),  # pappi maanviljelijä kuningas kauppias; punainen sininen musta vihreä
}


@pytest.mark.parametrize("lang", list(LETTERS))
def test_the_letters_on_leaders_and_point_chips_are_the_pages_languages(lang):
    import re

    i18n.use(lang)
    leaders, colours = LETTERS[lang]
    s = seated(PERSON, PERSON)
    s.reveal()
    panel = str(render.panel(s))
    chips = re.findall(r'<span class="pt pt-\w+"[^>]*><i>([^<]+)</i>', panel)
    assert " ".join(chips[:4]) == colours  # Bull's own points, colour by colour
    badges = re.findall(r'dominant-baseline="central" fill="#[0-9a-f]+">([^<]+)</text></svg>', panel)
    assert " ".join(badges) == leaders  # the four leaders of Bull's hand
    board = str(render.board(s))
    king = re.search(r'data-cell="c2".*?class="badge-t[^"]*"[^>]*>([^<]+)</text>', board, re.S)
    assert king and king.group(1) == leaders.split()[2]  # the king on the board wears the same letter
    # Each language's letters tell its leaders apart, and its colours.
    assert len(set(leaders.split())) == 4 and len(set(colours.split())) == 4


def test_a_two_letter_badge_is_drawn_smaller_to_keep_inside_its_circle():
    import tigris.svg as svg

    assert 'class="badge-t two"' in svg.board(tigris.from_diagram(BULL_TO_MOVE), letters={"king": "Ku"})
    assert 'class="badge-t"' in svg.board(tigris.from_diagram(BULL_TO_MOVE))  # English by default: one letter
    assert 'font-size="7"' in svg.leader_icon("bull", "trader", 28, {"trader": "Ka"})
    assert ">&lt;b&gt;</text>" in svg.leader_icon("bull", "trader", 28, {"trader": "<b>"})  # escaped


@pytest.mark.parametrize("lang, said", [
    ("en", "The cell h7 is not empty."),
    ("de", "Das Feld h7 ist nicht leer."),
    ("fi", "Ruutu h7 ei ole tyhjä."),
])
def test_a_cell_keeps_its_small_letter_in_a_refusal(lang, said):
    i18n.use(lang)
    assert i18n.sentence(i18n.current().reason({"code": "not_empty", "cell": "h7"})) == said
    assert i18n.capital("h7 first") == "h7 first" and i18n.capital("p11: x") == "p11: x"
    assert i18n.capital("hand") == "Hand" and i18n.capital("q1") == "Q1"  # only a board's cell stays small


def test_a_german_commitment_is_brought_into_the_conflict_not_laid():
    i18n.use("de")
    said = i18n.current().event({"code": "committed", "player": "archer", "colour": "red", "count": 1})
    assert said == "Bogenschütze bringt 1 rotes Plättchen in den Konflikt ein"
    assert "legt" not in i18n.current().expected({"code": "commit", "player": "bull", "colour": "red"})
