"""The rules tutorial, monuments, treasures, the game's end and the final scoring:
their boards and sections (the whole tutorial: ``web.tutorial.content``)."""

from __future__ import annotations

from web.tutorial.lessons import Board, Exercise, Goal, Section, Step

# ---------------------------------------------------------------------------
# 9. Monuments

MONUMENT_STEPS = Board(
    id="monument-example",
    mode="steps",
    caption="tutorial.monument-example.caption",
    diagram="""\
players: bull lion
turn: bull 1
board: blank
bull: hand r r k k g g
lion: hand r r k k g g
    a  b  c  d  e  f
 1  r  r  Lg .  .  r*
 2  r  .  .  .  .  .
 3  Bb r  Lr .  .  r*
 4  .  .  .  .  .  .
 5  .  .  .  .  .  r*
""",
    steps=(
        Step("tile red b2", "tutorial.monument-example.step1"),
        Step("monument red-blue a1", "tutorial.monument-example.step2"),
        Step("end", "tutorial.monument-example.step3"),
        Step("end", "tutorial.monument-example.step4"),
    ),
)

MONUMENT_EXERCISE = Board(
    id="monument-exercise",
    mode="exercise",
    caption="tutorial.monument-exercise.caption",
    diagram="""\
players: archer bull
turn: archer 2
board: blank
monuments: red-blue a1
archer: hand r b b k g g
bull:   hand b b k k g g
    a  b  c  d  e  f
 1  R  R  r  .  .  r*
 2  R  R  Br .  .  .
 3  r  .  .  .  .  r*
 4  .  .  .  .  .  .
 5  .  .  .  .  .  r*
""",
    exercise=Exercise(
        prompt="tutorial.monument-exercise.prompt",
        goal=Goal("event", code="points", params={"player": "archer", "colour": "blue"}),
        answer="leader farmer d1",
        replies=("commit 0",),
        success="tutorial.monument-exercise.success",
        hint="tutorial.monument-exercise.hint",
    ),
)

# ---------------------------------------------------------------------------
# 10. Treasures

TREASURE_STEPS = Board(
    id="treasure-example",
    mode="steps",
    caption="tutorial.treasure-example.caption",
    diagram="""\
players: bull lion
turn: lion 1
board: standard
bull: hand r r k k g g
lion: hand r b k k g g
    a  b  c  d  e  f
 2  Lg r* .  .  ~  .
 3  .  r  Bb ~  b  r*
""",
    steps=(
        Step("tile blue d3", "tutorial.treasure-example.step1"),
    ),
)

TREASURE_EXERCISE = Board(
    id="treasure-exercise",
    mode="exercise",
    caption="tutorial.treasure-exercise.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
special: a1
archer: hand r b k k g g
bull:   hand r b k k g g
    a  b  c  d  e  f  g
 1  r* k  r* k  .  .  .
 2  .  .  .  .  .  .  .
 3  .  .  .  Ag r* .  r*
 4  .  .  .  .  .  .  .
""",
    exercise=Exercise(
        prompt="tutorial.treasure-exercise.prompt",
        goal=Goal("event", code="treasure_taken", params={"player": "archer", "count": 2}),
        answer="tile black d2",
        replies=("treasure",),
        success="tutorial.treasure-exercise.success",
        hint="tutorial.treasure-exercise.hint",
    ),
)

# ---------------------------------------------------------------------------
# 11. Game end and final scoring

END_STEPS = Board(
    id="end-steps",
    mode="steps",
    caption="tutorial.end-steps.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
special: a1
archer: hand r b k k g g  points 3 2 4 3
bull:   hand r b k k g g  points 4 3 2 2  treasures 1
    a  b  c  d  e
 1  r* k  r* .  .
 2  .  .  .  .  .
 3  .  .  .  .  r*
""",
    steps=(
        Step("leader trader a2", "tutorial.end-steps.step1"),
        Step("tile green d1", "tutorial.end-steps.step2"),
    ),
)

SCORING_STEPS = Board(
    id="final-scoring",
    mode="steps",
    caption="tutorial.final-scoring.caption",
    diagram="""\
players: archer bull pot lion
turn: lion 2
board: blank
archer: hand r r b k g g  points 6 12 22 13  treasures 3
bull:   hand r r b k g g  points 10 11 10 15  treasures 0
pot:    hand r r b k g g  points 12 8 13 11  treasures 3
lion:   hand r r b k g g  points 10 7 12 14  treasures 3
    a  b  c
 1  r* .  r*
""",
    steps=(
        Step("end", "tutorial.final-scoring.step1"),
    ),
)

# The standings the text describes (checked against game.result()).
FINAL_STANDINGS = (
    ("pot", (11, 11, 12, 13)),
    ("lion", (10, 10, 12, 14)),
    ("bull", (10, 10, 11, 15)),
    ("archer", (9, 12, 13, 22)),
)


# ---------------------------------------------------------------------------
# The sections of this part, in reading order

SECTIONS: tuple[Section, ...] = (
    Section(
        id="monuments",
        title="tutorial.monuments.title",
        paragraphs=(
            "tutorial.monuments.p1",
            "tutorial.monuments.p2",
            "tutorial.monuments.p3",
        ),
        boards=(MONUMENT_STEPS, MONUMENT_EXERCISE),
    ),
    Section(
        id="treasures",
        title="tutorial.treasures.title",
        paragraphs=(
            "tutorial.treasures.p1",
            "tutorial.treasures.p2",
            "tutorial.treasures.p3",
        ),
        boards=(TREASURE_STEPS, TREASURE_EXERCISE),
    ),
    Section(
        id="game-end",
        title="tutorial.game-end.title",
        paragraphs=(
            "tutorial.game-end.p1",
            "tutorial.game-end.p2",
            "tutorial.game-end.p3",
        ),
        boards=(END_STEPS, SCORING_STEPS),
    ),
)
