"""HTML built safely: text is escaped unless it is ``Markup``.

Every page's markup is made here (``h("p", {"class": "msg"}, text)``), so a
player's name, an author's prompt or a URL parameter can never become
markup: a plain ``str`` child or attribute value is always escaped, and only
a ``Markup`` (made by ``h``, ``join``, ``catalogue`` or explicitly ``trusted``)
passes through as it is. ``trusted(...)`` is the one way to vouch for markup
made elsewhere (the engine's SVG from ``tigris.svg``, the catalogue's own
simple HTML); grep for it to review what is trusted. Plain Python, no ``js``.
"""

from __future__ import annotations

import html as _html
import re
from typing import Any, Iterable, Mapping

__all__ = ["Markup", "escape", "h", "join", "trusted", "catalogue", "Child"]


class Markup(str):
    """A str that is markup already: put into a page as it is, never escaped again."""

    __slots__ = ()

    def __add__(self, other: object) -> "Markup":
        return Markup(str.__add__(self, escape(other)))

    def __radd__(self, other: object) -> "Markup":
        return Markup(str.__add__(escape(other), self))

    def __repr__(self) -> str:
        return f"Markup({str.__repr__(self)})"


Child = Any  # str (escaped), Markup (as it is), a number, None (nothing), or an iterable of these

_NAME = re.compile(r"^[a-zA-Z][a-zA-Z0-9-]*$")
_ATTR = re.compile(r"^[a-zA-Z_:][-a-zA-Z0-9_:.]*$")
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
                  "wbr"})


def escape(value: object) -> Markup:
    """``value`` as text in HTML (``&<>"'`` escaped); a ``Markup`` is returned as it is."""
    if isinstance(value, Markup):
        return value
    return Markup(_html.escape(str(value), quote=True))


def trusted(markup: str) -> Markup:
    """Vouch for markup made elsewhere (engine SVG, the catalogue's HTML): it goes in unescaped."""
    return Markup(markup)


def _children(children: Iterable[Child]) -> Iterable[str]:
    for c in children:
        if c is None or c is False or c is True:
            continue
        if isinstance(c, (str, int, float)):
            yield escape(c)
        else:
            yield from _children(c)


def join(parts: Iterable[Child], sep: Child = "") -> Markup:
    """The parts one after another (each escaped unless markup), ``sep`` between them."""
    return Markup(escape(sep).join(_children(parts)))


URL_ATTRS = frozenset({"href", "src", "action", "formaction", "xlink:href"})
_SCRIPT_URL = re.compile(r"^[\x00-\x20]*(javascript|vbscript|data):", re.I)


def _attrs(attrs: Mapping[str, Any]) -> str:
    out = []
    for name, value in attrs.items():
        if not _ATTR.match(name) or name.lower().startswith("on"):
            raise ValueError(f"not an attribute this page writes: {name!r}")  # event handlers break the CSP
        if value is None or value is False:
            continue
        if name.lower() in URL_ATTRS and _SCRIPT_URL.match(str(value).replace("\t", "").replace("\n", "")):
            raise ValueError(f"not a link this page writes: {value!r}")
        if value is True:
            out.append(f" {name}")
        else:
            out.append(f' {name}="{escape(value)}"')
    return "".join(out)


def h(tag: str, attrs: Mapping[str, Any] | Child = None, *children: Child) -> Markup:
    """One element: ``h("a", {"href": url}, "text", h("b", None, "bold"))``.

    ``attrs`` values are escaped; ``True`` writes a bare attribute, ``None``
    or ``False`` leaves it out. ``attrs`` may be left out when the first
    child is not a dict. Children are escaped unless they are ``Markup``.
    """
    if not _NAME.match(tag):
        raise ValueError(f"not a tag name: {tag!r}")
    if attrs is not None and not isinstance(attrs, Mapping):
        children = (attrs, *children)
        attrs = None
    start = f"<{tag}{_attrs(attrs or {})}>"
    if tag in VOID:
        if any(c is not None for c in children):
            raise ValueError(f"<{tag}> has no content")
        return Markup(start)
    return Markup(f"{start}{join(children)}</{tag}>")


def catalogue(key: str, **params: Any) -> Markup:
    """A catalogue text that carries simple HTML of its own (``<b>``, ``<em>``, ``<code>``),
    its parameters escaped before they are put in (numbers go in as they are)."""
    from web.core import i18n

    safe = {k: v if isinstance(v, (int, float)) and not isinstance(v, bool) else escape(v)
            for k, v in params.items()}
    return trusted(i18n.t(key, **safe))
