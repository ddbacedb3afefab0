"""The rules tutorial (tutorial.html) as data: sections of text, each with live boards, one module per part
(``basics``, ``placing``, ``conflicts``, ``scoring``, ``first_round``); ``SECTIONS`` in reading order.

Plain Python, no ``js``. The data model (``Section``, ``Board``, ``Step``,
``Exercise``, ``Goal``) and the checking logic are in ``web/tutorial/lessons.py``;
every position here is checked by ``tests/web/test_tutorial.py`` (it parses,
every step is legal, the outcomes the text describes are what the engine
does, every exercise accepts its answer and refuses wrong ones).

The words are not here: every title, paragraph, caption, step note and
exercise text is a key (``tutorial.<section or board id>.<part>``) of
``web/i18n/{en,de,fi}.json``, said in the reader's language by
``web.tutorial.lessons.say``. The German and Finnish texts use their rulebooks' words
and their first-round players (Heiko, Jasmin, Roland, Burcu; Andreas,
Barbara, Dieter, Karen).

Positions use the diagram notation of ``docs/notation.md``. Most are small
``blank`` boards (all land; rivers only where drawn) that show one rule at a
time. A position that plays past the end of a turn keeps at least three
treasures on the board, or the game would end there (SPEC §14.1).
"""

from __future__ import annotations

from web.tutorial.content import basics, conflicts, first_round, placing, scoring
from web.tutorial.content.scoring import FINAL_STANDINGS  # noqa: F401 - the tests' final ranking
from web.tutorial.lessons import Section

SECTIONS: tuple[Section, ...] = (basics.SECTIONS + placing.SECTIONS + conflicts.SECTIONS + scoring.SECTIONS
                                 + first_round.SECTIONS)
