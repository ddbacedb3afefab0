"""The rules tutorial, the board, regions and kingdoms, placing leaders:
their boards and sections (the whole tutorial: ``web.tutorial.content``)."""

from __future__ import annotations

from web.tutorial.lessons import Board, Exercise, Goal, Section

# ---------------------------------------------------------------------------
# 1. The board

STANDARD_ROWS = """\
    a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p
 1  .  .  .  .  ~  ~  ~  ~  ~  .  r* .  ~  .  .  .
 2  .  r* .  .  ~  .  .  .  .  .  .  .  ~  .  .  r*
 3  .  .  .  ~  ~  r* .  .  .  .  .  .  ~  ~  .  .
 4  ~  ~  ~  ~  .  .  .  .  .  .  .  .  .  ~  ~  ~
 5  .  .  .  .  .  .  .  .  .  .  .  .  .  r* ~  ~
 6  .  .  .  .  .  .  .  .  .  .  .  .  .  .  ~  .
 7  ~  ~  ~  ~  .  .  .  .  r* .  .  .  ~  ~  ~  .
 8  .  r* .  ~  ~  ~  ~  .  .  .  .  .  ~  .  .  .
 9  .  .  .  .  .  .  ~  ~  ~  ~  ~  ~  ~  .  r* .
10  .  .  .  .  .  r* .  .  .  .  .  .  .  .  .  .
11  .  .  .  .  .  .  .  .  .  .  r* .  .  .  .  .
"""

BOARD_START = Board(
    id="board-start",
    mode="view",
    caption="tutorial.board-start.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: standard
archer: hand r r b k g g
bull:   hand r b b k k g
""" + STANDARD_ROWS,
)

# ---------------------------------------------------------------------------
# 2. Regions and kingdoms

REGIONS_VIEW = Board(
    id="regions-view",
    mode="view",
    caption="tutorial.regions-view.caption",
    highlight=("f3", "g2", "g3", "g4", "h3"),
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand r r b k g g
bull:   hand r b b k k g
    a  b  c  d  e  f  g  h
 1  r* .  .  .  .  .  .  .
 2  .  .  k  k  .  .  r  .
 3  .  .  g  .  .  Ak r  Bb
 4  .  k  .  .  .  .  k  .
 5  r* .  .  .  .  .  .  r*
""",
)

REGIONS_PLAY = Board(
    id="regions-play",
    mode="play",
    caption="tutorial.regions-play.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand r r b k g g
bull:   hand r b b k k g
    a  b  c  d  e  f  g  h
 1  r* .  .  .  .  .  .  .
 2  .  .  .  .  ~  .  .  .
 3  .  .  r  .  ~  .  r* .
 4  .  .  .  .  ~  .  .  .
 5  r* .  .  .  ~  .  .  r*
""",
)

# ---------------------------------------------------------------------------
# 3. Placing leaders

LEADERS_EXERCISE = Board(
    id="leaders-exercise",
    mode="exercise",
    caption="tutorial.leaders-exercise.caption",
    diagram="""\
players: archer bull
turn: archer 1
board: blank
archer: hand b b k k g g
bull:   hand b k k g g g
    a  b  c  d  e  f  g
 1  .  .  .  .  .  .  .
 2  .  r  Bk .  Bg r  .
 3  .  .  .  r  .  .  .
 4  .  .  .  .  .  .  .
""",
    exercise=Exercise(
        prompt="tutorial.leaders-exercise.prompt",
        goal=Goal("action", actions=("leader king d4",)),
        answer="leader king d4",
        replies=("commit 0",),
        success="tutorial.leaders-exercise.success",
        hint="tutorial.leaders-exercise.hint",
    ),
)


# ---------------------------------------------------------------------------
# The sections of this part, in reading order

SECTIONS: tuple[Section, ...] = (
    Section(
        id="board",
        title="tutorial.board.title",
        paragraphs=(
            "tutorial.board.p1",
            "tutorial.board.p2",
            "tutorial.board.p3",
        ),
        boards=(BOARD_START,),
    ),
    Section(
        id="regions-kingdoms",
        title="tutorial.regions-kingdoms.title",
        paragraphs=(
            "tutorial.regions-kingdoms.p1",
            "tutorial.regions-kingdoms.p2",
            "tutorial.regions-kingdoms.p3",
        ),
        boards=(REGIONS_VIEW, REGIONS_PLAY),
    ),
    Section(
        id="leaders",
        title="tutorial.leaders.title",
        paragraphs=(
            "tutorial.leaders.p1",
            "tutorial.leaders.p2",
            "tutorial.leaders.p3",
            "tutorial.leaders.p4",
        ),
        boards=(LEADERS_EXERCISE,),
    ),
)
