"""Actions, events, options and views behave as the values they were as dataclasses (tigris/value.py)."""

from __future__ import annotations

import copy
import inspect
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

import tigris
from tigris import EndTurn, Event, Options, PlaceTile, Swap, TakeTreasures, parse_action
from tigris.conflict import Conflict

ROOT = Path(__file__).resolve().parents[2]


def test_actions_are_equal_by_kind_and_fields_and_hash_like_tuples() -> None:
    assert PlaceTile(0, 5) == PlaceTile(0, 5) and PlaceTile(0, 5) != PlaceTile(1, 5)
    assert tigris.PlaceLeader(0, 5) != PlaceTile(0, 5)  # same fields, another kind of action
    # A frozen dataclass hashed its fields as a tuple: sets of actions keep their iteration order.
    assert hash(PlaceTile(0, 5)) == hash((0, 5)) and hash(EndTurn()) == hash(())
    assert hash(Swap((0, 1))) == hash(((0, 1),))
    assert len({PlaceTile(0, 5), PlaceTile(0, 5), parse_action("tile red f1")}) == 1


def test_values_cannot_be_changed() -> None:
    a = PlaceTile(0, 5)
    with pytest.raises(AttributeError, match="colour"):
        a.colour = 1  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del a.cell  # type: ignore[misc]
    with pytest.raises(AttributeError):
        Options().board = "advanced"  # type: ignore[misc]
    assert a == PlaceTile(0, 5)


def test_repr_names_the_fields_and_str_is_the_notation() -> None:
    assert repr(PlaceTile(0, 5)) == "PlaceTile(colour=0, cell=5)"
    assert repr(EndTurn()) == "EndTurn()"
    assert str(TakeTreasures((3, 40))) == "treasure d1 i3"
    assert repr(Event("x", (("n", 1),))) == "Event(code='x', params=(('n', 1),))"


def test_values_pickle_copy_and_match_by_position() -> None:
    game = tigris.Game.new(["archer", "bull"], seed=3)
    for value in [*game.legal_actions()[:5], EndTurn(), Options(board="advanced"), tigris.view_of(game, "archer")]:
        assert pickle.loads(pickle.dumps(value)) == value
        assert copy.copy(value) == value and copy.deepcopy(value) == value
    match PlaceTile(2, 7):
        case PlaceTile(colour, cell):
            assert (colour, cell) == (2, 7)


def test_construction_checks_its_arguments_like_a_dataclass() -> None:
    assert Event("x") == Event("x", ())
    assert Options("advanced").board == "advanced" and Options(bag_end="end_of_turn").bag_end == "end_of_turn"
    with pytest.raises(TypeError):
        Options("advanced", board="standard")
    with pytest.raises(TypeError):
        Options(colour="red")
    with pytest.raises(TypeError):
        tigris.view_of(tigris.Game.new(["archer", "bull"], seed=1), "archer").__class__()  # every field is needed


def test_a_conflict_is_mutable_unhashable_and_copies_apart() -> None:
    c = Conflict("revolt", 0, 0, 1, 5, 7, 2, 1)
    assert c.attacker_support == () and c.attacker_commit == -1
    d = c.copy()
    d.attacker_commit = 3
    assert c.attacker_commit == -1 and d != c
    with pytest.raises(TypeError):
        hash(c)


def test_importing_the_engine_creates_no_dataclass() -> None:
    """Each dataclass compiles its methods at import: milliseconds each on the page's start-up path."""
    code = "import sys, tigris, tigris.svg, tigris.record, tigris.diagram; print('dataclasses' in sys.modules)"
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def _records() -> list[type]:
    from tigris.value import Struct, Value

    found, todo = [], [Struct, Value]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            found.append(sub)
            todo.append(sub)
    return found


def test_each_record_annotates_its_fields_in_the_order_of_its_slots() -> None:
    """mypy reads a record's fields from its annotations, the engine from ``__slots__``: they must agree."""
    import tigris.view, tigris.treasures, tigris.scoring  # noqa: F401  (every record defined)

    records = _records()
    assert len(records) >= 20
    for cls in records:
        fields = [name for name, kind in inspect.get_annotations(cls).items() if "ClassVar" not in str(kind)]
        assert tuple(fields) == cls.__slots__, cls.__name__
