"""Markup is escaped by default (web/core/html.py): nothing from outside the page becomes markup.

Every text a link, an author's board, a save or a player can put on a page is
tried with payloads that would run script if they reached the page as HTML;
each must come out as text (escaped), never as an element or an attribute.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from urllib.parse import urlencode

import pytest

from web.embed import boards
from web.embed.live import Live
from web.core.html import Markup, catalogue, escape, h, join, trusted

PAYLOADS = (
    "<img src=x onerror=alert(1)>",
    '"><svg onload=alert(1)>',
    "'><script>alert(1)</script>",
    "</script><script>alert(1)</script>",
    "javascript:alert(1)",
    "<iframe srcdoc=\"<script>alert(1)</script>\">",
    "' \" > < &",
)

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

class Elements(HTMLParser):
    """Every element and attribute a browser would make of some HTML."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.append((tag, dict(attrs)))

    handle_startendtag = handle_starttag


def no_injection(html: str) -> None:
    """No element or attribute that only a payload makes: a script, an image, a frame, a handler, a javascript: URL."""
    parser = Elements()
    parser.feed(html)
    parser.close()
    for tag, attrs in parser.found:
        assert tag not in ("img", "iframe", "object", "embed"), (tag, attrs)
        assert tag != "script" or attrs.get("type") in ("text/plain", "application/json"), (tag, attrs)
        for name, value in attrs.items():
            assert not name.startswith("on"), (tag, name, value)
            if name in ("href", "src", "action", "formaction", "xlink:href"):
                assert not (value or "").strip().lower().startswith("javascript:"), (tag, name, value)
        if tag == "svg":
            assert attrs.get("xmlns") == "http://www.w3.org/2000/svg", attrs  # only the engine's pictures


# ---------------------------------------------------------------- the helper


def test_text_is_escaped_and_markup_passes():
    for p in PAYLOADS:
        out = h("p", {"class": "msg", "title": p}, p)
        no_injection(out)
        assert out == f'<p class="msg" title="{escape(p)}">{escape(p)}</p>'
    assert h("p", h("b", "x"), " & ", trusted("<i>y</i>")) == "<p><b>x</b> &amp; <i>y</i></p>"
    assert join(["<a>", h("br")], ", ") == "&lt;a&gt;, <br>"
    assert Markup("<b>") + "<i>" == "<b>&lt;i&gt;"


def test_attributes_are_written_safely():
    assert h("input", {"name": "a", "readonly": True, "disabled": False, "title": None}) == '<input name="a" readonly>'
    with pytest.raises(ValueError):
        h("div", {"onclick": "alert(1)"})  # inline handlers are refused: the CSP forbids them anyway
    with pytest.raises(ValueError):
        h("div", {'x" onload="alert(1)': "1"})
    with pytest.raises(ValueError):
        h("img onerror=alert(1)")
    with pytest.raises(ValueError):
        h("a", {"href": " JavaScript:alert(1)"}, "x")  # never a script URL
    assert h("a", {"href": "#topic-x"}, "x") == '<a href="#topic-x">x</a>'


def test_catalogue_html_keeps_its_tags_and_escapes_its_parameters():
    out = catalogue("embed.answer_so_far", answer="<img src=x onerror=alert(1)>")
    assert out.startswith("Your answer so far: <code>&lt;img") and "<img" not in out


# ---------------------------------------------------------------- embed.html's URL and an author's board


def exercise_query(**fields: str) -> str:
    return "?" + urlencode({"position": SMALL, "mode": "exercise", **fields})


@pytest.mark.parametrize("payload", PAYLOADS)
def test_embed_url_prompt_hint_and_success_are_text(payload):
    """The security hole of issue 14: ?prompt=<img onerror> ran script on embed.html."""
    board = boards.board_from_query(exercise_query(answers="tile black d2", prompt=payload, hint=payload,
                                                   success=payload))
    page = boards.board_markup(board, static=False)
    no_injection(page)
    assert escape(payload) in boards.prompt_html(board.exercise)
    live = Live(board)
    live.command("play", "tile red d2")  # a wrong answer: the hint is shown
    no_injection(live.controls())
    assert escape(payload) in live.controls()
    live.command("reset")
    live.command("play", "tile black d2")  # the right answer: the success text is shown
    assert live.verdict.ok
    no_injection(live.controls())
    assert escape(payload) in live.controls()


@pytest.mark.parametrize("payload", PAYLOADS)
def test_embed_url_exercise_json_is_text(payload):
    ex = {"prompt": payload, "hint": payload, "success": payload, "answers": ["tile black d2"],
          "replies": [payload], "answer": "tile black d2"}
    board = boards.board_from_query(exercise_query(exercise=json.dumps(ex)))
    page = boards.board_markup(board, static=True)
    no_injection(page)
    data = re.search(r'<script type="application/json" class="tigris-exercise">(.*?)</script>', page, re.S)
    assert json.loads(data.group(1))["prompt"] == payload  # the JSON block holds it whole, and cannot be closed
    live = Live(board)
    for ui, arg in (("play", payload), ("play", "tile red d2"), ("reset", ""), ("answer", "")):
        live.command(ui, arg)
        no_injection(live.controls())


@pytest.mark.parametrize("payload", PAYLOADS)
def test_author_board_words_are_text(payload):
    """An author's steps, notes, caption, id and highlight, and a typed action, come out as text."""
    board = boards.make_board(payload, "steps", SMALL + "# " + payload + "\n", steps=[("tile green d2", payload)],
                              highlight=payload + " c2", caption=payload)
    page = boards.board_markup(board)
    no_injection(page)
    parser = Elements()
    parser.feed(page)
    assert [tag for tag, _ in parser.found].count("script") == 1  # the diagram's block holds the comment whole
    live = Live(board)
    live.command("step", "1")
    no_injection(live.controls())
    play = Live(boards.make_board("p", "play", SMALL))
    play.command("typed", payload)
    assert play.tone == "bad"
    no_injection(play.controls())
    play.click(payload)
    no_injection(play.controls())


@pytest.mark.parametrize("payload", PAYLOADS)
def test_url_errors_are_text(payload):
    """A refused URL (bad mode, unreadable position) tells the reader, as text."""
    for query in ({"position": SMALL, "mode": payload}, {"position": payload},
                  {"position": SMALL, "mode": "exercise", "exercise": payload}):
        with pytest.raises(ValueError) as err:
            boards.board_from_query("?" + urlencode(query))
        no_injection(boards.cannot_show(err.value))
        assert escape(payload) in boards.cannot_show(err.value) or payload not in str(err.value)


def test_a_step_the_rules_refuse_stops_the_board_with_a_message():
    """An author's steps board whose second step is no action: the reader is told, the board stays at step 1."""
    board = boards.make_board("s", "steps", SMALL, steps=[("tile green d2", ""), ('"><svg onload=alert(2)>', "")])
    live = Live(board)
    live.command("step", "1")
    live.command("step", "2")
    assert live.index == 1 and live.tone == "bad" and live.message.startswith("Not allowed: ")
    no_injection(live.controls())


# ---------------------------------------------------------------- the game page: names, saves, errors

NAMES = ("<svg onload=alert(1)>", '"><img src onerror=x>', "'><b onclick=x>", "</script><i>")


def seated(diagram: str = SMALL):
    import tigris
    from web.game.session import PERSON, Seat, Session

    game = tigris.from_diagram(diagram)
    s = Session(game, [Seat(p, n, PERSON) for p, n in zip(game.players, NAMES)])
    s.reveal()
    return s


def test_player_names_are_text_everywhere_the_game_shows_them():
    import tigris
    from web.game import dialogs, keyboard, menus, render

    s = seated()
    for html in (render.panel(s, "Bull is thinking… " + NAMES[0]), render.board(s), render.cover(s) or "",
                 render.status(s), keyboard.help_dialog()):
        no_injection(html)
    assert escape(NAMES[0]) in render.panel(s)
    s.game.apply("tile red d2")
    s.game.apply("end") if "end" in [str(a) for a in s.game.legal_actions()] else None
    no_injection(render.panel(s))
    finished = tigris.from_diagram(SMALL.replace("turn: archer 1", "turn: over\nbag: 0"))  # over: the bag ran out
    done = seated()
    done.game = finished
    no_injection(dialogs.dialog(done) or "")
    assert escape(NAMES[1]) in (dialogs.dialog(done) or "")


def test_saved_games_their_problems_and_errors_are_text():
    from web.game import menus
    from web.game.storage import Saved

    entries = [Saved(NAMES[1], " · ".join(NAMES), 3, 0.0, False, None),
               Saved(NAMES[2], NAMES[3], 0, 0.0, False, "damaged: " + NAMES[0])]
    for html in (menus.games_dialog(entries, NAMES[1], "Import failed: " + NAMES[0]),
                 menus.notice_dialog(NAMES[0], NAMES[1]),
                 menus.new_game_dialog(NAMES[2], {f"name_{d}": n for d, n in zip(("archer", "bull"), NAMES)})):
        no_injection(html)
    html = menus.games_dialog(entries, None)
    assert f'data-game="{escape(NAMES[1])}"' in html and f'data-arg="{escape(NAMES[2])}"' in html


def test_the_board_picture_escapes_what_it_is_given():
    import tigris
    import tigris.svg as svg

    game = tigris.from_diagram(SMALL)
    view = tigris.view_of(game, game.players[0]).to_dict()
    view["leaders"] = {k: (NAMES[0], leader) for k, (_, leader) in view["leaders"].items()}
    out = svg.board(view, labels={"a1": NAMES[1], "c2": NAMES[2]}, label=NAMES[3])
    no_injection(out)
    assert "&quot;&gt;&lt;img" in out and escape(NAMES[3]) in out  # a cell's label, the board's name
    pictured = svg.board(view)  # without labels: each piece's title names its owner
    no_injection(pictured)
    assert escape(NAMES[0]) in pictured


def test_a_board_drawn_in_part_has_only_its_cells():
    import tigris
    import tigris.svg as svg

    out = svg.board(tigris.from_diagram(SMALL), area=(5, 3), interactive=False)
    assert sorted(re.findall(r'data-cell="([a-p]\d+)"', out)) == sorted(f"{c}{r}" for c in "abcde" for r in (1, 2, 3))
    width, height = svg.LEFT + 5 * svg.CELL + svg.PAD, svg.TOP + 3 * svg.CELL + svg.PAD
    assert f'viewBox="0 0 {width} {height}" width="{width}" height="{height}"' in out
    assert re.findall(r'<text class="coord"[^>]*>([a-z0-9]+)</text>', out) == list("abcde") + ["1", "2", "3"]
