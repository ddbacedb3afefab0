"""Embedded boards (web/embed/): pictures, markup, exercises as JSON, embed.html's URL, a live board's logic,
its words in English, German and Finnish, and the pages the build makes from them (tutorial.html, embed.html)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from html import unescape
from pathlib import Path
from urllib.parse import quote, urlencode

import pytest

import build
import tigris
from web.embed import boards
from web.core import i18n
from web.tutorial import content as tc
from web.core.html import escape
from web.embed.boards import make_board
from web.embed.live import Live
from web.tutorial.lessons import Board, Exercise, Goal, check, say

ROOT = Path(__file__).resolve().parents[2]
BOARDS = [b for s in tc.SECTIONS for b in s.boards]
BY_ID = {b.id: b for b in BOARDS}
EXAMPLE = (ROOT / "docs" / "embed-example.html").read_text()

SMALL = """\
players: archer bull
turn: archer 1
board: blank
archer: hand r r b k g g
bull:   hand r b b k k g
    a  b  c  d  e
 1  r* .  .  .  r*
 2  .  r  Ak .  .
 3  .  .  .  .  r*
"""


def cells(svg: str) -> list[str]:
    return re.findall(r'<g data-cell="([a-p]\d+)"', svg)


def targets(live: Live) -> set[str]:
    return set(re.findall(r'<g data-cell="([a-p]\d+)"[^\n]*class="hl target"', live.picture()))


# ---------------------------------------------------------------- pictures


def test_extent_of_partial_and_whole_diagrams():
    assert boards.extent(SMALL) == (5, 3)
    assert boards.extent(BY_ID["board-start"].diagram) is None
    assert boards.extent(BY_ID["treasure-example"].diagram) == (6, 3)  # rows 2-3 shown: cut from row 1
    assert boards.extent("players: archer bull\nturn: archer 1\n") is None


def test_board_svg_is_cut_to_the_diagram():
    g = tigris.from_diagram(SMALL)
    full = boards.board_svg(g)
    assert len(cells(full)) == 176
    cut = boards.board_svg(g, (5, 3))
    assert sorted(cells(cut)) == sorted(f"{c}{r}" for c in "abcde" for r in (1, 2, 3))
    w, h = 22 + 5 * 40 + 6, 22 + 3 * 40 + 6
    assert f'viewBox="0 0 {w} {h}"' in cut and f'<rect class="frame" width="{w}" height="{h}"' in cut
    labels = re.findall(r'<text class="coord"[^>]*>(\w+)</text>', cut)
    assert labels == ["a", "b", "c", "d", "e", "1", "2", "3"]
    ET.fromstring(cut)  # well-formed


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.id)
def test_every_tutorial_board_has_a_static_picture(board):
    svg = boards.static_svg(board)
    ET.fromstring(svg)
    g = board.game()
    shown = set(cells(svg))
    for name, _ in tigris.view_of(g, g.players[0]).leaders.items():
        assert name in shown, (board.id, name)
    assert 'class="hl"' not in svg  # the light picture: no highlight layer
    for cell in board.highlight:
        assert re.search(rf'<g data-cell="{cell}"[^\n]*class="hl kingdom"', svg), (board.id, cell)


def test_the_tutorial_carries_what_every_picture_repeats_once():
    """Its pictures leave out their common style and river pattern; the page has one copy of each."""
    board = BY_ID["tiles-exercise"]
    whole, light = boards.static_svg(board), boards.static_svg(board, shared=True)
    assert "<style>" in whole and "<defs>" in whole and "<style>" not in light and "<defs>" not in light
    assert "url(#tg-river)" in boards.shared_style() and ".tg .frame{" in boards.shared_style()
    assert '<pattern id="tg-river"' in boards.shared_defs()
    ET.fromstring(light)
    ET.fromstring(boards.shared_defs())
    # Otherwise the same picture, cell for cell.
    assert re.findall(r"<g data-cell.*?</g>", light) == re.findall(r"<g data-cell.*?</g>", whole)
    # A picture whose style is not the common one keeps it.
    other = whole.replace(".tg .frame{", ".tg .frame2{")
    assert boards.without_shared(other) == other


# ---------------------------------------------------------------- exercises as JSON


@pytest.mark.parametrize("board", [b for b in BOARDS if b.exercise], ids=lambda b: b.id)
def test_exercises_round_trip_through_json(board):
    data = json.loads(json.dumps(boards.exercise_to_json(board.exercise)))
    again = boards.exercise_from_json(data)
    assert again == board.exercise
    b2 = make_board(board.id, "exercise", board.diagram, exercise=json.dumps(data))
    assert check(b2, b2.game(), board.exercise.answer).ok


def test_exercise_json_shorthand_and_problems():
    ex = boards.exercise_from_json({"prompt": "p", "answers": ["leader king d4", "leader king e3"]})
    assert ex.goal == Goal("action", actions=("leader king d4", "leader king e3"))
    assert ex.answer == "leader king d4" and say(ex.success) == "Right!"
    nested = {"prompt": "p", "goal": {"kind": "all", "goals": [{"kind": "event", "code": "points"},
                                                                {"kind": "no_event", "code": "war"}]}}
    assert boards.exercise_from_json(nested).goal.goals[1] == Goal("no_event", code="war")
    deep = "[" * 100_000 + "]" * 100_000  # used to overflow the interpreter's stack while parsing
    for bad, words in (("{nope", "not valid JSON"), ("[1]", "JSON object"), ({"prompt": "p"}, "needs a goal"),
                       (deep, "nested too deeply"),
                       ({"goal": {"kind": "sometimes"}}, "goal kind")):
        with pytest.raises(ValueError, match=words):
            boards.exercise_from_json(bad)


# ---------------------------------------------------------------- markup


def test_make_board_reports_problems_in_words():
    for kwargs, words in (({"mode": "watch"}, "data-mode must be one of"),
                          ({"diagram": " "}, "has no position"),
                          ({"diagram": "players: archer\nturn: archer 1"}, "cannot be read"),
                          ({"mode": "steps"}, "needs steps"),
                          ({"mode": "exercise"}, "needs its exercise")):
        args = {"id": "x", "mode": "view", "diagram": SMALL} | kwargs
        with pytest.raises(ValueError, match=words):
            make_board(**args)
    b = make_board("x", "STEPS", SMALL, steps=["tile green d2", ("tile red c1", "note")], highlight="c2, zz d2")
    assert b.mode == "steps" and [s.action for s in b.steps] == ["tile green d2", "tile red c1"]
    assert b.highlight == ("c2", "d2")


@pytest.mark.parametrize("lang, said", [
    ("de", "die Stellung ist nicht lesbar: Keine Zeile für Stier (hand, points, treasures, catastrophes)"),
    ("fi", "asemaa ei voi lukea: Pelaajalle Härkä ei ole riviä"),
])
def test_an_unreadable_position_is_explained_in_the_pages_language_with_no_english(lang, said):
    """The engine's refusal (a ``LoadError`` code) is worded by the catalogue, as on the game page."""
    i18n.use(lang)
    try:
        with pytest.raises(ValueError) as refused:
            make_board("x", "view", "players: archer bull\nturn: archer 1\narcher: hand r r\n")
        shown = str(boards.cannot_show(refused.value))
    finally:
        i18n.use("en")
    assert said in shown
    assert "no line for" not in shown and "cannot" not in shown


def test_an_exercise_on_a_finished_game_is_refused_in_words():
    """The reader of an exercise is the player to move; when the game is over nobody is,
    so the author is told so (the board used to break when drawing its controls)."""
    over = SMALL.replace("turn: archer 1", "turn: over\nbag: 0")  # a real end: the bag ran out
    answer = {"prompt": "Place a tile.", "answers": ["tile red c1"]}
    with pytest.raises(ValueError, match="not a finished game"):
        make_board("x", "exercise", over, exercise=answer)
    for mode in ("view", "play"):  # looking at a finished game is fine
        assert "tb-pos" in Live(make_board("x", mode, over)).controls()


def _read_back(markup: str) -> Board:
    """What web/embed/page.py reads from the element, done with regular expressions."""
    mode = re.search(r'data-mode="(\w+)"', markup).group(1)
    diagram = re.search(r'class="tigris-diagram">(.*?)</script>', markup, re.S).group(1).replace("<\\/", "</")
    ex = re.search(r'class="tigris-exercise">(.*?)</script>', markup, re.S)
    steps = [(unescape(a), unescape(k or n)) for a, k, n in re.findall(
        r'<li data-action="([^"]*)"><code>[^<]*</code> <span class="tb-say"(?: data-i18n="([^"]*)")?>([^<]*)</span></li>',
        markup)]
    return make_board("x", mode, diagram, steps, ex.group(1).replace("<\\/", "</") if ex else None)


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.id)
def test_board_markup_holds_everything_the_page_needs(board):
    markup = boards.board_markup(board)
    assert markup.count("<svg") == 1 and f'id="{board.id}"' in markup
    again = _read_back(markup)
    assert tigris.to_diagram(again.game()) == tigris.to_diagram(board.game())
    assert again.steps == board.steps and again.exercise == board.exercise
    assert 'class="tb-ui"' in markup
    assert "<svg" not in boards.board_markup(board, static=False)


def test_a_picture_file_shows_in_its_image_at_the_pictures_own_size():
    small, whole = BY_ID["tiles-steps"], BY_ID["first-round"]
    img = boards.board_markup(small, shared=True, lazy=True)
    assert "<svg" not in img
    assert ('<img src="boards/tiles-steps.svg" width="308" height="228" alt="Tigris board" loading="lazy"'
            in img)
    assert 'width="308" height="228"' in boards.static_svg(small)
    # A whole board has no size of its own: drawn as wide as its frame, in its proportions, like its picture.
    assert 'width="668" height="468" class="tb-whole"' in boards.picture_img(whole)
    assert "width=" not in boards.static_svg(whole).split(">", 1)[0]
    files = boards.picture_files(tc.SECTIONS)
    assert files[boards.picture_path(small)].startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    assert boards.picture_path(BOARDS[0]) not in files


def test_prerender_draws_every_board_once():
    drawn = boards.prerender(EXAMPLE)
    assert EXAMPLE.count("<svg") == 0 and drawn.count('<div class="tb-svg"><svg') == 3
    assert boards.prerender(drawn) == drawn
    broken = '<div class="tigris-board"><script type="text/plain" class="tigris-diagram">nonsense</script></div>'
    assert boards.prerender(broken) == broken


def test_prerender_command_line(tmp_path):
    page = tmp_path / "page.html"
    page.write_text(EXAMPLE)
    out = tmp_path / "out.html"
    build.main(["prerender", str(page), "-o", str(out)])
    assert out.read_text().count("<svg") == 3 and page.read_text() == EXAMPLE
    build.main(["prerender", str(page)])
    assert page.read_text() == out.read_text()


def test_board_from_query():
    q = urlencode({"position": SMALL, "mode": "steps", "steps": "tile green d2; tile red c1"}, quote_via=quote)
    b = boards.board_from_query("?" + q)
    assert b.mode == "steps" and [s.action for s in b.steps] == ["tile green d2", "tile red c1"]
    ex = {"prompt": "Score black", "goal": {"kind": "event", "code": "points", "params": {"colour": "black"}}}
    b = boards.board_from_query(urlencode({"position": SMALL, "mode": "exercise", "exercise": json.dumps(ex)}))
    assert check(b, b.game(), "tile black d2").ok
    b = boards.board_from_query(urlencode({"position": SMALL, "mode": "exercise", "answers": "tile black d2;tile black c3",
                                           "prompt": "p", "hint": "h"}))
    assert b.exercise.goal.actions == ("tile black d2", "tile black c3") and b.exercise.hint == "h"
    assert boards.board_from_query(urlencode({"position": SMALL})).mode == "view"
    with pytest.raises(ValueError, match="has no position"):
        boards.board_from_query("mode=view")


# ---------------------------------------------------------------- a live board


def test_view_describes_regions_and_kingdoms():
    live = Live(BY_ID["regions-view"])
    live.click("c2")
    assert live.message == "c2: a region of 3 tiles, with no leader."
    assert set(live.kingdom) == {"c2", "d2", "c3"}
    live.click("g3")
    assert live.message.startswith("g3: a kingdom of 5 pieces, with Archer’s king, Bull’s farmer")
    live.click("e5")
    assert live.message == "e5: nothing linked here." and not live.kingdom
    live.click("c2")
    picture = live.picture()  # the region clicked is outlined; its pieces are not washed out
    assert 'class="ho on"' in picture and "hl kingdom" not in picture


def test_an_authors_highlight_stays_until_the_reader_clicks():
    board = next(b for b in BOARDS if b.highlight and b.mode == "view")
    live = Live(board)
    assert "hl kingdom" in live.picture() and 'class="ho on"' not in live.picture()


def test_play_select_place_undo_and_refusals():
    live = Live(make_board("p", "play", SMALL))
    assert 'data-arg="tile green"' in live.controls()
    live.command("select", "tile green")
    assert "d2" in targets(live) and "c1" in targets(live)
    live.click("d2")
    assert "Archer gains 1 green point" in live.said and live.last == ["d2"]
    assert live.game.actions_left == 1 and live.selection is None
    live.command("typed", "tile green b2")
    assert live.message.startswith("Not allowed:") and live.tone == "bad"
    live.command("typed", "swap red red")
    assert live.game.active == "bull" and not live.game.is_over
    live.command("undo")
    assert live.game.active == "archer" and live.game.actions_left == 1
    live.command("reset")
    assert tigris.to_diagram(live.game) == tigris.to_diagram(live.start) and not live.can_undo
    live.command("select", "leader priest")
    live.click("a3")  # not a target: refused with the engine's reason, as on the game page
    assert live.game.actions_left == 2


def test_a_click_the_rules_refuse_says_why_and_keeps_the_piece_chosen():
    live = Live(make_board("p", "play", SMALL))
    live.command("select", "leader priest")
    live.click("a3")
    assert live.message == "Not allowed: a leader must stand next to a temple." and live.tone == "bad"
    assert live.selection == ("leader", "priest") and "a2" in targets(live)  # still chosen, its spaces shown
    assert 'class="tb-msg bad"' in live.controls()
    live.command("select", "tile blue")
    live.click("d3")
    assert live.message == "Not allowed: a farm (blue) must be placed on a river."
    i18n.use("de")
    try:
        assert live.message == "Nicht erlaubt: ein Landwirtschaftsplättchen (blau) darf nur auf ein Flussfeld gelegt werden."
        i18n.use("fi")
        assert live.message == "Ei sallittu: maatila (sininen) on asetettava jokiruutuun."
    finally:
        i18n.use("en")
    live.command("select", "leader priest")
    live.click("a2")  # a legal space: played
    assert live.game.actions_left == 1 and live.selection is None and live.message == ""


def test_a_refused_click_in_an_exercise_is_not_taken_as_the_answer():
    board = BY_ID["tiles-exercise"]
    live = Live(board)
    live.command("select", "tile green")
    live.click("c4")  # a river
    assert live.message == "Not allowed: only a farm (blue) may be placed on a river."
    assert live.verdict is None and live.answer == [] and live.selection == ("tile", "green")
    live.click("a2")
    assert live.verdict.ok


def test_play_offers_decisions_as_buttons():
    live = Live(make_board("r", "play", BY_ID["revolt-example"].diagram))
    live.command("select", "leader priest")
    live.click("d2")
    html = live.controls()
    assert 'data-ui="play" data-arg="commit 0"' in html and 'data-arg="commit 2"' in html


def test_steps_forward_back_and_the_first_round():
    board = BY_ID["first-round"]
    live = Live(board)
    assert live.index == 0 and "Press <b>Next</b>" in live.controls()
    for i in range(1, len(board.steps) + 1):
        live.command("step", str(i))
    assert tigris.to_diagram(live.game) == tigris.to_diagram(BY_ID["first-round-play"].game())
    assert "Lion gains 1 red point" in live.said
    live.command("step", "99")
    assert live.index == len(board.steps)
    live.command("step", "-1")
    assert live.index == 0 and tigris.to_diagram(live.game) == tigris.to_diagram(live.start)
    live.command("select", "tile red")  # stepping boards are not played on
    live.click("g4")
    assert tigris.to_diagram(live.game) == tigris.to_diagram(live.start)


def test_steps_that_end_the_game_show_the_ranking():
    live = Live(BY_ID["final-scoring"])
    live.command("step", "1")
    html = live.controls()
    assert "The game is over: Pot wins." in html and "1. Pot 11 (11 11 12 13)" in html


def test_exercise_wrong_illegal_right_and_show_me():
    board = BY_ID["tiles-exercise"]
    live = Live(board)
    live.command("select", "tile green")
    live.click("e2")
    assert live.verdict is not None and not live.verdict.ok
    assert live.message.startswith("That is allowed, but it is not the answer.")
    assert "Hint:" in live.controls() and "Try again" in live.controls()
    assert live.current() is live.shown and live.shown.kingdom("e2")  # the board shows the answer played
    assert live.position() == tigris.to_diagram(live.shown)
    live.command("reset")
    live.command("typed", "tile green c4")
    assert live.message == "Not allowed: only a farm (blue) may be placed on a river."
    live.command("reset")
    live.command("select", "tile green")
    live.click("a2")
    assert live.verdict.ok and live.message == say(board.exercise.success) and live.tone == "ok"
    assert "Archer gains 1 green point" in live.said
    live.command("answer")
    assert live.verdict.ok and live.answer == [board.exercise.answer]


def test_exercise_asks_for_the_readers_own_decision():
    board = BY_ID["treasure-exercise"]
    ex = board.exercise
    bare = Board(board.id, board.diagram, "exercise", board.caption,
                 exercise=Exercise(ex.prompt, ex.goal, ex.success, ex.hint, ex.answer))
    live = Live(bare)
    live.command("typed", "tile black d2")
    assert live.verdict is None and live.pending and live.message.startswith("Now choose")
    html = live.controls()
    assert all(f'data-arg="{p}"' in html for p in live.pending)
    live.command("play", live.pending[0])
    assert live.verdict.ok


# ---------------------------------------------------------------- the built pages


def test_build_writes_the_tutorial_and_embed_pages(tmp_path):
    dist = tmp_path / "dist"
    (dist / "web").mkdir(parents=True)
    written = build.render_board_pages(dist)
    assert written[:2] == ["tutorial.html", "embed.html"]
    html = (dist / "tutorial.html").read_text()
    # The boards a reader sees first are drawn in; the others are images of their own files.
    inline = boards.INLINE_PICTURES
    assert html.count('class="tigris-board"') == len(BOARDS)
    assert html.count('<div class="tb-svg"><svg') == inline
    images = re.findall(r'<div class="tb-svg"><img src="([^"]+)"[^>]* loading="lazy"', html)
    assert images == [f"boards/{b.id}.svg" for b in BOARDS[inline:]] == written[2:]
    for b, path in zip(BOARDS[inline:], images):
        assert (dist / path).read_text() == boards.static_svg(b)  # a whole picture: its own style and pattern
    assert html.count('<script type="py"') == 1
    assert '<script type="py" src="./web/embed_main.py" config="./pyscript.json">' in html
    assert "/*STYLES*/" not in html and "<!--" not in html.replace("<!--PRELOAD-->", "")
    ids = re.findall(r'\sid="([^"]+)"', html)
    assert len(ids) == len(set(ids))  # the river pattern too: the pictures share one
    assert html.count('id="tg-river"') == 1 and len(re.findall(r"(?m)^\.tg \.frame\{", html)) == 1
    for s in tc.SECTIONS:
        assert f'href="#topic-{s.id}"' in html
    assert 'href="./"' in html  # back to the game
    embed = (dist / "embed.html").read_text()
    assert 'id="tigris-embed"' in embed and embed.count('<script type="py"') == 1
    assert (dist / "web" / "boards.css").read_text() == (ROOT / "web" / "boards.css").read_text()
    for m in ("tutorial/lessons.py", "embed/boards.py", "embed/page.py"):
        assert m in build.BOARDS_MODULES
    assert build.PAGE_SCRIPTS["embed_main.py"] == "embed/main.py"


def test_the_game_page_links_the_tutorial():
    assert 'href="tutorial.html"' in (ROOT / "index.html").read_text()


def test_the_example_page_uses_the_documented_pieces():
    assert EXAMPLE.count('<script type="py"') == 1
    assert 'href="web/boards.css"' in EXAMPLE and 'src="pyscript/core.js"' in EXAMPLE
    for mode in ("view", "steps", "exercise"):
        assert f'data-mode="{mode}"' in EXAMPLE


def test_the_embedding_guide_names_the_script_its_snippet_and_the_example_load():
    """docs/embedding.md: the script its text names is the one its snippet and the example page load, built from
    web/embed/main.py."""
    guide = (ROOT / "docs" / "embedding.md").read_text()
    page = guide.split("## The page", 1)[1].split("\n## ", 1)[0]
    named = set(re.findall(r"`(web/[\w/]+\.py)`", page.split("```", 1)[0]))
    loaded = set(re.findall(r'<script type="py" src="\./(web/[\w/]+\.py)"', page + EXAMPLE))
    assert loaded == {"web/embed_main.py"}
    assert loaded <= named
    assert build.PAGE_SCRIPTS[loaded.pop().split("/", 1)[1]] == "embed/main.py" and "web/embed/main.py" in named


# ---------------------------------------------------------------- languages


def test_the_language_a_board_speaks():
    choose = boards.choose_language
    assert choose("fi", "de", ["en-GB"]) == "fi"  # the author's data-lang / ?lang= first
    assert choose("", "de", ["fi-FI"]) == "de"  # then the reader's saved choice
    assert choose(None, '"fi"', []) == "fi"  # (a JSON-quoted saving reads too)
    assert choose("xx", "", ["sv-SE", "de-AT"]) == "de"  # then the browser's list
    assert choose(None, None, None) == "en"
    assert boards.query_language("?position=x&lang=de") == "de" and boards.query_language("mode=view") == ""


def test_a_board_in_german_and_a_switch_to_finnish():
    i18n.use("de")
    live = Live(BY_ID["tiles-steps"])
    html = live.controls()
    assert "Weiter ▶" in html and "Schritt <b>0</b> von 4" in html
    assert "Bogenschütze führt eine Aktion aus. Drücke <b>Weiter</b> für den ersten Schritt." in html
    live.command("step", "1")
    assert "Stier erhält 1 roten Siegpunkt" in live.said
    assert "obwohl der Bogenschütze den Tempel gelegt hat" in live.controls()
    live.click("d1")
    assert live.message == "d1: ein Königreich aus 5 Teilen; Anführer: König des Bogenschützen, Priester des Stiers."
    i18n.use("fi")  # the words are made when shown: a switch needs no new state
    assert "Härkä saa 1 punaisen voittopisteen" in live.said
    assert live.message == "d1: kuningaskunta, 5 osaa; johtajat: Jousimiehen kuningas, Härän pappi."
    assert "Seuraava ▶" in live.controls()


def test_an_exercise_is_judged_again_after_a_switch():
    live = Live(BY_ID["tiles-exercise"])
    live.command("typed", "tile green c4")
    assert live.message == "Not allowed: only a farm (blue) may be placed on a river."
    i18n.use("de")
    live.retranslate()
    assert live.message == ("Nicht erlaubt: auf ein Flussfeld darf nur ein Landwirtschaftsplättchen (blau) "
                            "gelegt werden.")
    html = live.controls()
    assert "<b>Nicht ganz.</b> Deine Antwort: <code>tile green c4</code>" in html and "Tipp:" in html
    assert "Noch einmal" in html and "Zeig es mir" in html
    live.command("answer")
    assert live.verdict.ok and "Bogenschütze erhält 1 grünen Siegpunkt" in live.said


def test_play_refusals_and_the_end_in_finnish():
    i18n.use("fi")
    live = Live(make_board("p", "play", SMALL))
    live.command("typed", "tile green b2")
    assert live.message == "Ei sallittu: ruutu b2 ei ole tyhjä." and live.tone == "bad"
    live.command("typed", "tile purple b2")
    assert live.message.startswith("Ei sallittu: ") and "purple" in live.message
    html = live.controls()
    assert "Jousimies suorittaa toiminnon." in html and "Lopeta vuoro" in html and "Peru" in html
    assert 'title="aseta laatta: kauppapaikka (vihreä)"' in html
    end = Live(BY_ID["final-scoring"])
    end.command("step", "1")
    html = end.controls()
    assert "Peli on päättynyt: Ruukku voittaa." in html and "Sijoitukset: 1. Ruukku 11 (11 11 12 13)" in html


def test_an_authors_own_words_are_shown_as_written_in_any_language():
    i18n.use("de")
    b = make_board("x", "steps", SMALL, steps=[("tile green d2", "Ein Markt beim König.")], caption="Mein Brett")
    markup = boards.board_markup(b, static=False)
    assert "Ein Markt beim König." in markup and "<figcaption>Mein Brett</figcaption>" in markup
    assert "data-i18n" not in markup
    ex = boards.exercise_from_json({"prompt": "Setze den König.", "answers": ["tile black d2"]})
    b = make_board("y", "exercise", SMALL, exercise=ex)
    assert "<strong>Aufgabe:</strong> Setze den König." in boards.board_markup(b)
    live = Live(b)
    live.command("typed", "tile black d2")
    assert live.message == "Richtig!"
    with pytest.raises(ValueError, match="data-mode muss einer der Werte"):
        make_board("x", "watch", SMALL)
    with pytest.raises(ValueError, match="die Stellung ist nicht lesbar"):
        make_board("x", "view", "players: archer\nturn: archer 1")


def test_the_tutorial_page_keeps_every_texts_key():
    toc, body = boards.tutorial_toc(tc.SECTIONS), boards.tutorial_body(tc.SECTIONS)
    en = i18n.read("en")
    found = re.findall(r'data-i18n="([^"]+)">(.*?)</(?:a|h2|div|span|figcaption)>', toc + body, re.S)
    keys = {k for k, _ in found}
    for s in tc.SECTIONS:
        assert {s.title, *s.paragraphs} <= keys
    for b in BOARDS:
        assert {b.caption, *(st.note for st in b.steps)} <= keys
    for key, shown in found:
        assert shown == (en[key] if key.endswith(tuple(f".p{i}" for i in range(1, 10))) else escape(en[key]))
    # The exercises carry their keys for the page to say them in the reader's language.
    assert '"prompt": "tutorial.tiles-exercise.prompt"' in body


def test_the_built_tutorial_is_english_with_a_language_switch(tmp_path):
    dist = tmp_path / "dist"
    (dist / "web").mkdir(parents=True)
    build.render_board_pages(dist)
    html = (dist / "tutorial.html").read_text()
    assert '<html lang="en"' in html
    switch = re.search(r'<select id="tigris-lang"[^>]*>(.*?)</select>', html, re.S).group(1)
    assert switch == ('<option value="en" selected>English</option><option value="de">Deutsch</option>'
                      '<option value="fi">Suomi</option>')
    en = i18n.read("en")
    page_keys = re.findall(r'<(?:title|h1|a|p)\b[^>]*data-i18n="(tutorial\.page\.[a-z_]+)"[^>]*>(.*?)</', html, re.S)
    assert {k for k, _ in page_keys} == {"tutorial.page.title", "tutorial.page.heading", "tutorial.page.play",
                                         "tutorial.page.intro", "tutorial.page.play_now"}
    for key, shown in page_keys:
        if key != "tutorial.page.intro":
            assert shown == en[key], key
    assert re.search(r'data-i18n="tutorial.page.intro">' + re.escape(en["tutorial.page.intro"]) + "</p>", html)
    for key in re.findall(r'data-i18n(?:-label)?="([^"]+)"', html):
        for lang in i18n.LANGUAGES:
            assert key in i18n.read(lang), (lang, key)
    assert "Bogenschütze" not in html  # German only once Python speaks it


def test_a_live_board_links_its_position_to_the_game_page_s_analysis_board():
    """A board shows "Analyse": the game page opens its position there, every hand open (a board in a frame
    opens it in a new tab, so that the author's page stays)."""
    from urllib.parse import urlsplit

    from web.game import query
    from web.game.analysis import Analysis

    live = Live(make_board("x", "play", SMALL))
    assert "tb-analyse" not in live.controls()  # the game page unknown: no link
    live.analyse_page = ("https://boards.example/index.html", False)
    link = re.search(r'<a class="tb-analyse" href="([^"]+)"([^>]*)>', str(live.controls()))
    assert link and "target" not in link.group(2)
    href = unescape(link.group(1))
    assert href.startswith("https://boards.example/index.html?position=")
    opened = query.from_query("?" + urlsplit(href).query).session
    assert isinstance(opened, Analysis) and opened.origin == "link"
    assert tigris.to_diagram(opened.game) == tigris.to_diagram(live.game)
    live.analyse_page = ("https://boards.example/index.html", True)
    assert 'target="_blank"' in str(live.controls())


@pytest.mark.parametrize("board", [b for b in BOARDS if b.exercise and b.exercise.answer], ids=lambda b: b.id)
def test_an_exercise_links_to_the_analysis_board_only_once_it_is_solved_or_its_answer_shown(board):
    """Hard's best actions would give the exercise's answer away: no "Analyse" while it is open (nor after a
    wrong answer, to try again); once solved or shown, the link opens its question, and stays after "Try again"."""
    from web.game import query

    live = Live(board)
    live.analyse_page = ("https://boards.example/index.html", False)
    question = tigris.to_diagram(live.start)
    assert "tb-analyse" not in str(live.controls())
    wrong = [a for a in live.legal() if not check(board, live.start, a).ok]
    if wrong:
        live.play(wrong[0])
        while live.pending:  # a decision the wrong answer opened: answered with its first option
            live.play(live.pending[0])
        assert live.verdict is not None and not live.verdict.ok
        assert "tb-analyse" not in str(live.controls())
    live.command("answer")  # "Show me"
    assert live.verdict is not None and live.verdict.ok
    link = re.search(r'<a class="tb-analyse" href="([^"]+)"', str(live.controls()))
    assert link, "no Analyse link once the answer is shown"
    opened = query.from_query("?" + unescape(link.group(1)).split("?", 1)[1]).session
    assert tigris.to_diagram(opened.game) == question  # the exercise's question, not the position after it
    live.command("reset")  # "Try again": the answer is known by now
    assert live.verdict is None and "tb-analyse" in str(live.controls())
    solver = Live(board)  # solved by the reader (the right answer played): the link too
    solver.analyse_page = live.analyse_page
    for part in board.exercise.answer.split(";"):
        solver.play(part.strip())
    assert solver.verdict is not None and solver.verdict.ok and "tb-analyse" in str(solver.controls())
