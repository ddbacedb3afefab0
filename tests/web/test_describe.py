"""web.game.describe: the board's cells in words for screen readers, and what the live region announces."""

from __future__ import annotations

import tigris
from web.game import describe
from web.core import i18n
from web.game.session import Session
from web_positions import REVOLT

PIECES = """
players: archer bull
turn: archer 1
board: blank
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2
monuments: red-blue b5

    a  b  c  d  e  f
 1  .  .  .  .  .  .
 2  .  r* Ak k  .  x
 3  .  .  g  .  Bg r
 4  .  .  .  .  .  .
 5  .  R  R  .  .  .
 6  .  R  R  .  .  .
"""


def labels_of(game: tigris.Game, **marks) -> dict[str, str]:
    return describe.cell_labels(tigris.view_of(game, game.players[0]), game.kingdom, str.title, **marks)


def test_every_cell_says_where_it_is_what_lies_there_and_whose_kingdom_it_is():
    names = labels_of(tigris.from_diagram(PIECES))
    assert len(names) == 176
    assert names["a1"] == "a1, land, empty"
    assert names["b2"] == "b2, land, temple (red), treasure, in the kingdom of Archer's king"
    assert names["c2"] == "c2, land, Archer's king, alone in its kingdom"
    assert names["d2"] == "d2, land, settlement (black), in the kingdom of Archer's king"
    assert names["f2"] == "f2, land, catastrophe"
    assert names["e3"] == "e3, land, Bull's trader, alone in its kingdom"
    assert names["f3"] == "f3, land, temple (red), in the kingdom of Bull's trader"
    assert names["c6"] == "c6, land, face-down tile, red-blue monument, in a region of 4 tiles"


def test_rivers_special_borders_and_a_lone_temple():
    names = labels_of(tigris.Game.new(["archer", "bull"], seed=1))
    assert names["e1"] == "e1, river, empty"
    assert names["b2"] == "b2, land, special border, temple (red), treasure, taken first, in a region of 1 tile"


def test_a_kingdom_with_two_leaders_and_what_the_page_marks():
    game = tigris.from_diagram(REVOLT)
    game.apply("leader king b3")  # into Bull's kingdom: a revolt, both kings in one kingdom
    names = labels_of(game, targets={"a1"}, selected={"b3", "c2"}, last={"b3"}, hint={"a1"})
    assert names["b3"] == "b3, land, Archer's king, in a kingdom with Bull's king, chosen, last action"
    assert names["b2"] == "b2, land, temple (red), in the kingdom of Bull's king and Archer's king"  # reading order
    assert names["a1"] == "a1, land, empty, you can play here, the hint's cell"


def test_the_words_follow_the_language_and_the_names_at_the_table():
    game = tigris.from_diagram(PIECES)
    names = {"archer": "Anna", "bull": "Bert"}
    i18n.use("de")
    de = describe.cell_labels(tigris.view_of(game, "archer"), game.kingdom, names.get)
    assert de["b2"] == "b2, Landfeld, Tempel (rot), Schatz, im Königreich: der König von Anna"
    assert de["e3"] == "e3, Landfeld, der Händler von Bert, allein in seinem Königreich"
    assert de["c5"] == "c5, Landfeld, verdecktes Plättchen, Monument (rot-blau), in einem Gebiet aus 4 Plättchen"
    i18n.use("fi")
    fi = describe.cell_labels(tigris.view_of(game, "archer"), game.kingdom, names.get)
    assert fi["b2"] == "b2, maaruutu, temppeli (punainen), aarre, kuningaskunnassa, jossa on pelaajan Anna kuningas"
    assert fi["a1"] == "a1, maaruutu, tyhjä"


def test_lists_of_leaders():
    assert describe.listing(["a"]) == "a"
    assert describe.listing(["a", "b", "c"]) == "a, b and c"
    i18n.use("fi")
    assert describe.listing(["a", "b"]) == "a ja b"


# ---------------------------------------------------------------------- the live region


def test_after_an_action_the_live_region_says_what_it_did():
    s = Session(tigris.from_diagram(REVOLT))
    s.reveal()
    before = describe.Moment.of(s)
    s.select("tile", "red")
    picked = describe.Moment.of(s)
    assert describe.announcement(before, picked) == f"Chosen: the red tile (temple); it can go on {len(s.targets())} cells."
    s.click_cell("b1")  # next to Bull's king: Bull scores
    placed = describe.Moment.of(s)
    said = describe.announcement(picked, placed)
    assert said == s.message and "b1" in said and "Bull" in said and "1 red point" in said
    assert describe.announcement(placed, describe.Moment.of(s)) == ""  # drawn again, nothing new: silence


def test_a_refusal_is_left_to_the_alert_and_letting_go_is_said():
    s = Session(tigris.from_diagram(REVOLT))
    s.reveal()
    s.select("leader", "priest")
    picked = describe.Moment.of(s)
    s.click_cell("h6")  # far from any temple: the engine refuses
    assert s.error and describe.announcement(picked, describe.Moment.of(s)) == ""
    s.select("leader", "priest")  # again: let go
    assert describe.announcement(picked, describe.Moment.of(s)) == "Nothing chosen."
    one = describe.Moment(selection=("catastrophe", ""), targets=1)
    assert describe.announcement(describe.Moment(), one) == "Chosen: a catastrophe; it can go on 1 cell."


def test_a_hint_and_picking_up_a_leader_on_the_board_are_said_in_the_pages_words():
    s = Session(tigris.from_diagram(REVOLT))
    s.reveal()
    before = describe.Moment.of(s)
    s.show_hint(tigris.parse_action("tile red h6"))
    assert describe.announcement(before, describe.Moment.of(s)) == s.message == "Hint: place a red tile on h6"
    s = Session(tigris.from_diagram(PIECES))
    s.reveal()
    before = describe.Moment.of(s)
    s.click_cell("c2")  # Archer's king: picked up, to move or withdraw
    assert s.selection == ("leader", "king")
    said = describe.announcement(before, describe.Moment.of(s))
    assert said == s.message and said.startswith("Move the king")


def test_the_hint_is_said_in_words_in_the_pages_language_not_in_notation():
    """A hint reads as advice a person would give ("place your trader on i8"), in every language."""
    from web.core import i18n
    leader, tile = tigris.parse_action("leader trader i8"), tigris.parse_action("tile red h6")
    try:
        said = {}
        for lang in ("en", "de", "fi"):
            cat = i18n.use(lang)
            said[lang] = [describe.action_words(tigris.parse_action(a)) for a in
                          ("leader trader i8", "tile red h6", "swap red blue", "commit 1", "end", "no treasure")]
            assert not cat.misses, (lang, cat.misses)
    finally:
        i18n.use("en")
    assert said["en"] == ["place your trader on i8", "place a red tile on h6", "swap 2 tiles", "commit 1 tile",
                          "end your turn", "leave the treasures"]
    assert said["de"][:2] == ["setze den Händler auf i8", "lege ein rotes Plättchen (Tempel) auf h6"]
    assert said["fi"][:2] == ["aseta kauppias ruutuun i8", "aseta punainen laatta (temppeli) ruutuun h6"]
    assert str(leader) not in " ".join(sum(said.values(), [])) and str(tile) not in " ".join(sum(said.values(), []))
    s = Session(tigris.from_diagram(REVOLT))
    s.reveal()
    s.show_hint(tile)
    assert s.message == "Hint: place a red tile on h6" and s.hint_cells() == {"h6"}
