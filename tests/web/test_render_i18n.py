"""The main page in German and Finnish: every screen speaks the chosen language, and no text falls back to English."""

from __future__ import annotations

import json
import random
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

import tigris
from tigris.options import CHOICES
from web_positions import REVOLT, WAR, diagram
from web.core import i18n
from web.game import dialogs, menus, query, notices, render, storage
from web.game.new_game import new_session
from web.game.session import COMPUTER, PERSON, Seat, Session

ROOT = Path(__file__).resolve().parents[2]

RAW = {lang: json.loads((i18n.DIR / f"{lang}.json").read_text(encoding="utf-8")) for lang in i18n.LANGUAGES}
PAGE_PREFIXES = ("ui.", "option.", "storage.")

MONUMENT = diagram("""
players: archer bull
turn: archer 1
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2
""", {"b2": "k", "c2": "k", "b3": "k", "b4": "r", "c4": "Ak"})

TREASURE = diagram("""
players: archer bull
turn: archer 1
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2
""", {"a1": "r*", "b1": "Ag", "d1": "r*"})

# The archer's king stands in the wonder's kingdom: at the end of the turn he picks the colour of its point.
WONDER_POINT = diagram("""
players: archer bull
turn: archer 1
options: wonder_variant=true
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2
""", {"b1": "W", "a2": "W", "b2": "W", "c2": "W", "b3": "W", "d2": "Ak", "e2": "r"})


class Text(HTMLParser):
    """What a player reads: the text between tags and the words in title/aria-label attributes."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.parts += [v for k, v in attrs if k in ("title", "aria-label") and v]

    def handle_data(self, data):
        if data.strip():
            self.parts.append(data.strip())

    def __str__(self) -> str:
        return " | ".join(self.parts)


def person_session(text: str) -> Session:
    g = tigris.from_diagram(text)
    s = Session(g, [Seat(p, p.title(), PERSON) for p in g.players])
    s.reveal()
    return s


def finished_session() -> Session:
    s = new_session({"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
                     "level": "random"}, seed=2)
    while not s.game.is_over:
        s.computer_move()
    return s


def building_dialog() -> str:
    """The civilization-building decision, reached in random games with the variant."""
    for seed in range(60):
        g = tigris.Game.new(["archer", "bull"], seed=seed, options={"civilization_buildings": True,
                                                                     "wonder_variant": True})
        s = Session(g)
        rng = random.Random(seed)
        while not g.is_over and len(g.history) < 400:
            s.reveal()
            if g.phase == "building":
                return dialogs.dialog(s)
            acts = g.legal_actions()
            kinds: dict[str, list] = {}
            for a in acts:
                kinds.setdefault(type(a).__name__, []).append(a)
            s.play(rng.choice(kinds[rng.choice(sorted(kinds))]))
    raise AssertionError("no building decision in 60 games")


def screens() -> dict[str, str]:
    """Every screen of the main page, drawn in the current language."""
    out: dict[str, str] = {}
    s = person_session(REVOLT)
    out["panel"] = render.panel(s)
    s.select("leader", "priest")
    s.click_cell("h6")
    out["refusal"] = s.message
    s.play("leader king b3")
    out["event"] = s.message
    out["conflict"] = render.panel(s)  # decided beside the board
    out["board with strengths"] = render.board(s, shown={"strengths", "outlines"})
    out["board display"] = render.board_display({"strengths"})
    s.play("commit 1")
    out["cover"] = render.cover(s)
    out["hidden hand"] = render.panel(s)
    s.reveal()
    out["defence"] = render.panel(s)
    cat = person_session(REVOLT)
    cat.select("catastrophe")
    cat.click_cell("b2")
    out["catastrophe"] = dialogs.dialog(cat)
    w = person_session(WAR)
    w.play("tile red d2")
    out["war"] = dialogs.dialog(w)
    m = person_session(MONUMENT)
    m.play("tile black c3")
    out["monument"] = dialogs.dialog(m)
    tr = person_session(TREASURE)
    tr.play("tile red c1")
    out["treasure"] = dialogs.dialog(tr)
    swap = person_session(REVOLT)
    swap.start_swap()
    swap.pick_swap("red")
    out["swap"] = render.panel(swap)
    out["building"] = building_dialog()
    wonder = person_session(WONDER_POINT)
    wonder.play("end")
    out["wonder_point"] = dialogs.dialog(wonder)
    done = finished_session()
    out["final"] = dialogs.dialog(done)
    out["game over"] = render.panel(done)
    done.start_replay()
    out["replay"] = render.panel(done)
    out["new game"] = menus.new_game_dialog()
    store = storage.Store(storage.MemoryBackend())
    store.save(s)
    store.backend.set(storage.PREFIX + "broken", "{nonsense")
    try:
        store.load("broken")
    except storage.LoadProblem as problem:
        out["saved games"] = menus.games_dialog(store.entries(), s.id, str(problem))
    out["notice"] = menus.notice_dialog(i18n.t("storage.link_title"), query.from_query("?position=x").problem)
    full = storage.Store(storage.MemoryBackend(quota=10))
    assert full.save(s) == storage.FULL
    out["storage full"] = notices.save_banner(i18n.t("storage.full"), download=True)
    out["other tab"] = notices.other_tab_dialog(3, 2)
    try:
        store.load("broken")
    except storage.LoadProblem as damage:
        out["damaged"] = notices.damaged_dialog(str(damage), "broken")
    return out


@pytest.fixture(params=["de", "fi"])
def lang(request):
    cat = i18n.use(request.param)
    yield request.param
    assert cat is i18n.current()
    i18n.use("en")


def english_chunks(lang: str) -> set[str]:
    """Pieces of the page's English texts that the other language words differently (long enough to be telling)."""
    chunks = set()
    for key, english in RAW["en"].items():
        if key.startswith(PAGE_PREFIXES) and RAW[lang].get(key) != english:
            for literal in re.split(r"\{[^}]*\}|<[^>]*>", english):
                literal = literal.strip(" .,:;()—–")
                if len(literal) >= 12 and " " in literal:
                    chunks.add(literal)
    return chunks


def test_every_screen_speaks_the_language_and_nothing_falls_back(lang):
    cat = i18n.current()
    cat.misses.clear()
    shown = {name: str(Text(html)) for name, html in screens().items()}
    assert not cat.misses, f"keys missing in {lang}.json: {sorted(cat.misses)}"
    everything = "\n".join(shown.values())
    leftovers = sorted(c for c in english_chunks(lang) if c in everything)
    assert not leftovers, f"English left in {lang}: {leftovers}"


def test_german_words_on_the_screens():
    i18n.use("de")
    try:
        shown = {name: str(Text(html)) for name, html in screens().items()}
    finally:
        i18n.use("en")
    assert "Zug beenden" in shown["panel"] and "Plättchen austauschen" in shown["panel"]
    assert "den Händler einsetzen" in shown["panel"] and "ein rotes Plättchen (Tempel) legen" in shown["panel"]
    assert "Bogenschütze" in shown["panel"] and "noch 2 Aktionen" in shown["panel"]
    assert shown["refusal"] == "Ein Anführer muss direkt an einen Tempel angrenzen."
    assert "Bogenschütze setzt den König auf b3" in shown["event"]
    assert "Revolte der Könige" in shown["conflict"] and "Du greifst an." in shown["conflict"]
    assert "Du verteidigst gegen" in shown["defence"] and "Stärke auf dem Spielbrett:" in shown["defence"]
    assert "Weitergeben an Stier" in shown["cover"] and "Die Spielbereiche sind verdeckt" in shown["hidden hand"]
    assert "Krieg der Händler" in shown["war"] and "Welcher Krieg zuerst?" in shown["war"]
    assert "Ein Monument bauen?" in shown["monument"] and "Kein Monument" in shown["monument"]
    assert "Dein Händler auf b1 nimmt 1 Schatz" in shown["treasure"]
    assert "1 Plättchen austauschen" in shown["swap"]
    assert "Ein Zivilisationsgebäude?" in shown["building"] and "Der Siegpunkt des Wunders" in shown["wonder_point"]
    assert "Schlusswertung" in shown["final"] and "Spielende" in shown["game over"]
    assert "Wiederholung: Zug" in shown["replay"]
    assert "Händler müssen Schätze nehmen" in shown["new game"] and "Regeloptionen" in shown["new game"]
    assert "Gespeicherte Spiele" in shown["saved games"] and "beschädigt" in shown["saved games"]
    assert "Dieser Link kann nicht geöffnet werden" in shown["notice"]
    assert "Der Speicher des Browsers ist voll" in shown["storage full"] and "herunterladen" in shown["storage full"]
    assert "in einem anderen Tab verändert" in shown["other tab"] and "Um keines zu verlieren" in shown["other tab"]
    assert "Beschädigten Spielstand herunterladen" in shown["damaged"]


def test_finnish_words_on_the_screens():
    i18n.use("fi")
    try:
        shown = {name: str(Text(html)) for name, html in screens().items()}
    finally:
        i18n.use("en")
    assert "Lopeta vuoro" in shown["panel"] and "aseta kauppias" in shown["panel"]
    assert "Jousimies" in shown["panel"] and "2 toimintoa jäljellä" in shown["panel"]
    assert shown["refusal"] == "Johtaja on asetettava temppelin viereen."
    assert "Kuninkaiden sisäinen konflikti" in shown["conflict"] and "Hyökkäät." in shown["conflict"]
    assert "Anna laite pelaajalle Härkä" in shown["cover"]
    assert "Kauppiaiden ulkoinen konflikti" in shown["war"]
    assert "Rakennetaanko monumentti?" in shown["monument"]
    assert "Kauppiaasi ruudussa b1 ottaa kuningaskunnastaan 1 aarteen" in shown["treasure"]
    assert "Loppupisteet" in shown["final"] and "Peli päättyi" in shown["game over"]
    assert "Kauppiaiden on otettava aarteet" in shown["new game"] and "Sääntövalinnat" in shown["new game"]
    assert "Tallennetut pelit" in shown["saved games"]
    assert "Selaimen tallennustila on täynnä" in shown["storage full"] and "Lataa tämä peli" in shown["storage full"]
    assert "toisessa välilehdessä" in shown["other tab"] and "menettää kumpaakaan" in shown["other tab"]
    assert "Lataa vahingoittunut tallennus" in shown["damaged"]


def test_english_stays_as_it_was_and_asks_for_no_missing_key():
    cat = i18n.use("en")
    cat.misses.clear()
    shown = {name: str(Text(html)) for name, html in screens().items()}
    assert not cat.misses, sorted(cat.misses)
    assert "End turn" in shown["panel"] and "place the trader" in shown["panel"]
    assert shown["refusal"] == "A leader must stand next to a temple."
    assert "Archer places the king on b3" in shown["event"]


def test_a_message_follows_a_language_switch():
    s = person_session(REVOLT)
    i18n.use("de")
    try:
        s.select("leader", "priest")
        s.click_cell("h6")
        assert s.message.startswith("Ein Anführer muss")
        i18n.use("fi")
        assert s.message.startswith("Johtaja")
        s.play("tile red h6")
        assert s.message.startswith("Jousimies")
        i18n.use("de")
        assert s.message.startswith("Bogenschütze legt ein rotes Plättchen (Tempel) auf h6")
    finally:
        i18n.use("en")


def test_own_names_stay_and_default_names_follow_the_language():
    s = new_session({"play_archer": True, "name_archer": "Ishtar", "play_bull": True, "name_bull": "Stier"}, seed=3)
    assert s.seats["bull"].name == "Bull"  # German for the bull: saved as the dynasty's own name
    i18n.use("fi")
    try:
        assert s.name("bull") == "Härkä" and s.name("archer") == "Ishtar"
        html = menus.new_game_dialog()
        assert 'value="Jousimies"' in html and 'value="Leijona"' in html
        assert 'value="Ishtar"' in menus.new_game_dialog(defaults={"name_archer": "Ishtar"})
    finally:
        i18n.use("en")
    assert s.name("bull") == "Bull"


def test_every_rule_option_is_explained_in_every_language():
    for lang in i18n.LANGUAGES:
        for key, values in CHOICES.items():
            assert RAW[lang][f"option.{key}"] and RAW[lang][f"option.{key}.help"], (lang, key)
            for v in values:
                assert f"option.{key}.{str(v).lower()}" in RAW[lang], (lang, key, v)


def test_translations_keep_the_same_tags():
    for key, english in RAW["en"].items():
        tags = sorted(re.findall(r"</?\w+>", english))
        for lang in ("de", "fi"):
            assert sorted(re.findall(r"</?\w+>", RAW[lang].get(key, ""))) == tags, (lang, key)


def test_the_page_marks_its_static_words_with_keys_whose_english_it_shows():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    marked = re.findall(r'<(\w+)[^>]*\sdata-i18n="([^"]+)"[^>]*>([^<]*)<', html)
    assert len(marked) >= 8
    for _tag, key, text in marked:
        assert RAW["en"][key] == text.strip(), key
    for key in re.findall(r'data-i18n-(?:title|label)="([^"]+)"', html):
        assert all(key in RAW[lang] for lang in i18n.LANGUAGES), key
    switch = re.search(r'<select id="lang"[^>]*>(.*?)</select>', html, re.S).group(1)
    assert re.findall(r'<option value="(\w+)"[^>]*>([^<]+)</option>', switch) == i18n.languages()
    assert "<title>" + RAW["en"]["ui.page.title"].replace("&", "&amp;") + "</title>" in html


def test_the_language_choice_is_remembered():
    store = storage.Store(storage.MemoryBackend())
    assert store.language() is None
    store.set_language("fi")
    assert store.language() == "fi"
    store.backend.set(storage.LANGUAGE, "xx")
    assert store.language() is None
    full = storage.Store(storage.MemoryBackend(quota=5))
    full.set_language("de")  # no room: not remembered, and no error
    assert full.language() is None


def test_every_key_the_main_page_names_exists_in_every_language():
    """Keys written out in the game page's modules (web/game/: the thinking texts and notices among them)."""
    named = set()
    for module in sorted((ROOT / "web" / "game").rglob("*.py")):
        text = module.read_text(encoding="utf-8")
        named |= set(re.findall(r'\b(?:t|et|LoadProblem)\(\s*"((?:ui|option|storage|phrase)\.[\w.]+)"', text))
    assert {"ui.thinking", "ui.thinking_hint", "storage.kept_current", "storage.other_tab_body",
            "storage.not_object"} <= named
    for lang in i18n.LANGUAGES:
        missing = sorted(k for k in named if k not in RAW[lang])
        assert not missing, f"{lang}.json lacks {missing}"


def test_the_new_game_dialog_offers_the_language_choice_outside_its_form():
    i18n.use("fi")
    try:
        html = menus.new_game_dialog()
    finally:
        i18n.use("en")
    switch = re.search(r'<select data-lang name="language">(.*?)</select>', html).group(1)
    assert re.findall(r'<option value="(\w+)"[^>]*>([^<]+)</option>', switch) == i18n.languages()
    assert '<option value="fi" lang="fi" selected>Suomi</option>' in switch
    assert html.index("</select>") < html.index('<form id="new-game"')  # not one of the game's settings
