"""Bad input of every kind, made by mutating real games: accepted and sound, or refused.

Each test takes a real record (a seeded random game, with its rule options
drawn from every combination), a diagram or a save's text, damages it the way
a hand, a bug or an attacker might (fields deleted, replaced, retyped, nested,
truncated, numbers made huge, cells and names garbled), and loads it. The
outcome is one of two:

* it is accepted, and then the position keeps every rule invariant, reads
  back as itself (record → game → record, diagram → game → diagram, and the
  one spelling through the other), and the game can go on (legal moves, the
  views, a move applied);
* or it is refused with the engine's one error, ``LoadError``, whose code has
  an English text; never any other exception.

The runs are bounded and repeatable (``derandomize``). Set
``TIGRIS_FUZZ=extended`` for twenty times as many inputs.
"""

from __future__ import annotations

import json
import os
import random
import string
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import tigris
from test_engine_fuzz import check_invariants
from tigris.board import CELL_NAMES
from tigris.gate import ENGLISH
from tigris.options import CHOICES
from tigris.record import from_record

SCALE = 20 if os.environ.get("TIGRIS_FUZZ") == "extended" else 1
RECORDS, POSITIONS, DIAGRAMS, SAVES = 300 * SCALE, 300 * SCALE, 300 * SCALE, 150 * SCALE  # inputs tried per run


def bounded(examples: int) -> Any:
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# --- real games to damage --------------------------------------------------------------

options_st = st.fixed_dictionaries({name: st.sampled_from(values) for name, values in CHOICES.items()})


def real_game(options: dict[str, Any], seed: int, steps: int, players: int) -> tigris.Game:
    """A game after ``steps`` random legal moves (stopping early at the end)."""
    game = tigris.Game.new(["archer", "bull", "pot", "lion"][:players], seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


games_st = st.builds(real_game, options_st, st.integers(0, 10**6), st.integers(0, 400), st.integers(2, 4))


# --- what a damaged value may become -------------------------------------------------------

WORDS = ["archer", "bull", "pot", "lion", "king", "priest", "farmer", "trader", "red", "blue", "black",
         "green", "red-blue", "black-green", "palace", "library", "action", "war", "commit", "over",
         "treasure", "monument", "building", "wonder_point", "standard", "advanced", "blank", "turn",
         "end", "tile red a1", "bag", "treasures", "rbkg", "RBKG", "...", "", " ", "a0", "q1", "p12",
         "\u00b2", "\u0663", "<script>", "tigris-game"]
junk_st = st.recursive(
    st.one_of(
        st.none(), st.booleans(),
        st.integers(-3, 20), st.integers(-10**30, 10**30), st.sampled_from([2**63, 10**20, -1, 99_999, 100_000]),
        st.floats(allow_nan=False, allow_infinity=False), st.sampled_from([1.0, 0.5, -0.0]),
        st.sampled_from(WORDS), st.sampled_from(CELL_NAMES), st.text(max_size=12),
    ),
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.sampled_from(WORDS), inner, max_size=4)),
    max_leaves=8,
)


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON value (keys of objects, indexes of lists), the root excluded."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.append(prefix + (k,))
            out += paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:8]):  # long lists: their first items stand for the rest
            out.append(prefix + (i,))
            out += paths(v, prefix + (i,))
    return out


def tweak(rng: random.Random, old: Any) -> Any:
    """A plausible change: the same type, a value a real game might hold."""
    if isinstance(old, bool):
        return not old
    if isinstance(old, int):
        return old + rng.choice([-2, -1, 1, 2, 5])
    if isinstance(old, str) and old in CELL_NAMES:
        return rng.choice(CELL_NAMES)
    if isinstance(old, str) and old and set(old) <= set(".rbkgRBKG"):
        i = rng.randrange(len(old))
        return old[:i] + rng.choice(".rbkgRBKG" if len(old) == 176 else "rbkg") + old[i + 1:]
    if isinstance(old, str):
        return rng.choice(WORDS)
    if isinstance(old, list) and old:
        i = rng.randrange(len(old))
        return old[:i] + old[i + 1:] if rng.random() < 0.5 else old + [old[i]]
    return old


def mutate(data: st.DataObject, record: Any) -> Any:
    """One damage to one place of a JSON value, drawn by ``data``.

    The place and the kind of damage are drawn uniformly (through a seeded
    ``random.Random``): hypothesis would otherwise favour the first field.
    """
    rng = random.Random(data.draw(st.integers(0, 2**32), label="seed"))
    where = rng.choice(paths(record))
    parent = record
    for key in where[:-1]:
        parent = parent[key]
    key = where[-1]
    old = parent[key]
    how = rng.choice(["delete", "replace", "retype", "nest", "truncate", "huge", "copy", "tweak", "tweak", "tweak"])
    if how == "delete":
        del parent[key]
    elif how == "replace":
        parent[key] = data.draw(junk_st, label="junk")
    elif how == "retype":
        parent[key] = rng.choice([str(old), [old], {"v": old}, bool(old), None])
    elif how == "nest":
        for _ in range(rng.randint(1, 100)):
            old = [old]
        parent[key] = old
    elif how == "truncate" and isinstance(old, (str, list)):
        parent[key] = old[: rng.randint(0, max(len(old) - 1, 0))]
    elif how == "huge":
        parent[key] = rng.choice([10**20, -10**20, 10**400, 1e308, "9" * 5000])
    elif how == "copy":  # the value of another place of the record
        value = record
        for k in rng.choice(paths(record)):
            value = value[k]
        parent[key] = json.loads(json.dumps(value))
    else:
        parent[key] = tweak(rng, old)
    return record


# --- what an accepted input must be ---------------------------------------------------------

def sound(game: tigris.Game) -> None:
    """An accepted game keeps every invariant, reads back as itself and can go on."""
    event("accepted")
    check_invariants(game, [s[:] for s in game.state.scores], set())
    record = json.loads(json.dumps(tigris.to_record(game)))
    assert tigris.to_record(from_record(record)) == record, "record → game → record"
    if game.phase in ("action", "over"):  # a diagram shows a position between actions
        text = tigris.to_diagram(game)
        again = tigris.from_diagram(text)
        assert tigris.to_diagram(again) == text, "record → diagram → game → diagram"
    for name in game.players:
        tigris.view_of(game, name)
    moves = game.legal_actions()
    if moves:
        game.copy().apply(moves[len(moves) // 2])
    else:
        assert game.is_over


def refused_well(e: tigris.LoadError) -> None:
    event(f"refused: {e.code}")  # pytest --hypothesis-show-statistics lists the outcomes
    assert e.code in ENGLISH, f"a refusal with an unknown code {e.code}"
    wanted = {name for _, name, _, _ in string.Formatter().parse(ENGLISH[e.code]) if name}
    assert wanted <= set(e.params), "every blank of the English text is filled"
    assert str(e) == ENGLISH[e.code].format(**e.params)


# --- records ---------------------------------------------------------------------------------

@bounded(RECORDS)
@given(games_st, st.data(), st.integers(1, 3), st.booleans())
def test_a_damaged_record_is_refused_or_sound(game: tigris.Game, data: st.DataObject, damages: int,
                                              verify: bool) -> None:
    record = json.loads(json.dumps(tigris.to_record(game)))
    for _ in range(damages):
        if not paths(record):
            break
        record = mutate(data, record)
    try:
        loaded = from_record(record, verify=verify)
    except tigris.RecordError as e:
        refused_well(e)
        return
    sound(loaded)
    if verify and loaded.setup is not None:
        again = tigris.Game.replay(loaded.setup, loaded.history)
        assert tigris.to_record(again)["state"] == tigris.to_record(loaded)["state"], "the moves reach the position"


@bounded(POSITIONS)
@given(games_st, st.data(), st.integers(1, 2))
def test_a_damaged_position_is_refused_or_sound(game: tigris.Game, data: st.DataObject, damages: int) -> None:
    """Damage only to the position (the record's ``state``), read without the replay: the rule
    invariants alone must tell a possible position from an impossible one."""
    record = json.loads(json.dumps(tigris.to_record(game)))
    for _ in range(damages):
        record["state"] = mutate(data, record["state"])
    try:
        loaded = from_record(record)
    except tigris.RecordError as e:
        refused_well(e)
        return
    sound(loaded)


@bounded(50)
@given(games_st)
def test_every_real_record_is_accepted_checked_and_sound(game: tigris.Game) -> None:
    loaded = from_record(json.loads(json.dumps(tigris.to_record(game))), verify=True)
    sound(loaded)


# --- diagrams --------------------------------------------------------------------------------

TOKENS = [".", "~", "r", "b", "k", "g", "R", "B", "K", "G", "r*", "R*", "k*", "x", "x~", "W", "W*",
          "Ak", "Ar", "Bg", "Bk", "Pr", "Lb", "r^", "k^", "g*^", "zz", "\u00b2", "9" * 50, "-1", "1.5",
          "#", ":", "a", "p", "a1", "p11", "q1", "over", "archer", "lion", "2", "3", "0", "-", "=", "true"]
LINES = ["monuments: red-blue a11", "monuments: red-blue p1", "monuments: black-green e4, black-green f4",
         "special: zz", "special: a1 p11", "turn: archer 3", "turn: bull 2", "turn: over", "turn:",
         "    a  b  a", "    p  o", "99  r", " 0  r", "11  r  r", " 1  Ak", "options: wonder_variant=true",
         "options: civilization_buildings=true", "options: bag_end=never", "options: open_scoring",
         "bag: 999", "bag: 0", "bag: \u00b9", "seed: \u00b2", "seed: " + "9" * 5000, "board: blank",
         "board: advanced", "board: moon", "players: archer", "players: archer archer", "lion: hand r",
         "archer: hand r r r r r r r", "archer: points " + "9" * 25 + " 0 0 0", "archer: treasures 15",
         "bull: catastrophes 3", "archer: hand z", "archer: points 1 2 3", "pot: hand r", ""]


def mutate_text(data: st.DataObject, text: str) -> str:
    lines = text.split("\n")
    how = data.draw(st.sampled_from(["token", "token", "delete", "copy", "swap", "insert", "cut", "number"]),
                    label="how")
    i = data.draw(st.integers(0, len(lines) - 1), label="line")
    if how == "token":
        words = lines[i].split(" ")
        j = data.draw(st.integers(0, len(words) - 1), label="word")
        words[j] = data.draw(st.sampled_from(TOKENS), label="token")
        lines[i] = " ".join(words)
    elif how == "delete":
        del lines[i]
    elif how == "copy":
        lines.insert(data.draw(st.integers(0, len(lines)), label="to"), lines[i])
    elif how == "swap":
        j = data.draw(st.integers(0, len(lines) - 1), label="with")
        lines[i], lines[j] = lines[j], lines[i]
    elif how == "insert":
        lines.insert(i, data.draw(st.sampled_from(LINES), label="new"))
    elif how == "cut":
        return text[: data.draw(st.integers(0, len(text)), label="at")]
    else:
        lines[i] = lines[i].replace("0", data.draw(st.sampled_from(["10", "99999", "100000", "9" * 30, "\u2070"]),
                                                   label="number"), 1)
    return "\n".join(lines)


@bounded(DIAGRAMS)
@given(games_st, st.data(), st.integers(1, 3))
def test_a_damaged_diagram_is_refused_or_sound(game: tigris.Game, data: st.DataObject, damages: int) -> None:
    text = tigris.to_diagram(game)
    for _ in range(damages):
        text = mutate_text(data, text)
    try:
        loaded = tigris.from_diagram(text)
    except tigris.DiagramError as e:
        refused_well(e)
        return
    sound(loaded)
    shown = tigris.to_diagram(loaded)
    assert tigris.to_diagram(tigris.from_diagram(shown)) == shown, "diagram → game → diagram"
    record = json.loads(json.dumps(tigris.to_record(loaded)))
    assert tigris.to_diagram(from_record(record, verify=True)) == shown, "diagram → record → diagram"


# --- saves: the text itself damaged ----------------------------------------------------------

@bounded(SAVES)
@given(games_st, st.data())
def test_a_damaged_save_text_is_refused_or_sound(game: tigris.Game, data: st.DataObject) -> None:
    text = json.dumps(tigris.to_record(game))
    how = data.draw(st.sampled_from(["cut", "insert", "nest", "number", "replace"]), label="how")
    at = data.draw(st.integers(0, len(text)), label="at")
    if how == "cut":
        text = text[:at]
    elif how == "insert":
        text = text[:at] + data.draw(st.sampled_from(["[", "]", "{", "}", '"', ",", "\\", "NaN", "-", "9" * 400,
                                                      "\x00", "\ud800", "[" * 5000]), label="what") + text[at:]
    elif how == "nest":
        depth = data.draw(st.integers(1, 20_000), label="depth")
        text = "[" * depth + text + "]" * depth
    elif how == "number":
        text = text.replace("0", data.draw(st.sampled_from(["1e999", "9" * 40, "-0", "0.5", "Infinity"]),
                                           label="by"), 1)
    else:
        text = text[:at] + data.draw(st.text(max_size=3), label="by") + text[at + 1:]
    try:
        loaded = from_record(tigris.parse_json(text), verify=True)
    except tigris.LoadError as e:
        refused_well(e)
        return
    sound(loaded)
