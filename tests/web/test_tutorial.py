"""The rules tutorial (web/tutorial/content/) and its checking logic (web/tutorial/lessons.py).

Every board parses; every step is legal and does what the text says; every
exercise accepts its answer and refuses a wrong-but-legal action (with what
happened, in the engine's words) and an illegal one (with the engine's
reason); the sections cover every topic of the base game, in order. The
texts are keys said in English, German and Finnish: each exists in all
three, and a German or Finnish reader meets no English.
"""

from __future__ import annotations

import re

import pytest

import tigris
from web.embed import boards
from web.embed.live import Live
from web.core import i18n
from web.tutorial import lessons, content as tc
from web.tutorial.lessons import Board, Exercise, Goal, Step, Verdict, check, say, steps_events, steps_positions

SECTIONS = tc.SECTIONS
BOARDS = [b for s in SECTIONS for b in s.boards]
BY_ID = {b.id: b for b in BOARDS}
EXERCISES = [b for b in BOARDS if b.mode == "exercise"]
STEPS = [b for b in BOARDS if b.mode == "steps"]

REQUIRED_TOPICS = ("regions-kingdoms", "leaders", "tiles", "catastrophes", "swapping", "revolts", "wars",
                   "monuments", "treasures", "game-end", "first-round")

# For every exercise: a legal action that misses the goal, and an illegal one with the engine's reason.
WRONG = {
    "leaders-exercise": ("leader king c3", "leader king d2", "a leader may not join two kingdoms"),
    "tiles-exercise": ("tile green e2", "tile green c4", "only a farm (blue) may be placed on a river"),
    "catastrophe-exercise": ("catastrophe d4", "catastrophe f3",
                             "a catastrophe cannot be placed on a tile bearing a treasure"),
    "revolt-exercise": ("leader priest d2", "leader priest c4", "a leader must stand next to a temple"),
    "war-exercise": ("tile red c2", "tile red d3", "a tile may not join three kingdoms"),
    "monument-exercise": ("leader king d1", "leader farmer d2", "a leader must stand next to a temple"),
    "treasure-exercise": ("tile black f3", "tile blue d2", "a farm (blue) must be placed on a river"),
}


def run(board: Board) -> tuple[tigris.Game, list[list[tigris.Event]]]:
    g = board.game()
    return g, [g.apply(s.action) for s in board.steps]


def texts(events) -> list[str]:
    """The events in English, as a reader sees them."""
    return [i18n.load("en").event(e) for e in events]


def pts(g: tigris.Game, player: str) -> list[int]:
    return list(g.state.scores[g.index(player)])


def leader(g: tigris.Game, player: str, colour: int):
    c = g.state.leader_cell[g.index(player)][colour]
    return None if c < 0 else tigris.cell_name(c)


RED, BLUE, BLACK, GREEN = range(4)
LANGS = i18n.LANGUAGES


def texts_of(board: Board) -> list[str]:
    """Every text key of a board: caption, step notes, exercise prompt, success and hint."""
    out = [board.caption] + [s.note for s in board.steps]
    if board.exercise:
        out += [board.exercise.prompt, board.exercise.success, board.exercise.hint]
    return out


ALL_KEYS = [k for s in SECTIONS for k in (s.title, *s.paragraphs)] + [k for b in BOARDS for k in texts_of(b)]


def strict(lang: str) -> i18n.Catalog:
    """A catalog with no English behind it: a missing text shows as its key."""
    return i18n.Catalog(i18n.read(lang), {}, lang)


# ---------------------------------------------------------------- structure


def test_sections_cover_every_topic_in_order():
    ids = [s.id for s in SECTIONS]
    assert len(ids) == len(set(ids))
    assert all(t in ids for t in REQUIRED_TOPICS)
    positions = [ids.index(t) for t in REQUIRED_TOPICS]
    assert positions == sorted(positions), "topics out of order"
    for s in SECTIONS:
        assert s.title and s.paragraphs and s.boards, s.id


def test_board_ids_unique_and_modes_known():
    assert len(BY_ID) == len(BOARDS)
    for b in BOARDS:
        assert re.fullmatch(r"[a-z0-9-]+", b.id)
        assert b.mode in lessons.MODES
        assert b.caption
    assert {b.mode for b in BOARDS} == set(lessons.MODES)


def test_at_least_six_exercises():
    assert len(EXERCISES) >= 6
    assert len({id(b.exercise) for b in EXERCISES}) == len(EXERCISES)


ALLOWED_TAGS = {"p", "em", "strong", "ul", "li", "code"}


def test_every_text_is_a_key_with_a_text_in_all_three_languages():
    assert len(ALL_KEYS) == len(set(ALL_KEYS)) > 100
    for key in ALL_KEYS:
        assert lessons.is_key(key) and key.startswith("tutorial."), key
        for lang in LANGS:
            assert i18n.read(lang).get(key, "").strip(), (lang, key)
    for s in SECTIONS:
        assert s.title == f"tutorial.{s.id}.title"
    for b in BOARDS:
        assert b.caption == f"tutorial.{b.id}.caption"


@pytest.mark.parametrize("lang", LANGS)
def test_paragraphs_use_only_simple_html(lang):
    texts = i18n.read(lang)
    for s in SECTIONS:
        for key in s.paragraphs:
            p = texts[key]
            for tag in re.findall(r"</?\s*([a-zA-Z0-9]+)[^>]*>", p):
                assert tag.lower() in ALLOWED_TAGS, (lang, key, tag)
            for tag in ALLOWED_TAGS:  # balanced
                assert p.count(f"<{tag}>") == p.count(f"</{tag}>"), (lang, key, tag)
            assert "<" not in re.sub(r"</?(p|em|strong|ul|li|code)>", "", p), (lang, key)
            assert p.startswith("<p>"), (lang, key)


@pytest.mark.parametrize("lang", LANGS)
def test_other_texts_are_plain_or_inline_html(lang):
    texts = i18n.read(lang)
    for b in BOARDS:
        for key in [b.caption] + [s.note for s in b.steps] + [s.title for s in SECTIONS]:
            assert not set("<>&") & set(texts[key]), (lang, key)
        if b.exercise:
            ex = b.exercise
            for key in (ex.prompt, ex.success, ex.hint):
                for tag in re.findall(r"</?\s*([a-zA-Z0-9]+)[^>]*>", texts[key]):
                    assert tag in ("em", "strong", "code"), (lang, key, tag)


@pytest.mark.parametrize("lang", ["de", "fi"])
def test_german_and_finnish_are_translations_in_the_rulebooks_words(lang):
    en, texts = i18n.read("en"), i18n.read(lang)
    for key in ALL_KEYS:
        assert texts[key] != en[key], (lang, key)
    words = " ".join(re.sub(r"<[^>]+>", " ", texts[key]) for key in ALL_KEYS)
    # No English dynasty, piece or player name is left; the rulebook's own are there.
    for english_word in ("Archer", "Bull", "Pot", "Lion", "Andrew", "David", "temple", "settlement",
                         "market", "trader", "revolt", " the "):
        assert english_word not in words, (lang, english_word)
    names = {"de": ("Bogenschütze", "Stier", "Krug", "Löwe", "Heiko", "Jasmin", "Roland", "Burcu", "Händler",
                    "Revolte", "Krieg", "Anhänger", "Landwirtschaft"),
             "fi": ("Jousimies", "Härkä", "Ruukku", "Leijona", "Andreas", "Barbara", "Dieter", "Karen",
                    "kauppias", "sisäinen konflikti", "ulkoinen konflikti", "kannattaja", "maatila")}[lang]
    for name in names:
        assert name in words, (lang, name)


@pytest.mark.parametrize("board", BOARDS, ids=lambda b: b.id)
def test_every_diagram_parses(board):
    g = board.game()
    again = tigris.from_diagram(tigris.to_diagram(g))
    assert tigris.to_diagram(again) == tigris.to_diagram(g)
    for cell in board.highlight:
        tigris.parse_cell(cell)


def test_board_data_model_is_checked():
    with pytest.raises(ValueError):
        Board(id="x", diagram="", mode="watch", caption="")
    with pytest.raises(ValueError):
        Board(id="x", diagram="", mode="steps", caption="")
    with pytest.raises(ValueError):
        Board(id="x", diagram="", mode="view", caption="", steps=("end",))
    with pytest.raises(ValueError):
        Board(id="x", diagram="", mode="exercise", caption="")
    with pytest.raises(ValueError):
        Goal("sometimes")
    assert Goal("action", actions=("tile temple g5",)).actions == ("tile red g5",)
    b = Board(id="x", diagram="", mode="steps", caption="", steps=("end", ("end", "again")))
    assert b.steps == (Step("end"), Step("end", "again"))


# ---------------------------------------------------------------- steps boards


@pytest.mark.parametrize("board", STEPS, ids=lambda b: b.id)
def test_steps_are_legal_in_order(board):
    g = board.game()
    for step in board.steps:
        assert g.is_legal(step.action), (step.action, g.expected())
        g.apply(step.action)
        assert step.note
    positions = steps_positions(board)
    assert len(positions) == len(board.steps)
    assert positions[-1] == tigris.to_diagram(g)
    assert len(steps_events(board)) == len(board.steps)


def test_tiles_steps_who_scores():
    g, ev = run(BY_ID["tiles-steps"])
    assert "Bull gains 1 red point" in texts(ev[0])  # the Bull's priest, on the Archer's tile
    assert "Archer gains 1 green point" in texts(ev[1])  # king fallback
    assert "Archer gains 1 blue point" in texts(ev[2])  # king fallback, on the Bull's turn
    assert "points" not in [e.code for e in ev[3]]  # a region: nobody
    assert pts(g, "archer") == [0, 1, 0, 1] and pts(g, "bull") == [1, 0, 0, 0]
    assert not g.is_over


def test_catastrophe_steps_split_the_kingdom():
    g, ev = run(BY_ID["catastrophe-steps"])
    assert "the black tile on d2 is removed" in texts(ev[0])
    assert "Archer gains 1 green point" in texts(ev[1])  # the trader is cut off: the king scores
    assert leader(g, "archer", GREEN) == "f2" and leader(g, "archer", BLACK) == "b3"
    assert not g.is_over


def test_swap_steps():
    g, ev = run(BY_ID["swap-steps"])
    assert [e.code for e in ev[0]] == ["swapped", "drew"]
    assert ev[0][0]["count"] == 3 and ev[0][1]["count"] == 3
    assert "Archer draws 3 tiles" in steps_events(BY_ID["swap-steps"])[0]
    assert "Archer gains 1 green point" in texts(ev[1])
    assert not g.is_over and g.active == "bull"
    assert sum(g.state.hands[0]) == 6


def test_revolt_example_five_five_tie_won_by_the_defender():
    board = BY_ID["revolt-example"]
    g = board.game()
    removed = g.state.removed
    g.apply(board.steps[0].action)
    c = tigris.view_of(g, "pot").conflict
    assert (c["attacker"], c["defender"], c["attack"], c["defence"]) == ("pot", "bull", 3, 2)
    ev = g.apply(board.steps[1].action) + g.apply(board.steps[2].action)
    won = next(e for e in ev if e.code == "conflict_won")
    assert (won["winner"], won["attack"], won["defence"]) == ("bull", 5, 5)
    assert pts(g, "bull") == [1, 0, 0, 0] and pts(g, "pot") == [0, 0, 0, 0]
    assert leader(g, "pot", RED) is None and leader(g, "bull", RED) == "b2"
    assert g.state.removed == removed + 5


def test_war_example_first_war_splits_the_kingdom_second_never_happens():
    g, ev = run(BY_ID["war-example"])
    assert "unification" in [e.code for e in ev[0]]
    assert "points" not in [e.code for e in ev[0]]
    war = next(e for e in ev[1] if e.code == "war")
    assert (war["leader"], war["attacker"], war["defender"]) == ("trader", "lion", "pot")
    won = next(e for e in ev[3] if e.code == "conflict_won")
    assert (won["winner"], won["attack"], won["defence"]) == ("lion", 5, 3)
    assert "Lion gains 3 green points" in texts(ev[3])
    assert "the kings are no longer in one kingdom: no war" in texts(ev[3])
    all_events = [e for step in ev for e in step]
    assert [e["leader"] for e in all_events if e.code == "war"] == ["trader"]  # only one war was fought
    assert leader(g, "pot", GREEN) is None
    assert leader(g, "pot", BLACK) == "h1" and leader(g, "lion", BLACK) == "b1"
    assert pts(g, "lion") == [0, 0, 0, 3] and pts(g, "pot") == [0, 0, 0, 0]
    assert g.phase == "action" and g.active == "lion" and g.actions_left == 1


def test_monument_example():
    g, ev = run(BY_ID["monument-example"])
    assert "Lion gains 1 red point" in texts(ev[0])
    assert "monument_built" in [e.code for e in ev[1]]
    assert "Lion's trader returns to the supply (no temple next to it)" in texts(ev[1])
    assert "Bull gains 1 blue point" in texts(ev[2])
    assert "Lion gains 1 red point" in texts(ev[3])
    assert pts(g, "bull") == [0, 1, 0, 0] and pts(g, "lion") == [2, 0, 0, 0]
    assert not g.is_over


def test_treasure_example_points_first_then_special_border():
    g, ev = run(BY_ID["treasure-example"])
    order = [e.code for e in ev[0] if e.code in ("points", "treasure_taken")]
    assert order == ["points", "treasure_taken"]
    taken = next(e for e in ev[0] if e.code == "treasure_taken")
    assert taken["player"] == "lion" and taken["cells"] == ["b2"]
    assert pts(g, "bull") == [0, 1, 0, 0]


def test_end_steps_two_treasures_end_the_game_at_the_end_of_the_turn():
    board = BY_ID["end-steps"]
    g = board.game()
    ev = g.apply(board.steps[0].action)
    assert next(e for e in ev if e.code == "treasure_taken")["cells"] == ["a1"]
    assert len(g.state.treasure) == 2 and not g.is_over and g.actions_left == 1
    ev = g.apply(board.steps[1].action)
    assert "Archer gains 1 green point" in texts(ev)
    assert ev[-1].code == "game_over" and g.is_over
    r = g.result()
    assert r.winners == ["archer"]
    s = {x.player: x for x in r.standings}
    assert s["archer"].score == 3 and s["bull"].score == 2


def test_final_scoring_matches_the_text():
    g, ev = run(BY_ID["final-scoring"])
    assert g.is_over and ev[-1][-1].code == "game_over"
    r = g.result()
    assert [(s.player, s.vector) for s in r.standings] == list(tc.FINAL_STANDINGS)
    assert [s.rank for s in r.standings] == [1, 2, 3, 4]
    assert r.winners == ["pot"]
    s = {x.player: x for x in r.standings}
    assert s["pot"].score == 11
    assert s["lion"].allocation == (0, 3, 0, 0)  # all three treasures on farms
    assert s["archer"].totals[RED] == 9 and s["archer"].totals[BLACK] == 22
    # In every language the text names them in the order of the ranking.
    keys = tc.SECTIONS[[x.id for x in SECTIONS].index("game-end")].paragraphs
    for lang in LANGS:
        cat = i18n.load(lang)
        text = " ".join(cat.text(k) for k in keys)
        names = [cat.name("dynasty", p) for p, _ in tc.FINAL_STANDINGS]
        spots = [text.index(f"<strong>{n[:1].upper() + n[1:]}</strong>") for n in names]
        assert spots == sorted(spots), (lang, names)


def test_first_round_steps_end_on_the_described_position():
    board = BY_ID["first-round"]
    g = board.game()
    assert len(g.state.treasure) == 10
    hands = []
    events = []
    for step in board.steps:
        events.append(g.apply(step.action))
        hands.append([sum(h) for h in g.state.hands])
    # Andrew: two leaders, two kingdoms, no points.
    assert leader(g, "archer", BLACK) == "g3"
    # Barbara: a crop for her farm beside her farmer.
    assert "Bull gains 1 blue point" in texts(events[3])
    # David: an amulet through his king (no priest in his kingdom); his king touches two temples.
    assert "Pot gains 1 red point" in texts(events[5])
    # Karen's revolt: one temple each on the board, 3 committed against 0, 4-1.
    won = next(e for e in events[8] if e.code == "conflict_won")
    assert (won["winner"], won["loser"], won["attack"], won["defence"]) == ("lion", "archer", 4, 1)
    assert "Lion gains 1 red point" in texts(events[9])
    # The described end: Andrew's priest is home, Karen's stands on h7; points as told.
    assert leader(g, "archer", RED) is None and leader(g, "lion", RED) == "h7"
    assert pts(g, "archer") == [0, 0, 0, 0]
    assert pts(g, "bull") == [0, 1, 0, 0]
    assert pts(g, "pot") == [1, 0, 0, 0]
    assert pts(g, "lion") == [2, 0, 0, 0]
    assert [sum(h) for h in g.state.hands] == [6, 6, 6, 6]
    assert g.active == "archer" and g.actions_left == 2 and not g.is_over
    # Barbara and David drew one tile each, Karen four.
    drew = {e["player"]: e["count"] for step in events for e in step if e.code == "drew"}
    assert drew == {"bull": 1, "pot": 1, "lion": 4}
    # The "play on" board starts from exactly this position.
    play = BY_ID["first-round-play"]
    assert play.mode == "play"
    assert tigris.to_diagram(play.game()) == tigris.to_diagram(g)


# ---------------------------------------------------------------- exercises


def test_every_exercise_has_wrong_answers_listed():
    assert set(WRONG) == {b.id for b in EXERCISES}


@pytest.mark.parametrize("board", EXERCISES, ids=lambda b: b.id)
def test_exercise_accepts_its_answer(board):
    ex = board.exercise
    assert isinstance(ex, Exercise) and ex.prompt and ex.success and ex.hint and ex.answer
    g = board.game()
    before = tigris.to_record(g)
    v = check(board, g, ex.answer)
    assert isinstance(v, Verdict)
    assert v.ok, v.message
    assert v.message == say(ex.success) == i18n.read("en")[ex.success]
    assert v.events and not v.pending
    assert tigris.to_record(g) == before, "check() must not change the game"
    # The answer leaves the game between actions, and that position reads back.
    assert v.position and tigris.to_diagram(tigris.from_diagram(v.position)) == v.position


@pytest.mark.parametrize("board", EXERCISES, ids=lambda b: b.id)
def test_exercise_rejects_a_legal_wrong_answer(board):
    wrong, _, _ = WRONG[board.id]
    g = board.game()
    assert g.is_legal(wrong)
    v = check(board, g, wrong)
    assert not v.ok
    assert v.hint == say(board.exercise.hint)
    # The explanation is built from what the engine says happened.
    assert v.events
    for said in v.events:
        assert said in v.message
    assert not v.pending


@pytest.mark.parametrize("board", EXERCISES, ids=lambda b: b.id)
def test_exercise_rejects_an_illegal_answer_with_the_engines_reason(board):
    _, illegal, reason = WRONG[board.id]
    g = board.game()
    with pytest.raises(tigris.IllegalAction) as info:
        g.copy().apply(illegal)
    assert i18n.load("en").reason(info.value) == reason
    v = check(board, g, illegal)
    assert not v.ok and reason in v.message


def test_check_messages():
    board = BY_ID["tiles-exercise"]
    g = board.game()
    assert not check(board, g, "").ok
    v = check(board, g, "tile purple a2")
    assert not v.ok and "purple" in v.message
    v = check(board, g, "tile green e2")
    assert v.message == ("That is allowed, but it is not the answer. What happened: "
                         "Archer places a green tile on e2; Bull gains 1 green point.")
    # Other spellings of the answer are accepted too.
    assert check(board, g, "tile market a2").ok
    assert check(board, g, "tile green d2").ok
    with pytest.raises(ValueError):
        check(BY_ID["tiles-steps"], g, "tile green a2")


def test_monument_exercise_other_answers_and_the_king_rule():
    board = BY_ID["monument-exercise"]
    g = board.game()
    for answer in ("leader farmer a4", "leader farmer b3"):
        assert check(board, g, answer).ok, answer
    v = check(board, g, "leader priest d1")  # a revolt, tied 1-1: the defender keeps his priest
    assert not v.ok and "Bull holds 1–1 against Archer: a tie goes to the defender" in v.events
    v = check(board, g, "leader king d1")
    assert not v.ok and "Archer ends the turn" in v.events
    assert not any("gains" in e for e in v.events)


def test_pending_decision_is_reported_to_the_reader():
    # Without replies, the reader must choose which treasures to take.
    board = BY_ID["treasure-exercise"]
    bare = Board(board.id, board.diagram, "exercise", board.caption,
                 exercise=Exercise(board.exercise.prompt, board.exercise.goal, board.exercise.success,
                                   board.exercise.hint, board.exercise.answer))
    g = bare.game()
    v = check(bare, g, "tile black f3")
    assert not v.ok and v.pending and v.message.startswith("Now choose")
    assert all(p.startswith("treasure ") for p in v.pending)
    v2 = check(bare, g, "tile black f3; " + v.pending[0])
    assert not v2.ok and not v2.pending and "Archer takes 1 treasure" in v2.message
    v3 = check(bare, g, "tile black d2")
    assert v3.pending  # a1 must be taken, then a choice between c1 and e3
    assert all(p.startswith("treasure a1 ") for p in v3.pending)
    assert check(bare, g, "tile black d2; " + v3.pending[0]).ok


def test_goal_kinds():
    board = BY_ID["war-exercise"]
    g = board.game()
    no_war = Board("nw", board.diagram, "exercise", "",
                   exercise=Exercise("Place a tile without starting a war.", Goal("no_event", code="war"),
                                     "ok", "hint"))
    v = check(no_war, g, "tile red e3")
    assert not v.ok and v.message == "That is allowed, but then war of the kings: Archer attacks Pot."
    assert check(no_war, g, "tile red a1").ok
    both = Board("both", board.diagram, "exercise", "", exercise=Exercise(
        "Win the war and gain 2 black points.",
        Goal("all", goals=(Goal("event", code="conflict_won", params={"winner": "archer"}),
                           Goal("event", code="points", params={"player": "archer", "colour": "black",
                                                                "count": 2}))),
        "ok", "hint", replies=("commit 0",)))
    assert check(both, g, "tile green f2").ok
    assert not check(both, g, "tile green c2").ok


# ---------------------------------------------------------------- in German and Finnish


def test_a_german_reader_is_judged_in_german():
    i18n.use("de")
    board = BY_ID["tiles-exercise"]
    g = board.game()
    v = check(board, g, "tile green c4")
    assert v.message == "Nicht erlaubt: auf ein Flussfeld darf nur ein Landwirtschaftsplättchen (blau) gelegt werden."
    assert v.hint.startswith("Den Siegpunkt für ein Plättchen erhält der Anführer seiner Farbe")
    v = check(board, g, "tile green e2")
    assert v.message == ("Das ist erlaubt, aber nicht die Lösung. Was geschah: Bogenschütze legt ein grünes Plättchen "
                         "(Markt) auf e2; Stier erhält 1 grünen Siegpunkt.")
    v = check(board, g, "tile green a2")
    assert v.ok and v.message.startswith("Ja: Im Königreich deines Königs gibt es keinen Händler")
    assert "Bogenschütze erhält 1 grünen Siegpunkt" in v.events
    assert not check(board, g, "").ok and check(board, g, "").message == "Wähle zuerst eine Aktion."


def test_a_finnish_reader_is_judged_in_finnish():
    i18n.use("fi")
    board = BY_ID["leaders-exercise"]
    g = board.game()
    v = check(board, g, "leader king d2")
    assert v.message == "Ei sallittu: johtaja ei saa yhdistää kahta kuningaskuntaa."
    v = check(board, g, "leader king c3")
    assert v.message.startswith("Se on sallittua, mutta ei oikea vastaus. Mitä tapahtui: ")
    assert check(board, g, "leader king d4").message.startswith("Oikein: ruudussa d4 kuninkaasi")
    # A pending decision names who must choose, in Finnish.
    tb = BY_ID["treasure-exercise"]
    bare = Board(tb.id, tb.diagram, "exercise", tb.caption,
                 exercise=Exercise(tb.exercise.prompt, tb.exercise.goal, tb.exercise.success, tb.exercise.hint))
    v = check(bare, bare.game(), "tile black d2")
    assert v.pending and v.message.startswith("Valitse nyt: Jousimies")
    assert steps_events(BY_ID["swap-steps"])[0][-1] == "Jousimies ottaa pussista 3 laattaa"


@pytest.mark.parametrize("lang", ["de", "fi"])
def test_the_whole_tutorial_renders_with_no_english_fallback(lang):
    """Page, boards and every board's controls in several states, with no English behind the language."""
    cat = i18n.use(strict(lang))
    out = [boards.tutorial_toc(SECTIONS), boards.tutorial_body(SECTIONS, static=False)]
    for b in BOARDS:
        live = Live(b)
        out.append(live.controls())
        if b.mode == "view":
            for cell in ("f3", "a1", "e5"):  # a kingdom, a region, nothing
                live.click(cell)
                out.append(live.controls())
        elif b.mode == "steps":
            for i in range(1, len(b.steps) + 1):
                live.command("step", str(i))
                out.append(live.controls())
        elif b.mode == "play":
            live.command("select", "tile red")
            live.command("typed", "tile blue a1")  # refused
            out.append(live.controls())
            live.command("typed", "nonsense")
        else:
            live.command("typed", WRONG[b.id][1])
            out.append(live.controls())
            live.command("reset")
            live.command("typed", WRONG[b.id][0])
            out.append(live.controls())
            live.command("answer")
        out.append(live.controls())
    html = "\n".join(out)
    shown = re.sub(r'<script type="application/json" class="tigris-exercise">.*?</script>', "", html, flags=re.S)
    shown = re.sub(r'data-i18n="[^"]*"', "", shown)
    assert not re.findall(r"\b(?:tutorial|embed|event|reason|name)\.[a-z_.-]+", shown)
    assert not cat.misses, sorted(cat.misses)
    # English UI words would show a text that is not translated.
    for word in ("Exercise:", "Hint:", "Next", "Previous", "Try again", "Show me", "Position as text",
                 "Not allowed", "Your answer", "You play", "Undo", "Start again", "That is allowed"):
        assert word not in shown, (lang, word)


@pytest.mark.parametrize("lang", LANGS)
def test_what_happened_after_an_answer_starts_each_sentence_with_a_capital_in_every_language(lang):
    """"the red tile on d2 is removed", "der König des Stiers kehrt…": each line of "what happened" is a
    sentence, so it starts with a capital letter (a cell's name, "e3 unites…", stays as the board writes it)."""
    i18n.use(lang)
    try:
        seen = 0
        for board in EXERCISES:
            live = Live(board)
            for action in board.exercise.answer.split(";"):
                live.play(action.strip())
            assert live.verdict is not None and live.verdict.ok, board.id
            for line in live.said:
                seen += 1
                assert line[:1].isupper() or re.match(r"[a-p]\d{1,2} ", line), (lang, board.id, line)
            for line in live.said:
                assert f"<li>{line}" in str(live.controls()).replace("&#x27;", "'"), (lang, board.id, line)
        assert seen > 10
    finally:
        i18n.use("en")
