"""The public surface: creating games, notation, records, views, copies, diagrams."""

from __future__ import annotations

import json
import random

import pytest

import tigris
from tigris.record import from_record, to_record


def new(players=("archer", "bull"), seed=7, **kw) -> tigris.Game:
    return tigris.Game.new(list(players), seed=seed, **kw)


def random_play(game: tigris.Game, steps: int, seed: int = 0) -> tigris.Game:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


# --- setup (rulebook: “Setup”) ------------------------------------------------

@pytest.mark.parametrize("players,bag", [(2, 131), (3, 125), (4, 119)])
def test_setup_bag_and_hands(players: int, bag: int) -> None:
    game = new(["archer", "bull", "pot", "lion"][:players])
    st = game.state
    assert len(st.bag) == bag
    assert all(sum(h) == 6 for h in st.hands)
    assert len(st.treasure) == 10 and all(st.tile[c] == 0 for c in st.treasure)
    assert st.catastrophes_left == [2] * players


def test_advanced_board_has_fourteen_temples() -> None:
    game = new(options={"board": "advanced"})
    assert len(game.state.treasure) == 14
    assert len(game.state.bag) == 139 - 12


def test_start_player_drawn_from_the_seed_or_named() -> None:
    starts = {new(seed=s).to_move for s in range(20)}
    assert starts == {"archer", "bull"}
    assert new(first="bull").to_move == "bull"
    assert tigris.to_record(new(seed=5)) == tigris.to_record(new(seed=5))
    assert tigris.to_record(new(seed=5))["state"]["bag"] != tigris.to_record(new(seed=6))["state"]["bag"]


@pytest.mark.parametrize("players,message", [
    (["archer"], "2 to 4 players"),
    (["archer", "bull", "pot", "lion", "archer"], "2 to 4 players"),
    (["archer", "dragon"], "not a dynasty"),
    (["archer", "archer"], "different dynasty"),
])
def test_bad_setups_are_refused_with_a_reason(players, message) -> None:
    with pytest.raises(ValueError, match=message):
        tigris.Game.new(players, seed=1)


def test_options_take_dicts_in_any_case_and_refuse_unknown_values() -> None:
    assert new(options={"TREASURE_TIMING": "END_OF_TURN"}).options.treasure_timing == "end_of_turn"
    with pytest.raises(ValueError, match="treasure_timing must be one of"):
        new(options={"treasure_timing": "sometimes"})
    with pytest.raises(ValueError, match="unknown option"):
        new(options={"colour_blind": True})


# --- notation ------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "leader king g4", "withdraw king", "tile red g5", "catastrophe h6", "swap red red blue",
    "end", "war green", "commit 3", "monument red-blue e4", "no monument", "treasure b2 f3",
    "no treasure",
])
def test_every_action_form_round_trips(text: str) -> None:
    assert str(tigris.parse_action(text)) == text


@pytest.mark.parametrize("text", ["", "leader emperor g4", "tile red q4", "tile red a12", "swap", "commit x",
                                  "monument red-red e4", "dance"])
def test_unreadable_actions_raise_notation_errors(text: str) -> None:
    with pytest.raises(tigris.NotationError) as err:
        tigris.parse_action(text)
    assert err.value.code.startswith("notation_")


@pytest.mark.parametrize("text,code,params", [
    ("", "notation_empty", {}),
    ("dance", "notation_unknown", {"text": "dance"}),
    ("leader emperor g4", "notation_colour", {"text": "leader emperor g4", "word": "emperor"}),
    ("tile red q4", "notation_cell", {"text": "tile red q4", "word": "q4"}),
    ("monument red-red e4", "notation_monument", {"text": "monument red-red e4", "word": "red-red"}),
    ("building hut e4", "notation_building", {"text": "building hut e4", "word": "hut"}),
])
def test_a_notation_error_names_the_word_it_could_not_read(text: str, code: str, params: dict) -> None:
    with pytest.raises(tigris.NotationError) as err:
        tigris.parse_action(text)
    assert (err.value.code, err.value.params) == (code, params)


def test_unreadable_text_given_to_apply_is_an_illegal_action_and_changes_nothing() -> None:
    game = new()
    before = tigris.to_record(game)
    with pytest.raises(tigris.IllegalAction) as err:
        game.apply("tile purple a1")
    assert (err.value.code, err.value.params) == ("notation_colour", {"text": "tile purple a1", "word": "purple"})
    assert str(err.value) == "notation_colour(text=tile purple a1, word=purple)"  # for debugging, not a sentence
    assert tigris.to_record(game) == before


def test_an_action_out_of_turn_order_names_what_is_awaited() -> None:
    game = new()
    with pytest.raises(tigris.IllegalAction) as err:
        game.apply("commit 2")
    assert err.value.code == "not_your_decision"
    assert err.value.params == {"expected": "action", "player": game.active}
    assert game.expected() == tigris.Event("action", (("player", game.active),))


# --- records -------------------------------------------------------------------

def test_record_round_trips_mid_game_and_continues_identically() -> None:
    game = random_play(new(seed=11), 60, seed=11)
    record = json.loads(json.dumps(tigris.to_record(game)))
    loaded = tigris.from_record(record)
    random_play(game, 80, seed=99)
    random_play(loaded, 80, seed=99)
    assert tigris.to_record(loaded) == tigris.to_record(game)


def test_replay_gives_the_identical_game() -> None:
    game = random_play(new(seed=4), 120, seed=4)
    again = tigris.Game.replay(game.setup, game.history)
    assert tigris.to_record(again) == tigris.to_record(game)


@pytest.mark.parametrize("damage,message", [
    (lambda d: d.update(format="chess"), "not a Tigris game record"),
    (lambda d: d.update(version=99), "version 99"),
    (lambda d: d["state"].update(tiles="."), "tiles must be a string of 176"),
    (lambda d: d["state"].update(tiles="r" * 176), "river rule"),
    (lambda d: d["state"]["hands"].update(archer="rrrrrrr"), "at most 6"),
    (lambda d: d["state"].update(bag=d["state"]["bag"] + "k"), "only 30 black tiles|do not add up to 153"),
    (lambda d: d["state"].update(bag=d["state"]["bag"] + "k" * 30), "only 30 black tiles"),
    (lambda d: d["state"].update(bag="zz"), "letters r, b, k, g"),
    (lambda d: d["state"].update(active="lion"), "active: unknown name 'lion'"),
    (lambda d: d["state"].update(phase="dancing"), "phase: unknown name 'dancing'"),
    (lambda d: d["state"]["points"].update(archer=[1, 2]), "points must list"),
    (lambda d: d["state"]["leaders"].update(archer={"king": "a4"}), "a4: a leader cannot stand on a river"),
    (lambda d: d["state"].update(removed=-3), "removed must be a whole number from 0 to 153"),
    (lambda d: d.update(state=[]), "state must be an object"),
])
def test_damaged_records_are_refused_with_a_clear_message(damage, message) -> None:
    record = json.loads(json.dumps(tigris.to_record(random_play(new(seed=2), 30, seed=2))))
    damage(record)
    with pytest.raises(tigris.RecordError, match=message):
        tigris.from_record(record)


@pytest.mark.parametrize("junk", [None, 3, "text", [], {"format": "tigris-game"}])
def test_junk_is_refused_not_crashed_on(junk) -> None:
    with pytest.raises(tigris.RecordError):
        tigris.from_record(junk)


def test_verify_catches_a_position_that_its_moves_do_not_reach() -> None:
    record = json.loads(json.dumps(tigris.to_record(random_play(new(seed=2), 30, seed=2))))
    record["state"]["points"]["archer"][0] += 5  # a tampered score still reads...
    assert tigris.from_record(record).state.scores[0][0] >= 5
    with pytest.raises(tigris.RecordError, match="does not match the moves"):
        from_record(record, verify=True)  # ...but not when checked against its moves


# --- views: what each player may see (rulebook: “Hidden Information”) ---------------

def test_a_view_does_not_change_when_hidden_information_does() -> None:
    game = random_play(new(seed=8), 40, seed=8)
    other = game.copy()
    st = other.state
    rng = random.Random(1)
    rng.shuffle(st.bag)
    bull = st.players.index("bull")
    pool = st.bag + [c for c in range(4) for _ in range(st.hands[bull][c])]
    rng.shuffle(pool)
    size = sum(st.hands[bull])
    st.hands[bull] = [pool[:size].count(c) for c in range(4)]
    st.bag = pool[size:]
    assert tigris.to_record(other) != tigris.to_record(game)
    assert tigris.view_of(other, "archer").to_dict() == tigris.view_of(game, "archer").to_dict()


def test_open_scoring_shows_everyone_s_points() -> None:
    game = new(options={"open_scoring": True})
    assert tigris.view_of(game, "archer").player("bull").points == (0, 0, 0, 0)


def test_everything_is_revealed_at_the_end() -> None:
    game = random_play(new(seed=3), 10_000, seed=3)
    assert game.is_over
    v = tigris.view_of(game, "archer")
    assert v.player("bull").hand is not None and v.result is not None


# --- copies --------------------------------------------------------------------------

def test_a_copy_is_independent() -> None:
    game = random_play(new(seed=5), 30, seed=5)
    snap = tigris.to_record(game)
    twin = game.copy()
    random_play(twin, 50, seed=6)
    assert tigris.to_record(game) == snap
    assert tigris.to_record(twin) != snap


# --- diagrams ------------------------------------------------------------------------

def test_str_of_a_game_reads_back_as_the_same_position() -> None:
    game = random_play(new(seed=9), 70, seed=9)
    while game.phase != "action":
        random_play(game, 1, seed=len(game.history))
    again = tigris.from_diagram(tigris.to_diagram(game))
    assert tigris.to_diagram(again) == tigris.to_diagram(game)
    a, b = tigris.to_record(again)["state"], tigris.to_record(game)["state"]
    for key in ("tiles", "leaders", "catastrophes", "treasures", "monuments", "hands", "points",
                "treasures_taken", "catastrophes_left", "active", "actions_done"):
        assert a[key] == b[key], key
    assert len(a["bag"]) == len(b["bag"])


@pytest.mark.parametrize("grid,message", [
    (" 3  .  Ak .", "next to a face-up temple"),
    (" 3  .  q  .", "cannot read 'q'"),
    (" 3  .  Pk r", "pot is not playing"),
    (" 3  .  k* .", "treasures lie on temples"),
    (" 3  .  .", "2 cells for 3 columns"),
])
def test_bad_diagrams_say_what_is_wrong(grid: str, message: str) -> None:
    text = f"""
players: archer bull
board: blank
archer: hand r
bull: hand k
    a  b  c
{grid}
"""
    with pytest.raises(tigris.DiagramError, match=message):
        tigris.from_diagram(text)


def test_a_diagram_on_the_standard_board_checks_the_rivers() -> None:
    text = """
players: archer bull
archer: hand r
bull: hand k
    a  b
 1  ~  .
"""
    with pytest.raises(tigris.DiagramError, match="a1: '~' but the cell is land"):
        tigris.from_diagram(text)
    with pytest.raises(tigris.DiagramError, match="a1: a farm .b. must lie on a river"):
        tigris.from_diagram(text.replace(" 1  ~  .", " 1  b  ."))


def test_a_finished_game_prints_and_reads_back_as_finished() -> None:
    game = random_play(new(seed=3), 10_000, seed=3)
    again = tigris.from_diagram(tigris.to_diagram(game))
    assert again.is_over and tigris.to_diagram(again) == tigris.to_diagram(game)
    assert [s.vector for s in again.result().standings] == [s.vector for s in game.result().standings]


def test_kingdom_lists_the_cells_linked_to_a_cell() -> None:
    game = tigris.from_diagram("""
players: archer bull
board: blank
archer: hand r
bull: hand k
    a  b  c  d
 1  r* Ak .  r
 2  .  r  .  .
""")
    assert game.kingdom("b1") == ["a1", "b1", "b2"]
    assert game.kingdom("d1") == ["d1"]
    assert game.kingdom("c1") == []


def test_every_option_has_a_label_and_an_explanation() -> None:
    from tigris.catalog import load
    from tigris.options import CHOICES
    en = load("en")
    assert all(en.has(f"option.{key}") and en.has(f"option.{key}.help") for key in CHOICES)


def test_the_game_counts_the_tiles_each_player_swapped_and_a_copy_counts_on_its_own() -> None:
    # The number of tiles swapped is public (SPEC §16.2): the log tells each swap's count.
    game = tigris.Game.new(["archer", "bull"], seed=2, first="archer")
    three = next(a for a in game.legal_actions() if isinstance(a, tigris.Swap) and len(a.colours) == 3)
    game.apply(three)
    assert game.swapped == [3, 0]
    copy = game.copy()
    two = next(a for a in copy.legal_actions() if isinstance(a, tigris.Swap) and len(a.colours) == 2)
    copy.apply(two)
    assert copy.swapped == [5, 0] and game.swapped == [3, 0]
    assert from_record(to_record(copy), verify=True).swapped == [5, 0]  # a saved game counts them as it replays


# The bull king on b2 touches four temples; the archer king placed on d2 touches two: a revolt.
REVOLT = """
players: archer bull
board: blank
archer: hand r r r k g g
bull:   hand r r b k g g
    a  b  c  d  e
 1  r  r  .  .  .
 2  r  Bk r  .  r
 3  .  r  .  .  .
"""


def test_the_game_counts_the_temples_each_player_committed_attacking_in_revolts() -> None:
    # Each commitment is public (the log tells its count): the attacker's temples count, the defender's do not.
    game = tigris.from_diagram(REVOLT)
    for move in ("leader king d2", "commit 2"):
        game.apply(tigris.parse_action(move))
    copy = game.copy()
    copy.apply(tigris.parse_action("commit 1"))
    assert copy.revolt_temples == [2, 0] and game.revolt_temples == [2, 0]
    assert tigris.from_diagram(REVOLT).revolt_temples == [0, 0]
    assert from_record(to_record(copy), verify=True).revolt_temples == [2, 0]  # a saved game counts them again
