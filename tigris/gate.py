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
import re
from typing import Any

MAX_JSON_CHARS = 2_000_000  # a finished game's record is about 40 kB; a save of 60,000 actions 1 MB
MAX_JSON_DEPTH = 64  # a record nests 6 deep; a page's save wrapper adds 2
MAX_NUMBER_DIGITS = 30  # longer numbers are refused before Python converts them

# The English sentence for each code, with the parameters in braces (the page's
# catalogue, web/i18n/en.json, holds the same texts under ``load.<code>``).
ENGLISH: dict[str, str] = {
    "too_large": "the text is too large ({size} characters; at most {limit})",
    "too_deep": "the data is nested too deeply (more than {limit} levels)",
    "not_json": "the text is not valid JSON ({detail})",
    "number_too_long": "a number has too many digits (at most {limit})",
    "not_a_number": "the data holds {value}, which is not a number JSON allows",
    "invalid": "{detail}",
}


class LoadError(ValueError):
    """A game, save or position that cannot be loaded: ``code`` names what is wrong.

    ``LoadError("too_deep", limit=64)``; ``str()`` is the English sentence.
    ``params`` hold plain values (strings, whole numbers) for a translation.
    """

    code: str
    params: dict[str, Any]

    def __init__(self, code: str, /, **params: Any) -> None:
        if " " in code:  # an English sentence from an older caller
            code, params = "invalid", {"detail": code}
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


def english(code: str, params: dict[str, Any]) -> str:
    """The English sentence for a code; never raises, whatever the parameters."""
    template = ENGLISH.get(code)
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
    return float(s)


def _parse_constant(s: str) -> Any:
    raise LoadError("not_a_number", value=s)


def parse_json(text: str, max_chars: int = MAX_JSON_CHARS, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Read JSON from outside, refusing (``LoadError``) what is too large, too deep or not JSON.

    NaN and Infinity (which ``json.loads`` accepts) are refused too.
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
