"""The one gate for input: one error type with a code, and JSON read within limits.

Whatever a file, a saved game or a link holds, loading either succeeds or
fails with ``tigris.LoadError`` naming what is wrong; it never crashes.
"""

from __future__ import annotations

import json
import pickle

import pytest

import tigris
from tigris.gate import MAX_JSON_CHARS, MAX_JSON_DEPTH, json_depth


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
        tigris.Game.from_dict({"format": "chess"})
    with pytest.raises(tigris.LoadError):
        tigris.Game.from_diagram("players: archer")


def test_an_unknown_code_still_reads_as_text() -> None:
    assert str(tigris.LoadError("mystery", cell="g4")) == "mystery (cell=g4)"
    assert str(tigris.LoadError("too_deep")) == "too_deep"  # a missing parameter never raises


def test_a_refusal_survives_pickling() -> None:
    e = pickle.loads(pickle.dumps(tigris.RecordError("too_large", size=5, limit=3)))
    assert type(e) is tigris.RecordError and e.code == "too_large" and e.params == {"size": 5, "limit": 3}


# --- JSON within limits -------------------------------------------------------------

def test_a_real_record_reads_back() -> None:
    game = tigris.Game.new(["archer", "bull"], seed=3)
    text = json.dumps(game.to_dict())
    assert tigris.parse_json(text) == game.to_dict()
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


def test_bytes_are_read_as_utf8_and_other_types_refused() -> None:
    assert tigris.parse_json(b'{"a": "\xc3\xa4"}') == {"a": "\u00e4"}
    with pytest.raises(tigris.LoadError):
        tigris.parse_json(b"\xff[]")
    with pytest.raises(tigris.LoadError):
        tigris.parse_json(None)  # type: ignore[arg-type]


def test_ordinary_numbers_and_text_read_as_json_does() -> None:
    text = '{"n": -12, "f": 1.5, "big": 123456789012345678901234567890, "s": "\\u00e9[", "t": true}'
    assert tigris.parse_json(text) == json.loads(text)
