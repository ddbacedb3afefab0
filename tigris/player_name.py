"""A player's own name: one rule wherever a name comes in (a form, a save, a file, a link).

A name is shown on every device that opens the game, so what one device
stores must be what a link can carry and every other device reads back the
same. ``clean_name`` is that rule, applied when a name is written and again
when it is read: Unicode NFC; control characters, line and paragraph
separators and runs of white space become one space; a lone surrogate (valid
in JSON as ``"\\ud800"``, not text) becomes U+FFFD; the ends are trimmed and
the name cut to ``MAX_NAME`` characters. The result is valid UTF-8 and
``clean_name`` of it is itself.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 24  # characters (code points); the page's name field allows 24 UTF-16 units, never more


def _char(c: str) -> str:
    if "\ud800" <= c <= "\udfff":
        return "\ufffd"
    category = unicodedata.category(c)
    return " " if category in ("Cc", "Zl", "Zp") else c


def clean_name(text: object) -> str:
    """The name as every device keeps and shows it ("" when nothing is left: the dynasty's name is used)."""
    if not isinstance(text, str):
        return ""
    # Surrogates first: normalize() refuses none, but a pair split by a cut would be one again.
    name = "".join(_char(c) for c in text) if not text.isprintable() else text
    name = unicodedata.normalize("NFC", name)
    name = " ".join(name.split())
    while True:  # a cut can leave a space at the end, and a character normalisation composes anew
        cut = unicodedata.normalize("NFC", name[:MAX_NAME].rstrip())
        if cut == name:
            return name
        name = cut
