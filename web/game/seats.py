"""Who sits at the table: a seat per dynasty, a person or the computer (at a level), and a name.

A seat left at its dynasty's name is saved as the English title ("Archer") and
shown in the page's language. A name of the player's own follows one rule
wherever it comes in (``seat_name``: the engine's ``clean_name``), so that
whatever the page keeps it can also share. Plain Python, no ``js``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from tigris.names import DYNASTIES
from tigris.player_name import clean_name
from web.core import i18n
from web.core.i18n import t

PERSON, COMPUTER = "person", "computer"
LEVELS = ("random", "easy", "medium", "hard")  # random: any legal action; the others: tigris.ai


@dataclass
class Seat:
    dynasty: str
    name: str
    kind: str = PERSON
    level: str | None = None  # a computer's level; None: the session's

    def to_dict(self) -> dict[str, str]:
        d = {"dynasty": self.dynasty, "name": self.name, "kind": self.kind}
        if self.level:
            d["level"] = self.level
        return d

    @classmethod
    def from_dict(cls, d: Any) -> "Seat":
        if not isinstance(d, dict) or d.get("dynasty") not in DYNASTIES:
            raise ValueError(t("ui.error.seat_dynasty"))
        kind = d.get("kind", PERSON)
        if kind not in (PERSON, COMPUTER):
            raise ValueError(t("ui.error.seat_kind", kind=repr(kind)))
        level = d.get("level") if d.get("level") in LEVELS else None
        return cls(d["dynasty"], seat_name(d["dynasty"], d.get("name")), kind, level)


def seat_name(dynasty: str, text: object) -> str:
    """A seat's name as the page keeps it, from whatever came in (the form, a save, a file, a link).

    ``tigris.player_name.clean_name``'s rule (no control characters, NFC, at
    most 24 characters); nothing left, or the dynasty's own name in one of the
    page's languages: the English title, shown in the page's language.
    """
    name = clean_name(text)
    return dynasty.title() if not name or is_default_name(dynasty, name) else name


def default_seats(players: Iterable[str]) -> list[Seat]:
    return [Seat(p, p.title(), PERSON) for p in players]


def dynasty_name(dynasty: str) -> str:
    """A dynasty's name in the page's language, as a seat shows it ("Archer", "Bogenschütze", "Jousimies")."""
    word = i18n.current().name("dynasty", dynasty)
    return word[:1].upper() + word[1:]


def display_name(dynasty: str, seat_name: str) -> str:
    """A seat's name as shown: a name of the player's own, else the dynasty's in the current language.

    A seat left at its default is saved as the English title ("Archer"), so it
    follows the language the page speaks.
    """
    return dynasty_name(dynasty) if seat_name == dynasty.title() else seat_name


_DEFAULT_NAMES: dict[str, set[str]] = {}


def is_default_name(dynasty: str, name: str) -> bool:
    """``name`` is the dynasty's own name in one of the page's languages (the form's prefilled value)."""
    if dynasty not in _DEFAULT_NAMES:
        names = {dynasty.title()}
        for lang in i18n.LANGUAGES:
            word = i18n.headline(lang).get(f"name.dynasty.{dynasty}") or i18n.load(lang).name("dynasty", dynasty)
            names.add(word[:1].upper() + word[1:])
        _DEFAULT_NAMES[dynasty] = names
    return name in _DEFAULT_NAMES[dynasty]
