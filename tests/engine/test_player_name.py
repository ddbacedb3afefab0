"""A player's own name: one rule wherever a name comes in, so that what one device keeps every other reads alike.

The rule is ``tigris.player_name.clean_name``: the page applies it to the
new-game form, a save, a file and a link, and the link applies it again on
writing and on reading.
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings, strategies as st

from tigris.player_name import MAX_NAME, clean_name

# Any string Python can hold: lone surrogates (JSON's "\ud800") and control characters included.
any_text = st.text(st.characters(exclude_categories=()), max_size=60)


@pytest.mark.parametrize("typed, kept", [
    ("Ann\tLee", "Ann Lee"),  # a tab typed or pasted into the form
    ("Ann\nLee\r\n", "Ann Lee"),
    ("  Ann   Lee  ", "Ann Lee"),
    ("Ann\x00\x07\x1b[31mLee", "Ann [31mLee"),  # no control character survives, not even an escape
    ("Ann\u2028Lee\u2029", "Ann Lee"),  # line and paragraph separators
    ("\x85Bo\x9f", "Bo"),  # C1 controls
    ("\ud800", "\ufffd"),  # a lone surrogate: not text, shown as the replacement character
    ("Ann\udfff\ud83dLee", "Ann\ufffd\ufffdLee"),
    ("e\u0301mile", "\u00e9mile"),  # one spelling for one name (NFC)
    ("Äiti 👑", "Äiti 👑"),
    ("\u200d👩‍👩‍👧", "\u200d👩‍👩‍👧"),  # joiners stay: emoji and scripts need them
    ("\t \n", ""),  # nothing left: the seat goes by its dynasty's name
    ("x" * 30, "x" * MAX_NAME),
    ("x" * 23 + " y", "x" * 23),  # cut, and no space left at the end
])
def test_a_name_is_kept_as_the_rule_makes_it(typed: str, kept: str) -> None:
    assert clean_name(typed) == kept


@pytest.mark.parametrize("value", [None, 42, ["Ann"], b"Ann"])
def test_what_is_not_text_is_no_name(value: object) -> None:
    assert clean_name(value) == ""


@settings(max_examples=500, deadline=None)
@given(any_text)
def test_any_name_becomes_one_that_every_device_keeps_as_it_is(text: str) -> None:
    name = clean_name(text)
    assert clean_name(name) == name  # reading it back changes nothing
    assert len(name) <= MAX_NAME
    assert name.encode("utf-8").decode("utf-8") == name  # it travels in a link and in JSON
    assert name == name.strip() and "  " not in name
    assert not any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in name)
    assert unicodedata.is_normalized("NFC", name)
