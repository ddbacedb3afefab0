"""The one gate for input: the error every refused input raises, and JSON read within limits.

Every way a game comes in (a record from a file, storage or a link, a diagram,
an embed's attributes) is refused, when it must be, with ``LoadError``: a
code (translated by the page under the catalogue key ``load.<code>``), its
parameters, and an English sentence as ``str()`` for the terminal and logs.

``parse_json`` checks the size and the nesting of the text before
``json.loads`` sees it: a few thousand nested lists overflow the stack of
Pyodide's Python, and a document of many megabytes stalls the page.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Mapping

MAX_JSON_CHARS = 2_000_000  # a finished game's record is about 40 kB; a save of 60,000 actions 1 MB
MAX_JSON_DEPTH = 64  # a record nests 6 deep; a page's save wrapper adds 2
MAX_NUMBER_DIGITS = 30  # longer numbers are refused before Python converts them

# The English sentence for each code, with the parameters in braces (the page's
# catalogue, web/i18n/en.json, holds the same texts under ``load.<code>``).
ENGLISH: dict[str, str] = {
    # reading JSON
    "too_large": "the text is too large ({size} characters; at most {limit})",
    "too_deep": "the data is nested too deeply (more than {limit} levels)",
    "not_json": "the text is not valid JSON ({detail})",
    "number_too_long": "a number has too many digits (at most {limit})",
    "not_a_number": "the data holds {value}, which is not a number JSON allows",
    "number_too_large": "the number {value} is too large to read",
    # the record around a position
    "not_record": "this is not a Tigris game record",
    "version": "this record has version {version}; this program reads version {expected}",
    "bad_actions": "the list of moves is not valid",
    "bad_action": "move {number} ('{action}') is not a move",
    "too_many_actions": "the record has {count} moves; at most {limit} can be read",
    "setup_and_start": "the record gives both a setup and a starting position",
    "no_setup": "the record has moves but no setup or starting position to check them against",
    "options_differ": "the record's rule options differ from those the game was set up with",
    "replay_illegal": "move {number} ('{action}') is not legal when the moves are replayed",
    "replay_mismatch": "the position does not match the moves that led to it",
    "damaged": "the record is damaged ({detail})",
    # structure and types
    "not_object": "{field} must be an object",
    "bad_field": "{field} is not valid",
    "number_range": "{field} must be a whole number from {low} to {high}",
    "bad_cell": "{field}: '{text}' is not a cell name (a1 to p11)",
    "bad_name": "{field}: unknown name '{name}'",
    "bad_option": "the rule option {option} or its value is not known",
    "bad_players": "players must be 2 to 4 different dynasties (archer, bull, pot, lion)",
    "bad_board": "unknown board '{board}'",
    "bad_tiles": "tiles must be a string of {cells} characters from .rbkgRBKG",
    "bad_colours": "{field} must be a string of the letters r, b, k, g",
    "per_player": "'{field}' must give a value for each player",
    "points_list": "points must list red, blue, black and green",
    "lost_list": "lost must list red, blue, black and green",
    # rule invariants of a position
    "board_differs": "the board is the {board} side but the options say otherwise",
    "occupied": "two pieces share {cell}",
    "river_rule": "the tile on {cell} breaks the river rule (farms on rivers, other tiles on land)",
    "leader_on_river": "{cell}: a leader cannot stand on a river",
    "leader_no_temple": "{cell}: a leader must stand next to a face-up temple",
    "leaders_together": "{cell}: a second {leader} stands in this kingdom",
    "monument_place": "the {monument} monument on {cell} is not on four face-down tiles of one of its colours",
    "monuments_overlap": "two monuments share {cell}",
    "face_down_alone": "the face-down tile on {cell} has no monument on it",
    "building_place": "the {building} on {cell} is not on a face-up tile of its colour",
    "variant_off": "the board shows a piece of a variant that is not played ({option})",
    "wonder_shape": "the wonder must fill five cells in a plus",
    "treasure_not_on_temple": "{cell}: treasures lie on temples (r*) or on the wonder",
    "treasure_count": "{count} treasures in the game; the board has {limit}",
    "treasure_uncollected": "the trader on {cell} has two or more treasures in his kingdom and has not taken them",
    "catastrophe_count": "{count} catastrophes on the board; the players have only {limit}",
    "hand_size": "{player}: a hand holds at most {limit} tiles",
    "tile_count": "there are only {count} {colour} tiles in the game",
    "lost_removed": "more tiles lost than removed",
    "tile_total": "the tiles do not add up to {total}",
    "phase_mismatch": "the game waits in phase '{phase}', which does not fit {field}",
    "no_collection": "no treasures wait for the trader on {cell}",
    "not_over": "the game is marked over, but neither the treasures nor the bag have run out",
    # diagrams
    "not_diagram": "a diagram must be text",
    "diagram_line": "line {line}: cannot read '{text}'",
    "diagram_header": "line {line}: a board row needs a column header (a b c …) above it",
    "diagram_columns": "line {line}: a column letter appears twice in the header",
    "diagram_row": "line {line}: there is no row {row}",
    "diagram_cells": "line {line}: {count} cells for {columns} columns",
    "diagram_cell_twice": "{cell} is given twice",
    "diagram_token": "{cell}: cannot read '{token}'",
    "diagram_not_land": "{cell}: '{token}' but the cell is land",
    "diagram_not_river": "{cell}: '{token}' but the cell is river",
    "diagram_farm_river": "{cell}: a farm (b) must lie on a river",
    "diagram_farm_land": "{cell}: only farms (b) lie on rivers",
    "diagram_not_playing": "{cell}: {player} is not playing",
    "diagram_leader_twice": "{cell}: the {player} {leader} is on the board twice",
    "diagram_players": "'players:' must name 2 to 4 different dynasties (archer bull pot lion)",
    "diagram_option": "options: '{item}' should be name=value",
    "diagram_board": "'board:' must be standard, advanced or blank",
    "diagram_player_line": "no line for {player} (hand, points, treasures, catastrophes)",
    "diagram_player_word": "{player}: expected hand, points, treasures, catastrophes",
    "diagram_hand_letter": "{player}: '{letter}' is not a tile letter (r b k g)",
    "diagram_points": "{player}: points are four whole numbers (red blue black green), each up to {limit}",
    "diagram_count": "{player}: {field} is a number up to {limit}",
    "diagram_monument": "monuments: '{item}' should be like 'red-blue e4'",
    "diagram_monument_twice": "monuments: the {monument} monument is given twice",
    "diagram_turn": "'turn:' must name a player, then 1 or 2 for the action",
    "diagram_seed": "'seed:' must be a whole number",
    "diagram_bag": "'bag:' must be a number up to {limit}",
}


class LoadError(ValueError):
    """A game, save or position that cannot be loaded: ``code`` names what is wrong.

    ``LoadError("too_deep", limit=64)``; ``str()`` is the English sentence.
    ``params`` hold plain values (strings, whole numbers) for a translation.
    """

    code: str
    params: dict[str, Any]

    def __init__(self, code: str, /, **params: Any) -> None:
        self.code = code
        self.params = params
        super().__init__(english(code, params))

    def __reduce__(self) -> tuple[Any, ...]:
        return _rebuild, (type(self), self.code, self.params)


def _rebuild(cls: type[LoadError], code: str, params: dict[str, Any]) -> LoadError:
    return cls(code, **params)


class RecordError(LoadError):
    """A saved game (a record) that cannot be read."""


class DiagramError(LoadError):
    """A diagram (a position written as text) that cannot be read."""


def english(code: str, params: dict[str, Any], first: Mapping[str, str] | None = None) -> str:
    """The English sentence for a code (looked up in ``first``, then here); never raises, whatever the parameters."""
    template = (first or {}).get(code) or ENGLISH.get(code)
    if template is not None:
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError, AttributeError):
            pass
    if params:
        return f"{code} ({', '.join(f'{k}={v}' for k, v in params.items())})"
    return code


# A JSON string, escapes included (unrolled so the regular expression does not backtrack).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_BRACKETS = re.compile(r"[\[\]{}]")


def json_depth(text: str, limit: int = MAX_JSON_DEPTH) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings, counted up to ``limit + 1``.

    A linear scan without recursion: strings are blanked out first, so a
    bracket inside a string does not count.
    """
    depth = deepest = 0
    for m in _BRACKETS.finditer(_STRING.sub('""', text)):
        if m.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        else:
            depth -= 1
    return deepest


def _parse_int(s: str) -> int:
    if len(s.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise LoadError("number_too_long", limit=MAX_NUMBER_DIGITS)
    return int(s)


def _parse_float(s: str) -> float:
    if len(s) > MAX_NUMBER_DIGITS + 10:
        raise LoadError("number_too_long", limit=MAX_NUMBER_DIGITS)
    value = float(s)
    if math.isinf(value):  # 1e400: JSON allows it, Python reads it as infinity
        raise LoadError("number_too_large", value=s)
    return value


def _parse_constant(s: str) -> Any:
    raise LoadError("not_a_number", value=s)


def parse_json(text: str, max_chars: int = MAX_JSON_CHARS, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Read JSON from outside, refusing (``LoadError``) what is too large, too deep or not JSON.

    NaN and Infinity (which ``json.loads`` accepts) are refused too, and so are numbers too large for a float
    (``1e400``), which Python would read as infinity.
    """
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise LoadError("not_json", detail=str(e)) from None
    if not isinstance(text, str):
        raise LoadError("not_json", detail=type(text).__name__)
    if len(text) > max_chars:
        raise LoadError("too_large", size=len(text), limit=max_chars)
    if json_depth(text, max_depth) > max_depth:
        raise LoadError("too_deep", limit=max_depth)
    try:
        return json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except LoadError:
        raise
    except json.JSONDecodeError as e:
        raise LoadError("not_json", detail=f"{e.msg}, line {e.lineno} column {e.colno}") from None
    except (ValueError, RecursionError, TypeError) as e:
        raise LoadError("not_json", detail=str(e)[:200]) from None
