"""tigris.svg: the board as SVG, a pure function of a game or a view."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import tigris
import tigris.svg as svg

NS = "{http://www.w3.org/2000/svg}"


def parse(markup: str) -> ET.Element:
    return ET.fromstring(markup)


def cells(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-cell"): g for g in root.iter(f"{NS}g") if g.get("data-cell")}


def test_fresh_board_is_well_formed_with_every_cell_named():
    g = tigris.Game.new(["archer", "bull"], seed=1)
    root = parse(svg.board(g))
    assert root.tag == f"{NS}svg"
    cs = cells(root)
    assert len(cs) == 176
    assert {"a1", "p11", "g4"} <= set(cs)
    # rivers and land from the map
    assert cs["e1"].find(f"{NS}rect").get("class") == "river"
    assert cs["a1"].find(f"{NS}rect").get("class") == "land"
    # the starting temples carry treasures; special-border ones are marked differently
    view = tigris.view_of(g, "archer")
    for cell in view.treasures:
        kinds = [p.get("class") for p in cs[cell].iter(f"{NS}path")]
        assert ("gem sp" if cell in view.special else "gem") in kinds


def test_same_input_same_output_and_game_equals_its_view():
    g = tigris.Game.new(["archer", "bull", "pot"], seed=4)
    assert svg.board(g) == svg.board(g)
    assert svg.board(g) == svg.board(tigris.view_of(g, "bull"))
    assert svg.board(g) == svg.board(tigris.view_of(g, "bull").to_dict())


def test_pieces_leaders_catastrophes_monuments_and_marker():
    text = """
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
    g = tigris.from_diagram(text)
    markup = svg.board(g)
    cs = cells(parse(markup))
    assert cs["b2"].find(f"{NS}rect[@class='tile']") is not None
    assert cs["c2"].find(f"{NS}circle[@class='leader']").get("stroke") == svg.DYNASTY_COLOUR["archer"]
    assert cs["c2"].find(f"{NS}circle[@class='leader']").get("fill") == svg.FILL["black"]
    assert cs["e3"].find(f"{NS}circle[@class='leader']").get("stroke") == svg.DYNASTY_COLOUR["bull"]
    assert cs["f2"].find(f"{NS}rect[@class='cat']") is not None
    assert cs["b5"].find(f"{NS}rect[@class='tile down']") is not None
    assert "red-blue monument" in markup
    # every tile shows a symbol as well as a colour
    for cell in ("b2", "d2", "c3"):
        assert len(list(cs[cell])) >= 3


def test_highlights_selection_kingdom_and_last_move():
    g = tigris.Game.new(["archer", "bull"], seed=2)
    cs = cells(parse(svg.board(g, highlights={"a1", "b1"}, selected=["c1"], kingdom=["d1"], last_move=["e1"])))

    def hl(cell):
        return cs[cell].findall(f"{NS}rect")[-1].get("class").split()

    assert "target" in hl("a1") and "target" in hl("b1")
    assert hl("c1") == ["hl", "sel"]
    assert hl("d1") == ["hl", "kingdom"]
    assert hl("e1") == ["hl", "last"]
    assert hl("f1") == ["hl"]


def test_unification_marker_and_size():
    text = """
players: archer bull
turn: archer 1
board: blank
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2

    a  b  c  d  e  f  g
 1  .  .  g  .  .  g  .
 2  k  r  Ag .  r  Bg g
 3  .  Ak .  .  Bk .  .
"""
    g = tigris.from_diagram(text)
    g.apply("tile red d2")
    assert tigris.view_of(g, "archer").unification == "d2"
    markup = svg.board(g, size=320)
    assert "<title>unification</title>" in markup
    root = parse(markup)
    assert root.get("width") == "320" and int(root.get("height")) < 320


def test_icons_are_standalone_svg():
    for m in (svg.tile_icon("red"), svg.leader_icon("lion", "king"), svg.dynasty_icon("pot"), svg.catastrophe_icon()):
        assert parse(m).tag == f"{NS}svg"


def test_a_lighter_static_picture():
    g = tigris.Game.new(["archer", "bull"], seed=2)
    light = svg.board(g, interactive=False)
    assert light.count("data-cell=") == 176 and 'class="hl' not in light
    assert 'class="hl target"' in svg.board(g, interactive=False, highlights={"a1"})


def test_variant_buildings_and_wonder_are_drawn():
    g = tigris.Game.new(["archer", "bull"], seed=1)
    d = tigris.view_of(g, "archer").to_dict()
    d["tiles"].update({c: ["green", False] for c in ("e5", "e4", "e6", "d5", "f5")})
    d["buildings"] = {"market-hall": "e4"}
    d["wonder"] = ["e5", "e4", "e6", "d5", "f5"]
    markup = svg.board(d)
    root = parse(markup)
    assert "market-hall (building)" in "".join(cells(root)["e4"].itertext())
    assert "<title>the wonder</title>" in markup
    d.pop("buildings"), d.pop("wonder")
    parse(svg.board(d))  # views without the variant fields still draw


def test_with_labels_the_board_is_a_grid_a_keyboard_and_a_screen_reader_can_walk():
    g = tigris.from_diagram(
        "players: archer bull\nturn: archer 1\nboard: blank\n"
        "archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2\n"
        "bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2\nmonuments: red-blue b5\n\n"
        "    a  b  c\n 1  .  .  .\n 2  .  r* Ak\n 3  .  .  .\n 4  .  .  .\n 5  .  R  R\n 6  .  R  R\n")
    labels = {"c2": 'c2, Archer\'s "king"', "b2": "b2, temple & treasure"}
    markup = svg.board(g, labels=labels, focus="c2", label="Spielbrett", highlights={"c3"})
    root = parse(markup)
    assert root.get("role") == "grid" and root.get("aria-label") == "Spielbrett"
    rows = [el for el in root.iter(f"{NS}g") if el.get("role") == "row"]
    assert len(rows) == 11 and all(len([c for c in r if c.get("role") == "gridcell"]) == 16 for r in rows)
    cs = cells(root)
    assert cs["c2"].get("aria-label") == 'c2, Archer\'s "king"' and cs["b2"].get("aria-label") == "b2, temple & treasure"
    assert cs["a1"].get("aria-label") == "a1"  # a cell without a label is named by its coordinates
    assert [c for c, el in cs.items() if el.get("tabindex") == "0"] == ["c2"]  # the board's one tab stop
    assert all(el.get("tabindex") == "-1" for c, el in cs.items() if c != "c2")
    # The label is the cell's tooltip; the pieces' English titles and the overlays are hidden from readers.
    titles = [t.text for t in root.iter(f"{NS}title")]
    assert 'c2, Archer\'s "king"' in titles and not any("tile" in t or "monument" in t for t in titles)
    hidden = [el for el in root if el.get("aria-hidden") == "true"]  # coordinates, frame, overlays
    monument = next(m for h in hidden for m in h.iter(f"{NS}g") if m.get("class") == "monument")
    assert [t.text for t in monument.iter(f"{NS}text")] == ["R", "B"]  # its colours as letters too
    assert any(t.get("class") == "coord" for h in hidden for t in h.iter(f"{NS}text"))
    inner, hl = list(cs["c3"])  # the pieces, and the highlight layer on top (both hidden: the label says it)
    assert inner.get("aria-hidden") == "true" and inner.find(f"{NS}rect[@class='land']") is not None
    assert hl.get("class") == "hl target" and hl.get("aria-hidden") == "true"
    assert svg.board(g, labels={}, focus="z9").count('tabindex="0"') == 1  # an unknown focus: a1
    # Without labels the picture is as before: one image.
    plain = svg.board(g)
    assert 'role="img" aria-label="Tigris board"' in plain and "gridcell" not in plain and "tabindex" not in plain
