"""web.game.render: the panel, dialogs and cover as HTML, checked without a browser."""

from __future__ import annotations

from html.parser import HTMLParser

import tigris
from web_positions import REVOLT, WAR
from web.core import i18n
from web.game import dialogs, menus, render
from web.game.new_game import new_session
from web.game.session import COMPUTER, PERSON, Seat, Session
from web.game.storage import Saved


class Buttons(HTMLParser):
    def __init__(self, html: str) -> None:
        super().__init__()
        self.found: list[dict] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        if tag == "button":
            self.found.append(dict(attrs))


def plays(html: str) -> list[str]:
    return [b["data-arg"] for b in Buttons(html).found if b.get("data-ui") == "play"]


def session(diagram: str, kinds=(PERSON, PERSON)) -> Session:
    g = tigris.from_diagram(diagram)
    s = Session(g, [Seat(p, p.title(), k) for p, k in zip(g.players, kinds)])
    s.reveal()
    return s


def test_panel_shows_hand_leaders_catastrophes_and_turn():
    s = session(REVOLT)
    html = render.panel(s)
    assert "2 actions left" in html
    tiles = [b["data-arg"] for b in Buttons(html).found if b.get("data-ui") == "tile"]
    assert tiles == ["red", "black", "green"]  # archer: r r r k k g
    assert "×3" in html and "×2" in html
    leaders = [b["data-arg"] for b in Buttons(html).found if b.get("data-ui") == "leader"]
    assert leaders == ["priest", "farmer", "king", "trader"]
    assert 'data-points="0,0,0,0"' in html  # own points
    assert html.count("data-points=") == 1  # not the other player's (hidden scoring)


def test_conflict_dialog_offers_the_legal_commitments():
    s = session(REVOLT)
    s.play("leader king b3")
    assert dialogs.dialog(s) is None  # nothing over the board: the conflict is decided beside it
    html = dialogs.docked_decision(s)
    assert "Revolt of the kings" in html and "strength on the board: <b>2</b>" in html
    assert plays(html) == ["commit 0", "commit 1", "commit 2", "commit 3"]
    s.play("commit 1")
    s.reveal()
    html = dialogs.docked_decision(s)
    assert "You defend against <b>3</b>" in html
    assert plays(html) == ["commit 0", "commit 1", "commit 2"]  # bull holds two temples
    assert "committed: <b class=\"commit\">1</b>" in html


def test_cover_hides_the_hand_until_the_next_person_takes_the_device():
    g = tigris.from_diagram(REVOLT)
    s = Session(g)
    assert "Pass to Archer" in render.cover(s)
    assert dialogs.dialog(s) is None
    assert "Hands are hidden" in render.panel(s)
    s.reveal()
    assert render.cover(s) is None and "Hands are hidden" not in render.panel(s)


def test_war_monument_and_treasure_dialogs():
    s = session(WAR)
    s.play("tile red d2")
    html = dialogs.dialog(s)
    assert "Which war first?" in html and plays(html) == ["war black", "war green"]
    monument = """
players: archer bull
turn: archer 1
board: blank
archer: hand r r k k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 0 0 0  treasures 0  catastrophes 2

    a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
 1  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 2  .  k  k  .  .  .  .  .  .  .  .  .  .  .  .  .
 3  .  k  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 4  .  r  Ak .  .  .  .  .  .  .  .  .  .  .  .  .
11  .  .  .  .  .  .  .  .  .  .  .  r* .  r* .  r*
"""
    s = session(monument)
    s.play("tile black c3")
    html = dialogs.dialog(s)
    assert "Build a monument?" in html
    assert "no monument" in plays(html) and any(p.startswith("monument ") for p in plays(html))


def test_final_score_dialog():
    s = new_session({"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
                     "level": "random"}, seed=2)
    while not s.game.is_over:
        s.computer_move()
    html = dialogs.dialog(s)
    assert "Final score" in html and "Tie-break" in html
    assert html.count('<tr class="rank-') == 2
    ui = [b.get("data-ui") for b in Buttons(html).found]
    assert "new" in ui and "replay" in ui
    assert "Game over" in render.panel(s)


def test_menus():
    html = menus.new_game_dialog()
    assert 'name="play_archer" checked' in html.replace("<input type=checkbox ", "")  or "play_archer checked" in html
    assert 'name="board"' in html and 'name="speed"' in html
    html = menus.games_dialog([Saved("x1", "Archer · Bull", 4, 0.0, False, None),
                                Saved("x2", "x2", 0, 0.0, False, "damaged (JSONDecodeError)")], "x1")
    ui = [(b.get("data-ui"), b.get("data-arg")) for b in Buttons(html).found]
    assert ("resume", "x1") in ui and ("export-id", "x2") in ui and ("resume", "x2") not in ui
    assert "damaged" in html
    assert "<script" not in menus.notice_dialog("<script>", "<b>")


def test_variant_decisions_have_dialogs_with_the_legal_actions():
    import random

    seen = set()
    for seed in range(40):
        g = tigris.Game.new(["archer", "bull"], seed=seed,
                            options={"civilization_buildings": True, "wonder_variant": True})
        s = Session(g)
        rng = random.Random(seed)
        while not g.is_over and len(g.history) < 400:
            s.reveal()
            html = dialogs.dialog(s)
            if g.phase not in ("action",):
                assert html is not None, g.phase
                assert sorted(plays(html)) == sorted(str(a) for a in g.legal_actions())
                seen.add(g.phase)
            acts = g.legal_actions()
            kinds = {}
            for a in acts:
                kinds.setdefault(type(a).__name__, []).append(a)
            s.play(rng.choice(kinds[rng.choice(sorted(kinds))]))
        if "building" in seen:
            break
    assert "building" in seen


def test_hint_marks_its_cell_and_thinking_indicator():
    s = Session(tigris.from_diagram(REVOLT))
    s.reveal()
    s.show_hint(tigris.parse_action("tile red h6"))
    assert s.selection == ("tile", "red")
    html = render.board(s)
    start = html.index('<g data-cell="h6" ')
    assert 'class="hl hint target"' in html[start:html.index("\n", start)]
    assert html.count("hl hint") == 1  # only the hinted cell (its label says so too: "the hint's cell")
    assert "h6, land, empty, you can play here, the hint's cell" in html
    panel = render.panel(s)
    assert "Hint: place a red tile on h6" in panel and "tile red h6" not in panel and 'data-ui="hint"' in panel
    assert '<div id="thinking" class="thinking" role="status" hidden>' in panel
    assert "Bull is thinking…" in render.panel(s, "Bull is thinking…")


def test_on_the_computers_turn_the_thinking_row_is_kept_unseen_with_its_words():
    """Showing the indicator then moves nothing below it (web/game/indicator.py): the row is there, hidden
    (styles.css keeps its place: visibility, not display), and already says who thinks."""
    s = session(REVOLT, kinds=(PERSON, PERSON))
    assert '<div id="thinking" class="thinking" role="status" hidden></div>' in render.panel(s)  # a person's turn
    g = tigris.from_diagram(REVOLT)
    s = session(REVOLT, kinds=tuple(COMPUTER if p == g.to_move else PERSON for p in g.players))
    assert s.computer_to_move
    who = s.name(s.to_move)
    panel = render.panel(s)
    row = panel[panel.index('<div id="thinking"'):]
    row = row[:row.index("</div>") + 6]
    assert 'class="thinking kept"' in row and " hidden" in row and f"{who} is thinking…" in row
    assert f'data-text="{who} is thinking…"' in row
    shown = render.panel(s, f"{who} is thinking…")
    assert 'class="thinking kept"' in shown and '<div id="thinking" class="thinking kept" role="status" hidden' not in shown


def test_new_game_dialog_offers_a_level_per_seat_medium_by_default():
    html = menus.new_game_dialog()
    for dyn in ("archer", "bull", "pot", "lion"):
        assert f'name="level_{dyn}"' in html
    assert html.count('<option value="medium" selected>') == 4
    assert html.count('<option value="hard" selected>') == 0
    assert menus.new_game_dialog(defaults={"level_bull": "hard"}).count('<option value="hard" selected>') == 1


def test_a_decision_dialog_offers_a_hint_and_marks_the_hinted_choice():
    s = Session(tigris.from_diagram(WAR))
    s.reveal()
    s.play("tile red d2")
    assert s.game.phase == "war"
    html = dialogs.dialog(s)
    assert 'data-ui="hint"' in html and "hinted" not in html and html.endswith("</div>")
    s.show_hint(tigris.parse_action("war green"))
    html = dialogs.dialog(s)
    assert 'data-arg="war green" class="choice hinted"' in html and "Hint: settle the war of the traders first" in html


def test_the_new_game_form_explains_the_advanced_options_in_one_line_each():
    html = menus.new_game_dialog()
    en = i18n.load("en")
    for key in ("board", "civilization_buildings", "english_variant", "wonder_variant"):
        assert f'name="{key}"' in html
        assert en.text(f"option.{key}.help") in html


def test_each_rules_choice_is_explained_by_its_own_help_never_the_other_choices():
    """"Points are: hidden" must not read "everyone's points are shown" (that is the open choice)."""
    import re
    for lang in ("en", "de", "fi"):
        i18n.use(lang)
        try:
            html = str(menus.new_game_dialog())
            cat = i18n.current()
            for key in ("open_scoring", "exact_bag", "treasure_collection_mandatory"):
                label = re.escape(cat.text(f"option.{key}"))
                help_ = re.search(label + r'<small class="why">([^<]*)</small>', html)
                assert help_, (lang, key)
                said = help_.group(1).replace("&#x27;", "'").replace("&#39;", "'")
                # each choice is named in the help, before what it means
                for value in ("false", "true"):
                    assert cat.text(f"option.{key}.{value}").split(" (")[0] + ":" in said, (lang, key, value, said)
        finally:
            i18n.use("en")
    html = str(menus.new_game_dialog())
    assert "hidden: each player sees only their own points until the game ends; open: everyone" in html


def test_move_numbers_of_any_width_show_whole_in_the_move_list():
    # A long game: the 100th move and beyond keep every digit (the number is text, not a clipped list marker).
    s = new_session({"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
                     "level": "random"}, seed=2)
    while len(s.game.history) < 105 and not s.game.is_over:
        s.computer_move()
    html = render.log_section(s)
    assert '<span class="num">9.</span>' in html
    assert '<span class="num">100.</span>' in html and '<span class="num">105.</span>' in html


def test_replay_buttons_are_drawn_pictures_named_by_their_titles():
    s = new_session({"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
                     "level": "random"}, seed=2)
    for _ in range(4):
        s.computer_move()
    s.start_replay()
    s.replay.step(2)
    html = render.replay_controls(s.replay)
    steps = [b for b in Buttons(html).found if b.get("data-ui") == "replay-step"]
    assert [b["aria-label"] for b in steps] == ["first position", "previous move", "next move", "last position"]
    assert [b["data-arg"] for b in steps] == ["0", "1", "3", str(len(s.replay.actions))]
    assert html.count("<svg") == 4 and "⏮" not in html and "⏭" not in html and "▶" not in html


def test_a_replay_tells_the_position_shown_marks_its_move_and_a_finished_game_shows_every_point():
    s = new_session({"play_archer": True, "play_bull": True, "kind_archer": COMPUTER, "kind_bull": COMPUTER,
                     "level": "random"}, seed=2)
    while not s.game.is_over:
        s.computer_move()
    s.start_replay()
    r = s.replay
    r.step(0)
    assert "Replay: move 0 of" in render.status(s) and "The starting position" in render.status(s)
    r.step(1)
    first = str(r.actions[0])
    status = render.status(s)
    assert "Replay: move 1 of" in status and f"<code>{first}</code>" in status and "Archer places" in status
    panel = render.panel(s)
    assert panel.count('aria-current="step"') == 1
    assert 'class="cur"><span class="num">1.</span>' in panel
    jumps = [b["data-arg"] for b in Buttons(panel).found if b.get("data-ui") == "replay-jump"]
    assert jumps == [str(n) for n in range(1, len(r.actions) + 1)]
    # A finished game keeps no secrets: both players' points, from the first move to the last.
    assert 'data-points=""' not in panel and panel.count("data-points=") == 2
    assert "? ? ? ?" not in panel
    r.step(len(r.actions))
    assert "Game over" in render.status(s)
    assert "? ? ? ?" not in render.panel(s)
