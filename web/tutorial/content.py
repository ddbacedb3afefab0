"""The rules tutorial (tutorial.html) as data: sections of text, each with live boards.

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

from web.tutorial.lessons import Board, Exercise, Goal, Section, Step

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
# The sections, in reading order

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
