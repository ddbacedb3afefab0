"""Catalogues: the words for the engine's codes, and the pages' texts, in English, German and Finnish.

The engine speaks codes (``tigris.events``); a catalogue words them. Every
language, English too, is one flat JSON object in ``web/i18n/<lang>.json``,
read from beside the ``tigris`` package: in a checkout (the terminal, the
tests, the build) and in the page, which unpacks ``web/`` next to ``tigris/``.
The page may also set ``FETCH`` to get a language it did not unpack. Where
there is no catalogue (the engine installed alone), every text falls back to
its code and parameters. Keys:

* ``event.<code>``, ``reason.<code>``, ``expected.<code>``: events, refusals
  and what the game waits for, with the ``{params}`` of the code.
* ``<param>.<value>``: a sub-code parameter (``why.lost_conflict``,
  ``what.leader``, ``expected.commit``, see ``tigris.events.SUBCODES``),
  worded with the parameters of the sentence around it.
* ``name.<kind>.<value>``: the words for the codes in parameters
  (``name.leader.king``, ``name.colour.red``, ``name.dynasty.archer``…).
* ``letter.<code>``: the letter a piece shows for a leader, a colour or a
  building (``letter.trader``: "T", "H", "Ka"), ``Catalog.letters()``.
* anything else (``ui.*``, ``tutorial.*``…): the pages' own texts.

Two ways to bend words without changing the parameters:

* A format spec picks a grammatical form or another kind of name:
  ``{leader:gen}`` → ``name.leader.king:gen`` ("des Königs"), ``{colour:tile}``
  → ``name.tile.red`` ("Tempel"), ``{colour:tile:gen}`` → ``name.tile.red:gen``.
  A missing form falls back to the plain name.
* Plurals: ``<key>#<category>`` is used for the ``count`` parameter's plural
  category in the language (``PLURALS``: English, German and Finnish know
  ``one`` and ``other``), the plain ``<key>`` is the ``other`` form.

Only plain keys must exist in every language; forms and plural variants exist
where a language needs them. Anything missing falls back to English, then to
the code with its parameters: wording never raises.
"""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from typing import Any, Callable, Final, Mapping

from .events import SUBCODES, show
from .names import BUILDINGS, COLOURS, LEADERS

LANGUAGES: Final = ("en", "de", "fi")
DEFAULT: Final = "en"
DIR = Path(__file__).resolve().parent.parent / "web" / "i18n"  # beside the package: a checkout, the page
FETCH: Callable[[str], str] | None = None  # the text of "<lang>.json" when DIR lacks it (set by the page)


def _one_other(n: int) -> str:
    return "one" if n == 1 else "other"


# The plural category of a count, per language (CLDR's cardinal rules for integers).
PLURALS: Final[Mapping[str, Callable[[int], str]]] = {"en": _one_other, "de": _one_other, "fi": _one_other}

# Kinds whose values are named by colour index, so a format spec can switch between them.
BY_COLOUR: Final[Mapping[str, tuple[str, ...]]] = {
    "colour": COLOURS,
    "tile": COLOURS,
    "leader": LEADERS,
    "building": BUILDINGS,
}
KINDS: Final = ("leader", "tile", "colour", "dynasty", "building", "monument", "word")

# What the engine's parameters hold.
PARAM_KIND: Final[Mapping[str, str]] = {
    "player": "dynasty", "attacker": "dynasty", "defender": "dynasty",
    "winner": "dynasty", "loser": "dynasty",
    "leader": "leader", "colour": "colour", "monument": "monument", "building": "building",
}

_FORMATTER = string.Formatter()


def fields(template: str) -> list[tuple[str, str]]:
    """The ``(name, format_spec)`` of each ``{field}`` in a template."""
    out = []
    for _literal, name, spec, _conv in _FORMATTER.parse(template):
        if name is not None:
            out.append((name, spec or ""))
    return out


def placeholders(template: str) -> set[str]:
    return {name for name, _ in fields(template)}


_READ: dict[str, dict[str, str]] = {}


def read(lang: str) -> dict[str, str]:
    """The raw key → text table of one language file (``{}`` if unreadable); each file is read once."""
    if lang not in _READ:
        _READ[lang] = _read(lang)
    return _READ[lang]


def _read(lang: str) -> dict[str, str]:
    try:
        try:
            with open(DIR / f"{lang}.json", encoding="utf-8") as f:
                data = json.load(f)
        except FileNotFoundError:
            if FETCH is None:
                raise
            data = json.loads(FETCH(f"{lang}.json"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def english() -> dict[str, str]:
    return read("en")


def languages() -> list[tuple[str, str]]:
    """``[(code, own name)]``, e.g. for a language switch."""
    return [(c, read(c).get("meta.language", c)) for c in LANGUAGES]


def load(lang: str | Mapping[str, Any] = DEFAULT, english_texts: Mapping[str, Any] | None = None) -> Catalog:
    """A catalogue for a language code (read from ``web/i18n``) or for a dict of texts.

    ``english_texts`` replaces the English fallback. An unknown code gives English.
    """
    base = english() if english_texts is None else {str(k): str(v) for k, v in english_texts.items()}
    if isinstance(lang, Mapping):
        texts = {str(k): str(v) for k, v in lang.items()}
        code = next((c for c in LANGUAGES if texts.get("meta.language") == read(c).get("meta.language")), "")
    else:
        code = lang if lang in LANGUAGES else DEFAULT
        texts = base if code == DEFAULT else read(code)
    return Catalog(texts, base, code)


class _Missing:
    """A parameter the template asks for but the caller did not give: shown as ``{name}``."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __format__(self, spec: str) -> str:
        return "{" + self.name + "}"


class _Value:
    """A parameter that is not a name: formatted as given, ignoring specs it does not understand."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        v = self.value
        if isinstance(v, (list, tuple)):
            v = " ".join(str(x) for x in v)
        if spec:
            try:
                return format(v, spec)
            except (ValueError, TypeError):
                pass
        return str(v)


class _Name:
    """A name parameter (``king``, ``red``…) that formats in the catalogue's language."""

    def __init__(self, catalog: Catalog, kind: str, value: str) -> None:
        self.catalog, self.kind, self.value = catalog, kind, value

    def __format__(self, spec: str) -> str:
        return self.catalog.name(self.kind, self.value, spec)

    def __str__(self) -> str:
        return self.catalog.name(self.kind, self.value)


class _Text:
    """A sub-code already worded in the catalogue's language."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __format__(self, spec: str) -> str:
        return self.text


class _Params(dict[str, object]):
    def __missing__(self, key: str) -> _Missing:
        return _Missing(key)


class Catalog:
    """The texts of one language, with English behind them."""

    def __init__(self, texts: Mapping[str, str], fallback: Mapping[str, str] | None = None, lang: str = "") -> None:
        self.texts = dict(texts)
        self.fallback = dict(fallback if fallback is not None else english())
        self.lang = lang
        self.misses: set[str] = set()  # keys asked for that this language lacks (tests assert none)

    @property
    def language(self) -> str:
        return self.texts.get("meta.language") or self.fallback.get("meta.language", "English")

    def has(self, key: str) -> bool:
        return key in self.texts

    def template(self, key: str) -> str | None:
        t = self.texts.get(key)
        return t if t is not None else self.fallback.get(key)

    def plural(self, count: int) -> str:
        """The plural category of ``count`` in this language (``one``, ``other``)."""
        return PLURALS.get(self.lang, _one_other)(count)

    def name(self, kind: str, code: object, spec: str = "") -> str:
        """The word for a code: ``name("leader", "king", "gen")`` → "des Königs" (German)."""
        value = str(code)
        form = spec
        head, _, rest = spec.partition(":")
        if head in KINDS:
            target, form = head, rest
            if target != kind and kind in BY_COLOUR and target in BY_COLOUR and value in BY_COLOUR[kind]:
                value = BY_COLOUR[target][BY_COLOUR[kind].index(value)]
                kind = target
            elif target != kind:
                form = ""  # no such switch: plain name of its own kind
        key = f"name.{kind}.{value}"
        if key not in self.texts:
            self.misses.add(key)
        for table in (self.texts, self.fallback):
            if form and f"{key}:{form}" in table:
                return table[f"{key}:{form}"]
            if key in table:
                return table[key]
        return value

    def letters(self) -> dict[str, str]:
        """The letters on the pieces by code (``letter.<code>``: leaders' badges, colours on point chips and
        monuments, buildings), for ``tigris.svg``'s ``letters``; a code without one is left out (English)."""
        out = {}
        for code in (*LEADERS, *COLOURS, *BUILDINGS):
            text = self.template(f"letter.{code}")
            if text:
                out[code] = text
        return out

    # ------------------------------------------------------------ formatting

    def _wrap(self, params: Mapping[str, Any], depth: int = 0) -> _Params:
        out = _Params()
        for k, v in params.items():
            kind = PARAM_KIND.get(k)
            if kind and isinstance(v, str) and self._known(kind, v):
                out[k] = _Name(self, kind, v)
            else:
                out[k] = _Value(v)
        for k, v in params.items():
            if v in SUBCODES.get(k, ()) and depth < 2:  # a known sub-code, not just a parameter so named
                rest = {p: x for p, x in params.items() if p != k}
                out[k] = _Text(self._format(f"{k}.{v}", rest, default=v, depth=depth + 1))
        return out

    def _known(self, kind: str, value: str) -> bool:
        key = f"name.{kind}.{value}"
        return key in self.texts or key in self.fallback

    def _format(self, key: str, params: Mapping[str, Any], default: str | None = None, depth: int = 0) -> str:
        keys = [key]
        count = params.get("count")
        if isinstance(count, int) and not isinstance(count, bool):
            keys.insert(0, f"{key}#{self.plural(count)}")
        wrapped = self._wrap(params, depth)
        if key not in self.texts:
            self.misses.add(key)
        for table in (self.texts, self.fallback):
            for k in keys:
                t = table.get(k)
                if t is None:
                    continue
                try:
                    return t.format_map(wrapped)
                except Exception:
                    continue
        return default if default is not None else show(key, params) if params else key

    def text(self, key: str, **params: Any) -> str:
        """Any text by key, with its parameters (names and sub-codes among them are worded)."""
        return self._format(key, params)

    def event(self, ev: Any) -> str:
        """A ``tigris.Event`` (or its ``to_dict()``) as a sentence in this language."""
        code, params = _code_params(ev)
        return self._format(f"event.{code}", params, default=show(code, params))

    def reason(self, err: Any) -> str:
        """An ``IllegalAction`` or ``NotationError`` (or ``{"code": …, **params}``) in this language."""
        code, params = _code_params(err)
        return self._format(f"reason.{code}", params, default=show(code, params))

    def expected(self, wait: Any) -> str:
        """What the game waits for (``Game.expected()``) in this language: "Bull to commit red tiles"."""
        code, params = _code_params(wait)
        return self._format(f"expected.{code}", params, default=show(code, params))


def _code_params(obj: Any) -> tuple[str, dict[str, Any]]:
    if isinstance(obj, Mapping):
        d = dict(obj)
        return str(d.pop("code", "")), d
    code = getattr(obj, "code", "")
    params = getattr(obj, "params", ())
    try:
        return str(code), dict(params)
    except (TypeError, ValueError):
        return str(code), {}


_CELL_FIRST = re.compile(r"[a-p](?:1[01]|[1-9])\b")


def capital(text: str) -> str:
    """A capital first letter, as a sentence starts; a cell's name stays as the board writes it ("h7", never "H7")."""
    return text if _CELL_FIRST.match(text) else text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """A worded event or refusal as a sentence: capital first letter (not a cell's: ``capital``), a full stop."""
    text = text.strip()
    return capital(text) + ("" if not text or text.endswith((".", "!", "?")) else ".")
