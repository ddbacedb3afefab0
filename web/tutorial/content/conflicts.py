"""The rules tutorial, revolts and wars:
their boards and sections (the whole tutorial: ``web.tutorial.content``)."""

from __future__ import annotations

from web.tutorial.lessons import Board, Exercise, Goal, Section, Step

# ---------------------------------------------------------------------------
# 7. Revolts

REVOLT_STEPS = Board(
    id="revolt-example",
    mode="steps",
    caption="tutorial.revolt-example.caption",
    diagram="""\
players: bull pot
turn: pot 1
board: blank
bull: hand r r r k g g
pot:  hand r r k k g g
    a  b  c  d  e
 1  .  r  .  r  .
 2  r  Br g  .  r
 3  .  .  .  r  .
""",
    steps=(
        Step("leader priest d2", "tutorial.revolt-example.step1"),
        Step("commit 2", "tutorial.revolt-example.step2"),
        Step("commit 3", "tutorial.revolt-example.step3"),
    ),
)

REVOLT_EXERCISE = Board(
    id="revolt-exercise",
    mode="exercise",
    caption="tutorial.revolt-exercise.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand b b k k g g
bull:   hand b b k k g g
    a  b  c  d  e  f  g
 1  .  .  .  .  .  .  .
 2  .  .  r  .  r  .  .
 3  .  r  Br k  .  r  .
 4  .  .  .  k  r  .  .
 5  .  .  .  .  .  .  .
""",
    exercise=Exercise(
        prompt="tutorial.revolt-exercise.prompt",
        goal=Goal("event", code="conflict_won", params={"winner": "archer"}),
        answer="leader priest e3",
        replies=("commit 0",),
        success="tutorial.revolt-exercise.success",
        hint="tutorial.revolt-exercise.hint",
    ),
)

# ---------------------------------------------------------------------------
# 8. Wars

WAR_STEPS = Board(
    id="war-example",
    mode="steps",
    caption="tutorial.war-example.caption",
    diagram="""\
players: pot lion
turn: lion 1
board: blank
pot:  hand g r r k k b
lion: hand g g g g r k
    a  b  c  d  e  f  g  h
 1  r  Lk g  .  g  Pg r  Pk
 2  r  Lg .  .  .  g  .  .
""",
    steps=(
        Step("tile red d1", "tutorial.war-example.step1"),
        Step("war green", "tutorial.war-example.step2"),
        Step("commit 4", "tutorial.war-example.step3"),
        Step("commit 1", "tutorial.war-example.step4"),
    ),
)

WAR_EXERCISE = Board(
    id="war-exercise",
    mode="exercise",
    caption="tutorial.war-exercise.caption",
    diagram="""\
players: archer bull pot
turn: archer 1
board: blank
archer: hand r r b g g g
bull:   hand r r b g g g
pot:    hand r r b g g g
    a  b  c  d  e  f  g
 1  .  .  .  r  Ak .  .
 2  .  .  .  k  k  .  r
 3  r  Bk k  .  .  k  Pk
 4  k  k  .  g  g  g  .
 5  .  .  .  .  .  .  .
""",
    exercise=Exercise(
        prompt="tutorial.war-exercise.prompt",
        goal=Goal("event", code="conflict_won", params={"winner": "archer"}),
        answer="tile red e3",
        replies=("commit 0",),
        success="tutorial.war-exercise.success",
        hint="tutorial.war-exercise.hint",
    ),
)


# ---------------------------------------------------------------------------
# The sections of this part, in reading order

SECTIONS: tuple[Section, ...] = (
    Section(
        id="revolts",
        title="tutorial.revolts.title",
        paragraphs=(
            "tutorial.revolts.p1",
            "tutorial.revolts.p2",
            "tutorial.revolts.p3",
        ),
        boards=(REVOLT_STEPS, REVOLT_EXERCISE),
    ),
    Section(
        id="wars",
        title="tutorial.wars.title",
        paragraphs=(
            "tutorial.wars.p1",
            "tutorial.wars.p2",
            "tutorial.wars.p3",
            "tutorial.wars.p4",
        ),
        boards=(WAR_STEPS, WAR_EXERCISE),
    ),
)
