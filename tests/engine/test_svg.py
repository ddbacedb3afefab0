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


# ------------------------------------------------ strengths, kingdom outlines, the marks a legend explains

# Bull's king on b2 touches four temples (b1 a2 c2 b3) and rules a kingdom with
# one house (a3). Archer's king, placed on d2, touches c2 and e2: a revolt.
REVOLT = """
players: archer bull
turn: archer 1
board: blank
archer: hand r r r k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2

    a  b  c  d  e
 1  r  r  .  .  .
 2  r  Bk r  .  r
 3  k  r  .  .  .
"""


def badge(cell: ET.Element) -> tuple[str, str] | None:
    """(in a revolt, in a war) as the leader's badges on the cell say it."""
    g = next((el for el in cell.iter(f"{NS}g") if el.get("class") == "strength"), None)
    if g is None:
        return None
    revolt, war = (t.text for t in g.iter(f"{NS}text"))
    return revolt, war


def side(root: ET.Element, role: str) -> str | None:
    """The strength written above a leader at war (attacker or defender)."""
    g = next((el for el in root.iter(f"{NS}g") if el.get("data-side") == role), None)
    return None if g is None else g.find(f"{NS}text").text


def test_the_view_tells_each_leaders_strength_in_a_revolt_and_in_a_war():
    # Revolt: face-up temples next to the leader. War: face-up tiles of its colour in its kingdom.
    v = tigris.view_of(tigris.from_diagram(REVOLT), "archer")
    assert v.strengths == {"b2": (4, 1)}
    assert v.to_dict()["strengths"] == {"b2": [4, 1]}


def test_each_leader_shows_its_strength_on_the_board_when_asked():
    g = tigris.from_diagram(REVOLT)
    root = parse(svg.board(g, strengths=True))
    assert badge(cells(root)["b2"]) == ("4", "1")
    assert "strength 4 in a revolt" in "".join(cells(root)["b2"].itertext())
    # Without the option the board is drawn as before, badges and their styles left out.
    assert svg.board(g) == svg.board(g, strengths=False, outlines=False, conflict=False, hover_outlines=False)
    assert badge(cells(parse(svg.board(g)))["b2"]) is None and svg.STYLE_MORE not in svg.board(g)


def test_a_face_down_temple_gives_no_strength_and_the_badge_says_so():
    g = tigris.from_diagram(REVOLT.split("\n\n")[0] + "\nmonuments: red-blue a1\n\n"
                                 "    a  b  c  d\n 1  R  R  .  .\n 2  R  R  Bk r\n")
    # The king on c2 touches b2 (under the monument, face down) and d2 (face up): strength 1.
    assert badge(cells(parse(svg.board(g, strengths=True)))["c2"]) == ("1", "0")


def test_during_a_revolt_each_side_shows_its_strength_as_tiles_are_committed():
    g = tigris.from_diagram(REVOLT)
    g.apply("leader king d2")  # attacker: c2 e2 = 2; defender: 4
    root = parse(svg.board(g, conflict=True))
    assert (side(root, "attacker"), side(root, "defender")) == ("2", "4")
    # The attacker picks three temples in hand: the board shows it before he commits.
    assert side(parse(svg.board(g, conflict=True, committing=3)), "attacker") == "2+3=5"
    g.apply("commit 3")
    # Now the defender decides; his picked tiles are added to his side.
    root = parse(svg.board(g, conflict=True, committing=1))
    assert (side(root, "attacker"), side(root, "defender")) == ("2+3=5", "4+1=5")
    # With every leader's strength shown, the two at war show the conflict's numbers instead.
    root = parse(svg.board(g, strengths=True))
    assert badge(cells(root)["b2"]) is None and side(root, "defender") == "4"
    # Once the conflict is over the sides are gone.
    g.apply("commit 0")
    assert side(parse(svg.board(g, conflict=True)), "attacker") is None


WAR = """
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


def test_in_a_war_the_unifying_tile_separates_the_sides_strengths():
    g = tigris.from_diagram(WAR)
    assert tigris.view_of(g, "archer").strengths["c2"] == (1, 1)  # the archer trader: the temple b2, the market c1
    g.apply("tile red d2")  # unites the two kingdoms: wars of the traders and of the kings
    v = tigris.view_of(g, "archer")
    assert v.unification == "d2"
    # Each trader counts only the green tiles on its own side of d2.
    assert v.strengths["c2"][1] == 1 and v.strengths["f2"][1] == 2
    assert v.kingdoms and all("d2" in k for k in v.kingdoms if "c2" in k)  # one kingdom now, through d2


def outline_paths(root: ET.Element, cls: str) -> list[str]:
    return [p.get("d") for p in root.iter(f"{NS}path") if p.get("class") == cls]


def test_kingdom_outlines_go_around_each_kingdom_and_not_around_regions():
    g = tigris.from_diagram(WAR)
    v = tigris.view_of(g, "archer")
    assert sorted(sorted(k) for k in v.kingdoms) == [["a2", "b2", "b3", "c1", "c2"], ["e2", "e3", "f1", "f2", "g2"]]
    assert v.regions == ()
    root = parse(svg.board(g, outlines=True))
    paths = outline_paths(root, "ko")
    assert len(paths) == 2
    # Archer's kingdom: a2 b2 c2 in a row, c1 above c2, b3 below b2; one closed line along their outer edges.
    x, y = svg.LEFT, svg.TOP
    assert paths[0] == (f"M{x + 80} {y}H{x + 120}V{y + 80}H{x + 80}V{y + 120}H{x + 40}V{y + 80}H{x}V{y + 40}"
                        f"H{x + 80}Z")
    assert outline_paths(parse(svg.board(g)), "ko") == []


def test_a_lone_temple_is_a_region_not_outlined_as_a_kingdom():
    g = tigris.from_diagram(WAR.replace(" 3  .  Ak .  .  Bk .  .", " 3  .  Ak .  .  Bk .  .\n 4  .  .  .  r  .  .  ."))
    v = tigris.view_of(g, "archer")
    assert v.regions == (("d4",),)
    assert len(outline_paths(parse(svg.board(g, outlines=True)), "ko")) == 2


def test_hover_outlines_lie_ready_for_every_group_and_the_hovered_one_is_outlined():
    g = tigris.from_diagram(WAR.replace(" 3  .  Ak .  .  Bk .  .", " 3  .  Ak .  .  Bk .  .\n 4  .  .  .  r  .  .  ."))
    root = parse(svg.board(g, hover_outlines=True))
    cs = cells(root)
    groups = {c: el.get("data-group") for c, el in cs.items() if el.get("data-group")}
    assert groups["a2"] == groups["c1"] == groups["b3"] != groups["e3"] and groups["d4"].startswith("r")
    assert "a1" not in groups  # an empty cell belongs to nothing
    ready = {p.get("data-group") for p in root.iter(f"{NS}path") if p.get("class") == "ho"}
    assert ready == set(groups.values())
    # A board drawn again for the pointer shows the hovered kingdom's line: the pieces are left as they are.
    root = parse(svg.board(g, hovered=g.kingdom("a2")))
    assert len([p for p in root.iter(f"{NS}path") if p.get("class") == "ho on"]) == 1
    assert all("kingdom" not in (r.get("class") or "") for r in root.iter(f"{NS}rect"))


def test_labels_keep_strengths_and_outlines_out_of_the_screen_readers_way():
    g = tigris.from_diagram(REVOLT)
    g.apply("leader king d2")
    root = parse(svg.board(g, labels={}, strengths=True, outlines=True))
    titles = [t.text for t in root.iter(f"{NS}title")]
    assert not any("strength" in t or "kingdom" in t for t in titles)  # the cells' labels say it
    hidden = [el for el in root if el.get("aria-hidden") == "true"]
    assert any(el.get("data-side") == "attacker" for h in hidden for el in h.iter(f"{NS}g"))


def test_the_special_border_treasures_are_marked_and_named_as_taken_first():
    # SPEC §12.4: the treasures on the four special-border temples are taken first.
    g = tigris.Game.new(["archer", "bull"], seed=1)
    view = tigris.view_of(g, "archer")
    assert sorted(view.special) == ["b2", "b8", "o9", "p2"]
    cs = cells(parse(svg.board(g)))
    for cell in view.special:
        assert any(r.get("class") == "special" for r in cs[cell].iter(f"{NS}rect"))
        assert "special border (taken first)" in "".join(cs[cell].itertext())


def test_every_mark_a_legend_explains_has_its_own_picture():
    pictures = {k: svg.mark_icon(k, 32) for k in svg.MARKS}
    for kind, markup in pictures.items():
        root = parse(markup)
        assert root.get("data-mark") == kind and root.get("width") == "32" and root.get("aria-hidden") == "true"
    assert len(set(pictures.values())) == len(svg.MARKS)
    assert "special" in svg.MARKS and "revolt" in svg.MARKS and "war" in svg.MARKS
