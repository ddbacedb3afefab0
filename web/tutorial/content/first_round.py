"""The rules tutorial, the first round, played through:
their boards and sections (the whole tutorial: ``web.tutorial.content``)."""

from __future__ import annotations

from web.tutorial.lessons import Board, Section, Step
from web.tutorial.content.basics import STANDARD_ROWS

# ---------------------------------------------------------------------------
# 12. The first round

FIRST_ROUND_STEPS = Board(
    id="first-round",
    mode="steps",
    caption="tutorial.first-round.caption",
    diagram="""\
players: archer bull pot lion
turn: archer 1
board: standard
archer: hand r r b k g g
bull:   hand b b r k g g
pot:    hand r r b k g g
lion:   hand r r r r k g
""" + STANDARD_ROWS,
    steps=(
        Step("leader king g3", "tutorial.first-round.step1"),
        Step("leader priest i6", "tutorial.first-round.step2"),
        Step("leader farmer f2", "tutorial.first-round.step3"),
        Step("tile blue e2", "tutorial.first-round.step4"),
        Step("leader king m5", "tutorial.first-round.step5"),
        Step("tile red m4", "tutorial.first-round.step6"),
        Step("leader priest h7", "tutorial.first-round.step7"),
        Step("commit 3", "tutorial.first-round.step8"),
        Step("commit 0", "tutorial.first-round.step9"),
        Step("tile red h8", "tutorial.first-round.step10"),
    ),
)

FIRST_ROUND_PLAY = Board(
    id="first-round-play",
    mode="play",
    caption="tutorial.first-round-play.caption",
    diagram="""\
players: archer bull pot lion
turn: archer 1
board: standard
archer: hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b k g g g  points 0 1 0 0  treasures 0  catastrophes 2
pot:    hand r b b k g g  points 1 0 0 0  treasures 0  catastrophes 2
lion:   hand r b k g g g  points 2 0 0 0  treasures 0  catastrophes 2
bag: 113
    a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
 1  .  .  .  .  ~  ~  ~  ~  ~  .  r* .  ~  .  .  .
 2  .  r* .  .  b  Bb .  .  .  .  .  .  ~  .  .  r*
 3  .  .  .  ~  ~  r* Ak .  .  .  .  .  ~  ~  .  .
 4  ~  ~  ~  ~  .  .  .  .  .  .  .  .  r  ~  ~  ~
 5  .  .  .  .  .  .  .  .  .  .  .  .  Pk r* ~  ~
 6  .  .  .  .  .  .  .  .  .  .  .  .  .  .  ~  .
 7  ~  ~  ~  ~  .  .  .  Lr r* .  .  .  ~  ~  ~  .
 8  .  r* .  ~  ~  ~  ~  r  .  .  .  .  ~  .  .  .
 9  .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  r* .
10  .  .  .  .  .  r* .  .  .  .  .  .  .  .  .  .
11  .  .  .  .  .  .  .  .  .  .  r* .  .  .  .  .
""",
)


# ---------------------------------------------------------------------------
# The sections of this part, in reading order

SECTIONS: tuple[Section, ...] = (
    Section(
        id="first-round",
        title="tutorial.first-round.title",
        paragraphs=(
            "tutorial.first-round.p1",
            "tutorial.first-round.p2",
        ),
        boards=(FIRST_ROUND_STEPS, FIRST_ROUND_PLAY),
    ),
)
