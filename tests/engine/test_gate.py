"""The one gate for input: one error type with a code, and JSON read within limits.

Whatever a file, a saved game or a link holds, loading either succeeds or
fails with ``tigris.LoadError`` naming what is wrong; it never crashes.
"""

from __future__ import annotations

import json
import pickle
import random

import pytest

import tigris
from tigris.actions import ErectWonder
from tigris.board import CELL_NAMES
from tigris.gate import MAX_JSON_CHARS, MAX_JSON_DEPTH, json_depth
from tigris.position import MAX_POINTS
from tigris.record import MAX_ACTIONS, from_record


# --- the error ------------------------------------------------------------------

def test_a_refusal_carries_a_code_its_parameters_and_an_english_sentence() -> None:
    e = tigris.LoadError("too_deep", limit=64)
    assert e.code == "too_deep" and e.params == {"limit": 64}
    assert str(e) == "the data is nested too deeply (more than 64 levels)"
    assert isinstance(e, ValueError)


def test_record_and_diagram_errors_are_load_errors() -> None:
    assert issubclass(tigris.RecordError, tigris.LoadError)
    assert issubclass(tigris.DiagramError, tigris.LoadError)
    with pytest.raises(tigris.LoadError):
        tigris.from_record({"format": "chess"})
    with pytest.raises(tigris.LoadError):
        tigris.from_diagram("players: archer")


def test_an_unknown_code_still_reads_as_text() -> None:
    assert str(tigris.LoadError("mystery", cell="g4")) == "mystery (cell=g4)"
    assert str(tigris.LoadError("too_deep")) == "too_deep"  # a missing parameter never raises


def test_a_refusal_survives_pickling() -> None:
    e = pickle.loads(pickle.dumps(tigris.RecordError("too_large", size=5, limit=3)))
    assert type(e) is tigris.RecordError and e.code == "too_large" and e.params == {"size": 5, "limit": 3}


# --- JSON within limits -------------------------------------------------------------

def test_a_real_record_reads_back() -> None:
    game = tigris.Game.new(["archer", "bull"], seed=3)
    text = json.dumps(tigris.to_record(game))
    assert tigris.parse_json(text) == tigris.to_record(game)
    assert json_depth(text) < 10


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH + 1, 15_000, 100_000])
def test_deeply_nested_lists_are_refused_before_parsing(depth: int) -> None:
    with pytest.raises(tigris.LoadError) as e:
        tigris.parse_json("[" * depth + "]" * depth)
    assert e.value.code == "too_deep"
    with pytest.raises(tigris.LoadError, match="nested too deeply"):
        tigris.parse_json('{"a":' * depth + "1" + "}" * depth)


def test_nesting_up_to_the_limit_is_read() -> None:
    text = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert json_depth(text) == MAX_JSON_DEPTH
    assert tigris.parse_json(text) is not None


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    text = json.dumps({"name": "[" * 1000, "quote": 'a \\" [[[ "', "more": ["x"]})
    assert json_depth(text) == 2
    assert tigris.parse_json(text)["name"] == "[" * 1000


def test_too_large_text_is_refused_before_parsing() -> None:
    with pytest.raises(tigris.LoadError) as e:
        tigris.parse_json('"' + "a" * MAX_JSON_CHARS + '"')
    assert e.value.code == "too_large" and e.value.params["limit"] == MAX_JSON_CHARS


@pytest.mark.parametrize("text,code", [
    ("", "not_json"),
    ("{", "not_json"),
    ("[1,]", "not_json"),
    ("{'a': 1}", "not_json"),
    ("[NaN]", "not_a_number"),
    ('{"x": Infinity}', "not_a_number"),
    ("[-Infinity]", "not_a_number"),
    ("1e400", "number_too_large"),  # valid JSON, but it would be read as infinity
    ('{"seed": -1E+309}', "number_too_large"),
    ("[0.1e310]", "number_too_large"),
    ("9" * 5000, "number_too_long"),
    ("[" + "1" * 31 + "]", "number_too_long"),
    ("1." + "5" * 100, "number_too_long"),
    ("[[[[", "not_json"),
    ("]]]]", "not_json"),
])
def test_text_that_is_not_json_is_refused_with_a_code(text: str, code: str) -> None:
    with pytest.raises(tigris.LoadError) as e:
        tigris.parse_json(text)
    assert e.value.code == code


def test_the_largest_numbers_a_float_holds_are_read() -> None:
    assert tigris.parse_json("[1.7976931348623157e308, -1e308, 1e-400]") == [1.7976931348623157e308, -1e308, 0.0]


def test_bytes_are_read_as_utf8_and_other_types_refused() -> None:
    assert tigris.parse_json(b'{"a": "\xc3\xa4"}') == {"a": "\u00e4"}
    with pytest.raises(tigris.LoadError):
        tigris.parse_json(b"\xff[]")
    with pytest.raises(tigris.LoadError):
        tigris.parse_json(None)  # type: ignore[arg-type]


def test_ordinary_numbers_and_text_read_as_json_does() -> None:
    text = '{"n": -12, "f": 1.5, "big": 123456789012345678901234567890, "s": "\\u00e9[", "t": true}'
    assert tigris.parse_json(text) == json.loads(text)


# --- records: the replay check is never skipped ---------------------------------------

def played(seed: int = 2, steps: int = 40, **options: object) -> tigris.Game:
    """A game after some random legal moves (a real record, not a hand-made one)."""
    game = tigris.Game.new(["archer", "bull"], seed=seed, options=options or None)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def record_of(game: tigris.Game) -> dict:
    return json.loads(json.dumps(tigris.to_record(game)))


def refused(record: object, code: str | None = None, verify: bool = True) -> tigris.RecordError:
    with pytest.raises(tigris.RecordError) as e:
        from_record(record, verify=verify)  # type: ignore[arg-type]
    if code is not None:
        assert e.value.code == code, str(e.value)
    return e.value


@pytest.mark.parametrize("beginning", [None, {}, 0, "", [], False])
def test_a_tampered_record_with_no_usable_beginning_is_refused(beginning: object) -> None:
    record = record_of(played())
    record["state"]["points"]["archer"][0] += 5  # an edited score...
    record["setup"] = beginning  # ...with the way to check it removed
    record["start"] = beginning
    refused(record)


@pytest.mark.parametrize("option,value", [
    ("open_scoring", True), ("treasure_timing", "end_of_turn"), ("english_variant", True),
    ("treasure_collection_mandatory", False), ("war_supporters", "pre_unification_snapshot"),
])
def test_options_that_differ_from_the_setup_are_refused(option: str, value: object) -> None:
    record = record_of(played())
    record["options"][option] = value
    refused(record, "options_differ")


def test_an_honest_record_reads_back_with_its_moves_checked() -> None:
    game = played(steps=80)
    again = from_record(record_of(game), verify=True)
    assert tigris.to_record(again) == tigris.to_record(game)


def test_a_record_of_sixty_thousand_moves_is_refused_at_once() -> None:
    record = record_of(played())
    record["actions"] = ["end"] * 60_000
    e = refused(record, "too_many_actions")
    assert e.params == {"count": 60_000, "limit": MAX_ACTIONS}
    refused(record, "too_many_actions", verify=False)


def test_a_move_that_is_not_a_move_is_refused_even_without_the_replay() -> None:
    record = record_of(played())
    record["actions"][3] = "dance a jig"
    e = refused(record, "bad_action", verify=False)
    assert e.params["number"] == 4


def test_a_move_that_cannot_be_replayed_is_named() -> None:
    record = record_of(played())
    record["actions"][0] = "tile red a1"  # a legal spelling, but not a legal move then
    e = refused(record)
    assert e.code in ("replay_illegal", "replay_mismatch")


# --- records: impossible positions ----------------------------------------------------

def position_refused(edit, code: str, game: tigris.Game | None = None) -> None:
    """The position, edited, is refused by the record reader with ``code``."""
    record = record_of(game or played())
    edit(record["state"])
    refused(record, code, verify=False)


def test_a_leader_needs_a_face_up_temple_beside_it() -> None:
    position_refused(lambda s: s["leaders"]["archer"].update(king="a1"), "leader_no_temple",
                     tigris.Game.new(["archer", "bull"], seed=1))


def test_two_kings_in_one_kingdom_are_refused() -> None:
    # b2 is a temple; a2 and c2 both touch it, so the two kings share its kingdom.
    def edit(s: dict) -> None:
        s["leaders"]["archer"] = {"king": "a2"}
        s["leaders"]["bull"] = {"king": "c2"}
    position_refused(edit, "leaders_together", tigris.Game.new(["archer", "bull"], seed=1))


def test_fourteen_treasures_for_everyone_are_refused() -> None:
    position_refused(lambda s: s["treasures_taken"].update(archer=14, bull=14), "treasure_count")


def test_face_down_tiles_need_a_monument_on_them() -> None:
    def edit(s: dict) -> None:
        s["tiles"] = s["tiles"][:18] + "R" + s["tiles"][19:]  # c2 face-down, no monument
        s["bag"] = s["bag"][1:] if s["bag"].startswith("r") else s["bag"].replace("r", "", 1)
    position_refused(edit, "face_down_alone", tigris.Game.new(["archer", "bull"], seed=1))


def monument_game() -> tigris.Game:
    """Two face-down squares of temples on a blank board, one monument on each."""
    return tigris.from_diagram("""
players: archer bull
board: blank
monuments: red-blue b2, red-green e2
archer: hand r
bull: hand k
    a  b  c  d  e  f  g
 1  .  .  .  .  .  .  .
 2  .  R  R  .  R  R  .
 3  r* R  R  .  R  R  .
""")


def test_two_monuments_on_one_square_are_refused() -> None:
    position_refused(lambda s: s["monuments"].update({"red-green": "b2"}), "monuments_overlap", monument_game())
    position_refused(lambda s: s["monuments"].update({"red-green": "c2"}), "monument_place", monument_game())


def test_a_monument_stands_on_tiles_of_one_of_its_colours() -> None:
    position_refused(lambda s: s["monuments"].update({"black-green": "b2"}), "monument_place", monument_game())


def test_a_game_over_mid_game_is_refused() -> None:
    position_refused(lambda s: s.update(phase="over"), "not_over")
    position_refused(lambda s: s.update(phase="over", why_over="bag"), "not_over")


def war_game() -> tigris.Game:
    """A game waiting for tiles to be committed to a conflict."""
    for seed in range(100):
        game = played(seed=seed, steps=0)
        rng = random.Random(seed)
        for _ in range(400):
            if game.phase == "commit" or game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        if game.phase == "commit":
            return game
    raise AssertionError("no conflict in 100 games")


@pytest.mark.parametrize("key", ["attacker_cell", "defender_cell", "attacker", "colour", "attack",
                                 "attacker_support", "defender_support", "attacker_commit", "kind"])
@pytest.mark.parametrize("junk", [None, 1.5, "x", 9999, True, [], -7])
def test_conflict_fields_are_type_checked(key: str, junk: object) -> None:
    if junk == [] and key.endswith("support"):
        return  # no supporters is a real conflict's
    record = record_of(war_game())
    record["state"]["conflict"][key] = junk
    with pytest.raises(tigris.RecordError):
        from_record(record)


def test_support_lists_hold_cells() -> None:
    for junk in ([None], [1.5], ["x"], [9999], [3, 3]):
        record = record_of(war_game())
        record["state"]["conflict"]["attacker_support"] = junk
        refused(record, "number_range" if junk != [3, 3] else "bad_field", verify=False)


@pytest.mark.parametrize("junk", [10**20, 1.0, True, "3", -1, MAX_POINTS + 1])
def test_points_are_bounded_whole_numbers(junk: object) -> None:
    position_refused(lambda s: s["points"]["archer"].__setitem__(0, junk), "number_range")


# --- diagrams: the defects of the hand-written notation -------------------------------

BLANK = """
players: archer bull
board: blank
archer: hand r  points {points}
bull: hand k
"""


def diagram_refused(text: str, code: str) -> tigris.DiagramError:
    with pytest.raises(tigris.DiagramError) as e:
        tigris.from_diagram(text)
    assert e.value.code == code, str(e.value)
    return e.value


def test_a_monument_on_row_11_is_refused_not_crashed_on() -> None:
    text = BLANK.format(points="0 0 0 0") + "monuments: red-blue a11\n    a  b\n11  R  R\n"
    diagram_refused(text, "monument_place")


def test_a_monument_on_column_p_does_not_wrap_to_the_next_row() -> None:
    text = BLANK.format(points="0 0 0 0") + "monuments: red-blue p1\n    a  o  p\n 1  .  R  R\n 2  R  R  R\n"
    diagram_refused(text, "monument_place")


def test_points_beyond_the_records_bound_are_refused_by_the_diagram_too() -> None:
    diagram_refused(BLANK.format(points=f"{10**20} 0 0 0"), "diagram_points")
    diagram_refused(BLANK.format(points=f"{MAX_POINTS + 1} 0 0 0"), "diagram_points")
    game = tigris.from_diagram(BLANK.format(points=f"{MAX_POINTS} 0 0 0"))
    assert from_record(record_of(game)).state.scores[0][0] == MAX_POINTS  # and it saves


@pytest.mark.parametrize("points", ["\u00b2 0 0 0", "\u0663 0 0 0", "9" * 5000 + " 0 0 0", "-1 0 0 0", "1.5 0 0 0"])
def test_points_are_plain_digits(points: str) -> None:
    diagram_refused(BLANK.format(points=points), "diagram_points")


@pytest.mark.parametrize("line,code", [
    ("special: zz", "bad_cell"),
    ("special: a99", "bad_cell"),
    ("seed: " + "9" * 5000, "diagram_seed"),
    ("seed: \u00b2", "diagram_seed"),
    ("bag: " + "9" * 5000, "diagram_bag"),
    ("bag: \u00b9", "diagram_bag"),
    ("turn: archer 3", "diagram_turn"),
    ("turn: archer 0", "diagram_turn"),
    ("turn: archer 1 2", "diagram_turn"),
    ("options: open_scoring=maybe", "bad_option"),
    ("options: colour=red", "bad_option"),
    ("monuments: red-blue zz", "bad_cell"),
    ("monuments: pink-blue a1", "diagram_monument"),
])
def test_bad_fields_of_a_diagram_are_refused_with_a_code(line: str, code: str) -> None:
    diagram_refused(BLANK.format(points="0 0 0 0") + line + "\n", code)


def test_turn_names_the_action() -> None:
    game = tigris.from_diagram(BLANK.format(points="0 0 0 0") + "turn: bull 2\n")
    assert game.active == "bull" and game.actions_left == 1


def test_a_repeated_column_letter_is_refused() -> None:
    diagram_refused(BLANK.format(points="0 0 0 0") + "    a  b  a\n 1  r  .  .\n", "diagram_columns")


def test_a_cell_given_twice_is_refused() -> None:
    text = BLANK.format(points="0 0 0 0") + "    a  b\n 1  r  .\n    a\n 1  .\n"
    diagram_refused(text, "diagram_cell_twice")


def test_a_diagram_too_long_to_be_a_board_is_refused() -> None:
    diagram_refused(BLANK.format(points="0 0 0 0") + "#" * 30_000, "too_large")


@pytest.mark.parametrize("grid,code", [
    (" 0  r  .", "diagram_row"),
    ("12  r  .", "diagram_row"),
    (" 1  Ak Ak", "diagram_leader_twice"),
    (" 1  r^ r^", "building_place"),
])
def test_bad_grids_are_refused_with_a_code(grid: str, code: str) -> None:
    text = BLANK.format(points="0 0 0 0") + "options: civilization_buildings=true\n    a  b\n" + grid + "\n"
    diagram_refused(text, code)


def test_a_diagram_and_a_record_refuse_the_same_impossible_position() -> None:
    text = BLANK.format(points="0 0 0 0") + "    a  b  c\n 1  r  Ak .\n 2  .  Bk r\n"
    diagram_refused(text, "leaders_together")
    ok = tigris.from_diagram(text.replace("Bk", "Bg"))
    record = record_of(ok)
    record["state"]["leaders"]["bull"] = {"king": "b2"}
    refused(record, "leaders_together", verify=False)


# --- the page translates every refusal ---------------------------------------------------

def test_every_refusal_code_has_a_text_in_every_language() -> None:
    from pathlib import Path

    from tigris.gate import ENGLISH
    catalogues = {lang: json.loads((Path(__file__).resolve().parents[2] / "web" / "i18n" / f"{lang}.json")
                                   .read_text(encoding="utf-8")) for lang in ("en", "de", "fi")}
    for code, english in ENGLISH.items():
        assert catalogues["en"][f"load.{code}"] == english, code  # the page's English is the engine's
        for lang in ("de", "fi"):
            assert f"load.{code}" in catalogues[lang], (lang, code)


def game_in_phase(phase: str, **options: object) -> tigris.Game:
    """A real game waiting for a decision of the given phase."""
    for seed in range(300):
        game = tigris.Game.new(["archer", "bull"], seed=seed, options=options or None)
        rng = random.Random(seed)
        while not game.is_over and game.phase != phase:
            game.apply(rng.choice(game.legal_actions()))
        if game.phase == phase:
            return game
    raise AssertionError(f"no game reached {phase}")


@pytest.mark.parametrize("phase,field,value", [
    ("monument", "monument_choices", ["monument red-blue p11"]),  # off the board's edge
    ("monument", "monument_choices", ["monument red-blue a1"]),
    ("building", "building_choices", ["building library a1", "no building"]),
    ("war", "war_options", ["priest", "farmer", "king", "trader"]),
])
def test_a_pending_choice_must_be_one_the_position_offers(phase: str, field: str, value: list[str]) -> None:
    game = game_in_phase(phase, civilization_buildings=True)
    record = record_of(game)
    assert tigris.to_record(from_record(record)) == record
    record["state"][field] = value
    refused(record, "phase_mismatch", verify=False)


# --- the wonder, placed by one function -----------------------------------------------

def wonder_game() -> tigris.Game:
    """A real game in which the wonder has been erected (seed 51 erects it after 175 moves)."""
    game = tigris.Game.new(["archer", "bull"], seed=51, options={"wonder_variant": True})
    rng = random.Random(51)
    while not game.state.wonder:
        moves = game.legal_actions()
        wonder = [a for a in moves if isinstance(a, ErectWonder)]
        game.apply(wonder[0] if wonder else rng.choice(moves))
    while game.phase != "action":
        game.apply(game.legal_actions()[0])
    return game


def test_an_erected_wonder_reads_back_from_a_record_and_a_diagram_as_the_same_piece() -> None:
    game = wonder_game()
    by_record = from_record(record_of(game), verify=True)
    by_diagram = tigris.from_diagram(tigris.to_diagram(game))
    for again in (by_record, by_diagram):
        assert again.state.wonder == game.state.wonder
        assert all(again.state.link[c] and again.state.tile[c] == -1 for c in game.state.wonder)
        assert again.kingdom(CELL_NAMES[game.state.wonder[0]]) == game.kingdom(CELL_NAMES[game.state.wonder[0]])


def test_a_wonder_that_is_not_a_plus_is_refused_by_both_readers() -> None:
    game = wonder_game()
    record = record_of(game)
    cells = record["state"]["wonder"]
    record["state"]["wonder"] = cells[:4] + ["a1"]
    refused(record, "wonder_shape", verify=False)
    diagram_refused(tigris.to_diagram(game).replace(" W ", " . ", 1), "wonder_shape")  # four cells of five
