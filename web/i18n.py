"""Translations: the page's words, the engine's events and refusals, in English, German and Finnish.

Pure Python (no browser imports), so it runs and is tested in CPython.

The texts live in ``web/i18n/<lang>.json``, one flat object per language:

* ``event.<code>`` / ``reason.<code>``: the sentences of ``tigris.events``
  (same codes, same ``{named}`` parameters; English equals the engine's own).
* ``name.<kind>.<value>``: the words for the values the engine puts in
  parameters (``name.leader.king``, ``name.colour.red``, ``name.dynasty.archer``,
  ``name.building.palace``, ``name.monument.red-blue``), plus ``name.tile.<colour>``
  and ``name.word.<word>`` for the page.
* ``phrase.<id>``: the engine's free-text parameters (``why``, ``what``,
  ``expected``, notation errors), matched by their English text.
* ``meta.language``: the language's own name, for the switch.

Two extras let a language bend words without changing the parameters:

* A format spec picks a grammatical form or another kind of name:
  ``{leader:gen}`` → ``name.leader.king:gen`` ("des Königs"), ``{colour:tile}``
  → ``name.tile.red`` ("Tempel"), ``{colour:tile:gen}`` → ``name.tile.red:gen``.
  A missing form falls back to the plain name.
* ``<key>#one`` is used instead of ``<key>`` when the ``count`` parameter is 1.

Only the plain keys must exist in every language (see ``tests/test_i18n.py``);
forms and ``#one`` variants exist where a language needs them. Anything
missing falls back to English, then to the raw value: translating never raises.

The page::

    lang = i18n.pick_language(list(js.navigator.languages))
    cat = i18n.load(lang)                      # reads web/i18n/<lang>.json
    cat = i18n.load(json.loads(text))          # or a dict the page fetched
    cat.event(ev); cat.reason(err); cat.text("name.word.bag")
"""

from __future__ import annotations

import json
import re
import string
import sys
from pathlib import Path
from typing import Any, Iterable, Mapping

LANGUAGES = ("en", "de", "fi")
DEFAULT = "en"
DIR = Path(__file__).resolve().parent / "i18n"

COLOURS = ("red", "blue", "black", "green")
# Kinds whose values are named by colour index, so a format spec can switch between them.
BY_COLOUR: dict[str, tuple[str, ...]] = {
    "colour": COLOURS,
    "tile": COLOURS,
    "leader": ("priest", "farmer", "king", "trader"),
    "building": ("library", "granary", "palace", "market-hall"),
}
KINDS = ("leader", "tile", "colour", "dynasty", "building", "monument", "word")

# What the engine's parameters hold.
PARAM_KIND: dict[str, str] = {
    "player": "dynasty", "attacker": "dynasty", "defender": "dynasty",
    "winner": "dynasty", "loser": "dynasty",
    "leader": "leader", "colour": "colour", "monument": "monument", "building": "building",
}
FREE_TEXT = ("why", "what", "expected", "detail")  # English sentences, matched against phrase.*

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


def pick_language(accept_languages: Iterable[str] | None) -> str:
    """The first supported language in the browser's list (``navigator.languages``), else English."""
    for tag in accept_languages or ():
        if not isinstance(tag, str):
            continue
        primary = re.split(r"[-_]", tag.strip().lower(), maxsplit=1)[0]
        if primary in LANGUAGES:
            return primary
    return DEFAULT


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
            data = json.loads(_fetch(f"web/i18n/{lang}.json"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _fetch(url: str) -> str:
    """A catalogue the page did not unpack (only English is in its archive): fetched from the site when
    first spoken, synchronously (the service worker answers from its cache, offline too)."""
    if sys.platform != "emscripten":
        raise FileNotFoundError(url)
    from js import XMLHttpRequest  # the browser's: only reached in the page

    req = XMLHttpRequest.new()
    req.open("GET", url, False)
    req.send()
    if req.status != 200:
        raise FileNotFoundError(url)
    return str(req.responseText)


def _engine_english() -> dict[str, str]:
    """The engine's own sentences: the last fallback when en.json cannot be read."""
    try:
        from tigris.events import EVENT_TEXT, REASON_TEXT
    except Exception:  # pragma: no cover - the page always has tigris
        return {}
    return {f"event.{k}": v for k, v in EVENT_TEXT.items()} | {f"reason.{k}": v for k, v in REASON_TEXT.items()}


_ENGLISH: dict[str, str] | None = None


def english() -> dict[str, str]:
    global _ENGLISH
    if _ENGLISH is None:
        _ENGLISH = _engine_english() | read("en")
    return _ENGLISH


def load(lang: str | Mapping[str, Any] = DEFAULT, english_texts: Mapping[str, Any] | None = None) -> "Catalog":
    """A catalog for a language code (read from ``web/i18n``) or for a dict of texts.

    ``english_texts`` replaces the English fallback (e.g. when the page fetched
    ``en.json`` itself); by default it is read from ``web/i18n/en.json``.
    An unknown code gives English.
    """
    base = dict(english()) if english_texts is None else _engine_english() | {
        str(k): str(v) for k, v in english_texts.items()}
    if isinstance(lang, Mapping):
        texts = {str(k): str(v) for k, v in lang.items()}
        code = ""
    else:
        code = lang if lang in LANGUAGES else DEFAULT
        texts = base if code == "en" else read(code)
    if not code:
        code = next((c for c in LANGUAGES if texts.get("meta.language") == read(c).get("meta.language")), "")
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
    """A name parameter (``king``, ``red``…) that formats in the catalog's language."""

    def __init__(self, catalog: "Catalog", kind: str, value: str) -> None:
        self.catalog, self.kind, self.value = catalog, kind, value

    def __format__(self, spec: str) -> str:
        return self.catalog.name(self.kind, self.value, spec)

    def __str__(self) -> str:
        return self.catalog.name(self.kind, self.value)


class _Text:
    """A translated free-text parameter (already a string in the catalog's language)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __format__(self, spec: str) -> str:
        return self.text


class _Params(dict):
    def __missing__(self, key: str) -> _Missing:
        return _Missing(key)


class Catalog:
    """The texts of one language, with English behind them."""

    def __init__(self, texts: Mapping[str, str], fallback: Mapping[str, str] | None = None, lang: str = "") -> None:
        self.texts = dict(texts)
        self.fallback = dict(fallback if fallback is not None else english())
        self.lang = lang
        self._phrases: list[tuple[str, re.Pattern[str], list[str]]] | None = None
        self.misses: set[str] = set()  # keys asked for that this language lacks (tests assert none)

    # ------------------------------------------------------------ lookups

    @property
    def language(self) -> str:
        return self.texts.get("meta.language") or self.fallback.get("meta.language", "English")

    def has(self, key: str) -> bool:
        return key in self.texts

    def template(self, key: str) -> str | None:
        t = self.texts.get(key)
        return t if t is not None else self.fallback.get(key)

    def name(self, kind: str, value: Any, spec: str = "") -> str:
        """The word for a value: ``name("leader", "king", "gen")`` → "des Königs" (German)."""
        value = str(value)
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

    # ------------------------------------------------------------ formatting

    def _wrap(self, params: Mapping[str, Any]) -> _Params:
        out = _Params()
        for k, v in params.items():
            kind = PARAM_KIND.get(k)
            if kind and isinstance(v, str) and self._known(kind, v):
                out[k] = _Name(self, kind, v)
            elif k in FREE_TEXT and isinstance(v, str):
                out[k] = _Text(self.free_text(v))
            else:
                out[k] = _Value(v)
        return out

    def _known(self, kind: str, value: str) -> bool:
        key = f"name.{kind}.{value}"
        return key in self.texts or key in self.fallback

    def _format(self, key: str, params: Mapping[str, Any], default: str | None = None) -> str:
        keys = [key]
        if params.get("count") == 1:
            keys.insert(0, key + "#one")
        wrapped = self._wrap(params)
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
        return default if default is not None else key

    def text(self, key: str, **params: Any) -> str:
        """Any text by key, with its parameters (names among them are translated)."""
        return self._format(key, params)

    def event(self, ev: Any) -> str:
        """A ``tigris.Event`` (or its ``to_dict()``) as a sentence in this language."""
        code, params = _code_params(ev)
        return self._format(f"event.{code}", params, default=_plain(ev))

    def reason(self, err: Any) -> str:
        """An ``IllegalAction`` (or ``{"code": …, **params}``) as a sentence in this language."""
        code, params = _code_params(err)
        return self._format(f"reason.{code}", params, default=_plain(err))

    # ------------------------------------------------------------ free text

    def _phrase_patterns(self) -> list[tuple[str, re.Pattern[str], list[str]]]:
        if self._phrases is None:
            pats = []
            for key, t in self.fallback.items():
                if key.startswith("phrase."):
                    pats.append((key, _pattern(t), [n for n, _ in fields(t)]))
            # Literal phrases first, then the ones with fewer fields: the most specific wins.
            pats.sort(key=lambda p: (len(p[2]), -len(p[1].pattern)))
            self._phrases = pats
        return self._phrases

    def free_text(self, english_text: str, depth: int = 0) -> str:
        """One of the engine's English free-text values, in this language if it is a known phrase."""
        if depth > 4:
            return english_text
        for key, pattern, _names in self._phrase_patterns():
            m = pattern.fullmatch(english_text)
            if not m:
                continue
            params: dict[str, Any] = {}
            for k, v in m.groupdict().items():
                params[k] = self.free_text(v, depth + 1) if k in FREE_TEXT else v
            wrapped = self._wrap({k: v for k, v in params.items() if k not in FREE_TEXT})
            for k in FREE_TEXT:
                if k in params:
                    wrapped[k] = _Text(params[k])
            t = self.texts.get(key)
            if t is None:
                self.misses.add(key)
            for tmpl in (t, self.fallback.get(key)):
                if tmpl is None:
                    continue
                try:
                    return tmpl.format_map(wrapped)
                except Exception:
                    continue
        return english_text


def _pattern(template: str) -> re.Pattern[str]:
    parts = []
    seen: set[str] = set()
    for literal, name, _spec, _conv in _FORMATTER.parse(template):
        parts.append(re.escape(literal))
        if name is None:
            continue
        if name in seen:
            parts.append(f"(?P={name})")
        else:
            seen.add(name)
            parts.append(f"(?P<{name}>.+?)")
    return re.compile("".join(parts), re.DOTALL)


def _code_params(obj: Any) -> tuple[str, dict[str, Any]]:
    if isinstance(obj, Mapping):
        d = dict(obj)
        return str(d.pop("code", "")), d
    code = getattr(obj, "code", "")
    params = getattr(obj, "params", ())
    if isinstance(params, Mapping):
        return str(code), dict(params)
    try:
        return str(code), dict(params)
    except (TypeError, ValueError):
        return str(code), {}


def _plain(obj: Any) -> str:
    """The last resort for an unknown code: the engine's own English, else the code."""
    code = _code_params(obj)[0]
    if isinstance(obj, Mapping):
        return code
    try:
        return str(obj)
    except Exception:
        return code


def languages() -> list[tuple[str, str]]:
    """``[(code, own name)]`` for the language switch."""
    return [(c, headline(c).get("meta.language", c)) for c in LANGUAGES]


def headline(lang: str) -> dict[str, str]:
    """The few texts of a language the page needs before it speaks it: its own name (``meta.language``)
    and the dynasties' names (``name.dynasty.*``, to recognise a prefilled player's name).

    The page's archive carries only English and ``headlines.json`` (these texts of every language,
    written by build.py), so the other catalogues are fetched only when spoken.
    """
    global _HEADLINES
    if _HEADLINES is None:
        try:
            with open(DIR / "headlines.json", encoding="utf-8") as f:
                _HEADLINES = {str(k): dict(v) for k, v in json.load(f).items()}
        except (OSError, ValueError, TypeError, AttributeError):
            _HEADLINES = {}
    if lang in _HEADLINES:
        return _HEADLINES[lang]
    return {k: v for k, v in read(lang).items() if k == "meta.language" or k.startswith("name.dynasty.")}


_HEADLINES: dict[str, dict[str, str]] | None = None


# ---------------------------------------------------------------- the page's current language

_CURRENT: Catalog | None = None


def use(lang: str | Catalog) -> Catalog:
    """Make ``lang`` the language every ``t()`` call speaks (the page calls this once, and on a switch)."""
    global _CURRENT
    _CURRENT = lang if isinstance(lang, Catalog) else load(lang)
    return _CURRENT


def current() -> Catalog:
    """The catalog in use (English until ``use`` is called)."""
    return _CURRENT if _CURRENT is not None else use(DEFAULT)


def t(key: str, **params: Any) -> str:
    """A text of the current language: ``t("ui.end_turn")``, ``t("ui.points", count=3)``."""
    return current().text(key, **params)
