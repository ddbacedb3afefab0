"""The new-game form read into a session: seats, rules options, speed, level.

Plain Python, no ``js``: tested in CPython (tests/web/test_web_session.py).
"""

from __future__ import annotations

from typing import Any

import tigris
from tigris.names import DYNASTIES
from tigris.options import CHOICES, Options
from web.core.i18n import t
from web.game.seats import COMPUTER, LEVELS, PERSON, Seat, dynasty_name, seat_name
from web.game.session import Session


def new_session(form: dict[str, Any], seed: int, game_id: str | None = None) -> Session:
    """A new game from the new-game form's values; ValueError with a plain message when wrong.

    ``form``: ``play_<dynasty>`` (bool), ``name_<dynasty>``, ``kind_<dynasty>``
    (person/computer), ``level_<dynasty>`` (a computer's level; ``level`` for all
    without one), one entry per rule option (its value as text), ``speed``.
    """
    seats = []
    for d in DYNASTIES:
        if form.get(f"play_{d}") in (True, "true", "on", "1", 1):
            kind = form.get(f"kind_{d}", PERSON)
            if kind not in (PERSON, COMPUTER):
                raise ValueError(t("ui.error.kind", name=dynasty_name(d)))
            name = seat_name(d, form.get(f"name_{d}"))  # the dynasty's own: shown in the page's language
            seat_level = form.get(f"level_{d}") or None
            if seat_level is not None and seat_level not in LEVELS:
                raise ValueError(t("ui.error.seat_level", name=dynasty_name(d), level=seat_level))
            seats.append(Seat(d, name, kind, seat_level if kind == COMPUTER else None))
    if not 2 <= len(seats) <= 4:
        raise ValueError(t("ui.error.players"))
    options: dict[str, Any] = {}
    for key, values in CHOICES.items():
        if key in form:
            raw = form[key]
            match = [v for v in values if str(v).lower() == str(raw).lower()]
            if not match:
                raise ValueError(t("ui.error.option", option=t(f"option.{key}"), value=repr(raw)))
            options[key] = match[0]
    Options.of(options)
    game = tigris.Game.new([s.dynasty for s in seats], seed=seed, options=options)
    speed = str(form.get("speed", "normal"))
    level = str(form.get("level", "medium"))
    if level not in LEVELS:
        raise ValueError(t("ui.error.level", level=level))
    return Session(game, seats, game_id=game_id, ai_seed=seed, speed=speed, level=level)

