"""The rules tutorial, placing tiles and who scores, catastrophes, swapping:
their boards and sections (the whole tutorial: ``web.tutorial.content``)."""

from __future__ import annotations

from web.tutorial.lessons import Board, Exercise, Goal, Section, Step

# ---------------------------------------------------------------------------
# 4. Placing tiles and who scores

TILES_STEPS = Board(
    id="tiles-steps",
    mode="steps",
    caption="tutorial.tiles-steps.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand r b k g g g
bull:   hand r b b k k g
    a  b  c  d  e  f  g
 1  .  .  .  .  .  .  r*
 2  .  .  .  r  .  .  .
 3  .  .  Ak r  Br .  r*
 4  ~  ~  ~  ~  ~  ~  ~
 5  .  .  .  .  .  .  r*
""",
    steps=(
        Step("tile red d1", "tutorial.tiles-steps.step1"),
        Step("tile green c2", "tutorial.tiles-steps.step2"),
        Step("tile blue c4", "tutorial.tiles-steps.step3"),
        Step("tile black f1", "tutorial.tiles-steps.step4"),
    ),
)

TILES_EXERCISE = Board(
    id="tiles-exercise",
    mode="exercise",
    caption="tutorial.tiles-exercise.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand r b k g g g
bull:   hand r b k k g g
    a  b  c  d  e  f  g  h
 1  .  .  .  .  .  .  .  .
 2  .  Ak r  .  .  Bg r  .
 3  .  .  Br .  .  .  Ar .
 4  ~  ~  ~  ~  ~  ~  ~  ~
""",
    exercise=Exercise(
        prompt="tutorial.tiles-exercise.prompt",
        goal=Goal("event", code="points", params={"player": "archer", "colour": "green"}),
        answer="tile green a2",
        success="tutorial.tiles-exercise.success",
        hint="tutorial.tiles-exercise.hint",
    ),
)

# ---------------------------------------------------------------------------
# 5. Catastrophes

CATASTROPHE_EXERCISE = Board(
    id="catastrophe-exercise",
    mode="exercise",
    caption="tutorial.catastrophe-exercise.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand r b k k g g
bull:   hand r b k k g g
    a  b  c  d  e  f
 1  .  .  .  .  .  .
 2  .  Ar r  r  .  .
 3  .  .  g  Bk .  r*
 4  .  .  .  k  .  .
""",
    exercise=Exercise(
        prompt="tutorial.catastrophe-exercise.prompt",
        goal=Goal("event", code="leader_returned", params={"player": "bull", "leader": "king"}),
        answer="catastrophe d2",
        success="tutorial.catastrophe-exercise.success",
        hint="tutorial.catastrophe-exercise.hint",
    ),
)

CATASTROPHE_STEPS = Board(
    id="catastrophe-steps",
    mode="steps",
    caption="tutorial.catastrophe-steps.caption",
    diagram="""\
players: archer bull
turn: bull 1
board: blank
archer: hand r b k k g g
bull:   hand r b k k g g
    a  b  c  d  e  f
 1  .  .  .  .  .  r*
 2  .  r  k  k  g  Ag
 3  .  Ak .  .  r  .
 4  r* .  .  .  .  r*
""",
    steps=(
        Step("catastrophe d2", "tutorial.catastrophe-steps.step1"),
        Step("tile green c3", "tutorial.catastrophe-steps.step2"),
    ),
)

# ---------------------------------------------------------------------------
# 6. Swapping

SWAP_STEPS = Board(
    id="swap-steps",
    mode="steps",
    caption="tutorial.swap-steps.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand r k k k g g
bull:   hand r b k k g g
    a  b  c  d  e
 1  .  r  Ag .  r*
 2  .  .  .  .  .
 3  r* .  .  .  r*
""",
    steps=(
        Step("swap black black black", "tutorial.swap-steps.step1"),
        Step("tile green d1", "tutorial.swap-steps.step2"),
    ),
)


# ---------------------------------------------------------------------------
# The sections of this part, in reading order

SECTIONS: tuple[Section, ...] = (
    Section(
        id="tiles",
        title="tutorial.tiles.title",
        paragraphs=(
            "tutorial.tiles.p1",
            "tutorial.tiles.p2",
            "tutorial.tiles.p3",
        ),
        boards=(TILES_STEPS, TILES_EXERCISE),
    ),
    Section(
        id="catastrophes",
        title="tutorial.catastrophes.title",
        paragraphs=(
            "tutorial.catastrophes.p1",
            "tutorial.catastrophes.p2",
        ),
        boards=(CATASTROPHE_EXERCISE, CATASTROPHE_STEPS),
    ),
    Section(
        id="swapping",
        title="tutorial.swapping.title",
        paragraphs=(
            "tutorial.swapping.p1",
            "tutorial.swapping.p2",
        ),
        boards=(SWAP_STEPS,),
    ),
)
