"""How the page is seen and touched: buttons named for screen readers, panel sections that fold, high contrast."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import tigris
import tigris.svg as svg
from web_positions import REVOLT
from web.game import markup, render
from web.game.session import PERSON, Seat, Session

ROOT = Path(__file__).resolve().parents[2]

WEB = ROOT / "web"


class Named(HTMLParser):
    """Each button's aria-label and the words a screen reader reads inside it (visually hidden ones included)."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.buttons: list[dict] = []
        self.skip = 0
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "button":
            self.buttons.append({"aria-label": attrs.get("aria-label"), "title": attrs.get("title"), "text": ""})
        if tag == "svg" or self.skip:
            self.skip += 1  # icons are aria-hidden

    def handle_endtag(self, tag):
        if self.skip:
            self.skip -= 1

    def handle_data(self, data):
        if self.buttons and not self.skip:
            self.buttons[-1]["text"] += data


def name_of(html: str) -> dict:
    (b,) = Named(html).buttons
    b["name"] = b["aria-label"] or " ".join(b["text"].split())
    return b


def session(diagram: str) -> Session:
    g = tigris.from_diagram(diagram)
    s = Session(g, [Seat(p, p.title(), PERSON) for p in g.players])
    s.reveal()
    return s


# ---------------------------------------------------------------- every button's name holds what it shows


def test_an_icon_alone_is_named_by_its_title():
    b = name_of(markup.button(markup.icon(svg.catastrophe_icon(30)), "catastrophe", title="play a catastrophe"))
    assert b["aria-label"] == "play a catastrophe" and b["title"] == "play a catastrophe"


def test_a_leader_shows_a_letter_and_is_named_in_words():
    b = name_of(markup.button(markup.icon(svg.leader_icon("archer", "king", 34)), "leader", "king", title="place the king"))
    assert b["name"] == "place the king" and b["title"] == "place the king"


def test_a_count_beside_a_tile_is_read_after_what_the_button_does():
    b = name_of(markup.button(markup.icon(f'{svg.tile_icon("red", 34)}<span class="n">×2</span>'), "tile", "red",
                              title="place a red tile (temple)"))
    assert b["aria-label"] is None  # the visible "×2" must be part of the name (WCAG 2.5.3)
    assert b["name"] == "place a red tile (temple) ×2"


def test_a_leader_on_the_board_names_its_cell_and_what_the_button_does():
    b = name_of(markup.button(markup.icon(svg.leader_icon("archer", "king", 34) + "<small>b3</small>"), "leader", "king",
                              title="move the king from b3"))
    assert b["aria-label"] is None and b["name"] == "move the king from b3 b3"


def test_a_word_comes_first_and_the_title_explains_it():
    b = name_of(markup.button("↶ Undo", "undo", title="take back your last action"))
    assert b["aria-label"] is None and b["name"] == "↶ Undo — take back your last action"


def test_a_title_that_spells_out_the_word_is_the_name():
    b = name_of(markup.button("withdraw", "withdraw", "king", "link", "withdraw the king"))
    assert b["aria-label"] == "withdraw the king"


def test_in_the_hand_no_aria_label_leaves_out_what_is_shown():
    html = render.panel(session(REVOLT))
    for b in Named(html).buttons:
        if b["aria-label"]:
            shown = " ".join(b["text"].split()).lower()
            assert shown in b["aria-label"].lower(), b


# ---------------------------------------------------------------- the hand and the log fold away


def folds(html: str) -> dict[str, bool]:
    return {m.group(1): m.group(2) == " open"
            for m in re.finditer(r'<details class="fold" data-fold="(\w+)"( open)?><summary><h3>', html)}


def test_hand_and_log_are_sections_that_fold_open_by_default():
    assert folds(render.panel(session(REVOLT))) == {"hand": True, "log": True}


def test_the_sections_the_player_folded_stay_folded():
    assert folds(render.panel(session(REVOLT), folded={"log"})) == {"hand": True, "log": False}
    assert folds(render.panel(session(REVOLT), folded={"hand", "log"})) == {"hand": False, "log": False}


def test_a_folded_section_keeps_all_its_content():
    s = session(REVOLT)
    s.play("tile red h6")
    html = render.panel(s, folded={"hand", "log"})
    assert 'data-ui="tile"' in html and "tile red h6" in html


# ---------------------------------------------------------------- high contrast


def contrast_rules(css: str) -> list[str]:
    return [ln for ln in css.splitlines() if ln.startswith(("html.contrast .tg", "html.contrast #tg-river"))]


def test_the_board_looks_the_same_in_high_contrast_in_the_game_and_in_the_tutorial():
    game = contrast_rules((WEB / "styles.css").read_text())
    assert len(game) >= 10
    assert game == contrast_rules((WEB / "boards.css").read_text())


def test_the_toggle_is_in_the_header_and_its_word_in_every_language():
    page = (ROOT / "index.html").read_text()
    assert re.search(r'<button type="button" id="contrast" aria-pressed="false" data-i18n="ui.view.contrast">', page)
    words = {lang: json.loads((WEB / "i18n" / f"{lang}.json").read_text())["ui.view.contrast"]
             for lang in ("en", "de", "fi")}
    assert words == {"en": "High contrast", "de": "Hoher Kontrast", "fi": "Suuri kontrasti"}


def test_every_page_follows_the_saved_choice_or_the_system_before_painting():
    for name in ("index.html", "tutorial.html", "embed.html"):
        head = (ROOT / name if name == "index.html" else WEB / name).read_text().split("</head>")[0]
        script = '<script src="web/page.js"'  # a plain script (no defer, no module): it runs before the first paint
        assert script in head and head.index(script) < head.index("<style>"), name
    shared = (WEB / "page.js").read_text()
    assert 'KEY = "tigris.contrast"' in shared and "localStorage.getItem(KEY)" in shared
    assert "prefers-contrast: more" in shared
