"""The rules tutorial (tutorial.html) as data: sections of text, each with live boards.

Plain Python, no ``js``. The data model (``Section``, ``Board``, ``Step``,
``Exercise``, ``Goal``) and the checking logic are in ``web/lessons.py``;
every position here is checked by ``tests/test_tutorial.py`` (it parses,
every step is legal, the outcomes the text describes are what the engine
does, every exercise accepts its answer and refuses wrong ones).

Positions use the diagram notation of ``docs/notation.md``. Most are small
``blank`` boards (all land; rivers only where drawn) that show one rule at a
time. A position that plays past the end of a turn keeps at least three
treasures on the board, or the game would end there (SPEC §14.1).
"""

from __future__ import annotations

from web.lessons import Board, Exercise, Goal, Section, Step

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
    caption="The standard board at the start: ten temples, each with a treasure. "
            "Blue spaces are river; the four framed spaces (b2, p2, b8, o9) have a special border.",
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
    caption="a1: a lone temple is a region. c2, d2 and c3: two settlements and a market linked edge to edge — "
            "one region, with no leader. The settlement on b4 touches c3 only at a corner, so it is a region of "
            "its own. Right: temples, a settlement and two leaders (the Archer's king on f3, the Bull's farmer "
            "on h3) — one kingdom.",
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
    caption="Try it: place tiles and leaders and watch regions grow and become kingdoms. "
            "(You play both sides.)",
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
    caption="The Bull has two kingdoms: his king's (b2, c2) and his trader's (e2, f2). "
            "The temple on d3 is a region of its own.",
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
        prompt="Place your king next to the temple on d3 so that he founds a kingdom of his own.",
        goal=Goal("action", actions=("leader king d4",)),
        answer="leader king d4",
        replies=("commit 0",),
        success="Right: on d4 your king touches the temple and nothing else. "
                "The temple and the king are now your kingdom. "
                "(d2 would touch both Bull kingdoms, which a leader may never do; "
                "c3 and e3 would put him into one of them.)",
        hint="A leader must touch a temple, must not stand on a river, and may never link two kingdoms. "
             "Look for the one space next to d3 that touches no Bull piece.",
    ),
)

# ---------------------------------------------------------------------------
# 4. Placing tiles and who scores

TILES_STEPS = Board(
    id="tiles-steps",
    mode="steps",
    caption="One kingdom with the Archer's king (c3) and the Bull's priest (e3). Watch who scores each tile.",
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
        Step("tile red d1", "A temple in the kingdom: the Bull's priest is there, so the Bull gains a red point "
                            "— even though the Archer placed it."),
        Step("tile green c2", "A market: there is no trader, so the king takes the point. The Archer gains a green point."),
        Step("tile blue c4", "The Bull's turn. A farm on the river next to the kingdom: no farmer, so the king's owner, "
                             "the Archer, gains a blue point on the Bull's turn."),
        Step("tile black f1", "A settlement far from any leader joins no kingdom: nobody scores."),
    ),
)

TILES_EXERCISE = Board(
    id="tiles-exercise",
    mode="exercise",
    caption="Two kingdoms. Left: your king (b2) and the Bull's priest (c3). "
            "Right: the Bull's trader (f2) and your priest (g3).",
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
        prompt="Place a market (green) so that <em>you</em> gain the green point.",
        goal=Goal("event", code="points", params={"player": "archer", "colour": "green"}),
        answer="tile green a2",
        success="Yes: there is no trader in your king's kingdom, so the market's point falls back to your king.",
        hint="A tile's point goes to the leader of its colour in that kingdom; only if there is none does the king take it. "
             "Which kingdom has your king and no trader?",
    ),
)

# ---------------------------------------------------------------------------
# 5. Catastrophes

CATASTROPHE_EXERCISE = Board(
    id="catastrophe-exercise",
    mode="exercise",
    caption="The Bull's king (d3) touches one temple, d2. The temple on f3 holds a treasure.",
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
        prompt="Play a catastrophe that sends the Bull's king back to his supply.",
        goal=Goal("event", code="leader_returned", params={"player": "bull", "leader": "king"}),
        answer="catastrophe d2",
        success="Destroyed! The king has lost his only temple, so he goes home at once. "
                "The catastrophe stays on d2 for the rest of the game.",
        hint="A leader must always touch a temple. Which temple is the king's only one?",
    ),
)

CATASTROPHE_STEPS = Board(
    id="catastrophe-steps",
    mode="steps",
    caption="A catastrophe can also cut a kingdom in two.",
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
        Step("catastrophe d2", "The settlement on d2 is destroyed. The Archer's king (b3) and trader (f2) "
                               "are now in two separate kingdoms."),
        Step("tile green c3", "A market next to the king's half: no trader there any more, "
                              "so the king takes the green point."),
    ),
)

# ---------------------------------------------------------------------------
# 6. Swapping

SWAP_STEPS = Board(
    id="swap-steps",
    mode="steps",
    caption="The Archer holds three settlements he does not want.",
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
        Step("swap black black black", "He puts the three settlements out of the game and draws three new tiles."),
        Step("tile green d1", "His second action: a market next to his trader, worth a green point. "
                              "The new tiles could have been used here too."),
    ),
)

# ---------------------------------------------------------------------------
# 7. Revolts

REVOLT_STEPS = Board(
    id="revolt-example",
    mode="steps",
    caption="The rulebook's revolt: the Pot's priest against the Bull's, five against five.",
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
        Step("leader priest d2", "The Pot places his priest in the Bull priest's kingdom: a revolt. "
                                 "The Pot's priest touches three temples, the Bull's two."),
        Step("commit 2", "The attacker (Pot) adds two temples from his hand: 5."),
        Step("commit 3", "The defender (Bull) adds three: also 5. A tie goes to the defender: the Bull wins, "
                         "gains one red point, and the Pot's priest goes home. All five committed temples leave the game."),
    ),
)

REVOLT_EXERCISE = Board(
    id="revolt-exercise",
    mode="exercise",
    caption="The Bull's priest (c3) touches two temples. Neither of you holds a temple, "
            "so nobody can add any: only the board counts.",
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
        prompt="Place your priest so that he wins a revolt against the Bull's priest.",
        goal=Goal("event", code="conflict_won", params={"winner": "archer"}),
        answer="leader priest e3",
        replies=("commit 0",),
        success="On e3 your priest touches three temples (e2, f3, e4) against the Bull's two: 3–2, you win "
                "a red point and the Bull's priest goes home. Placing him there also joined two regions to the kingdom, "
                "which is allowed.",
        hint="Count the temples touching each priest. A tie is not enough: the defender wins ties.",
    ),
)

# ---------------------------------------------------------------------------
# 8. Wars

WAR_STEPS = Board(
    id="war-example",
    mode="steps",
    caption="The rulebook's war: the Lion unites two kingdoms that both hold a king and a trader.",
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
        Step("tile red d1", "The temple on d1 unites the two kingdoms. Two wars: traders and kings. "
                            "The temple scores nothing."),
        Step("war green", "The Lion, as the active player, chooses to fight the traders first. "
                          "Supporters: the Lion has one market (c1), the Pot two (e1, f2)."),
        Step("commit 4", "The Lion adds four markets: 5."),
        Step("commit 1", "The Pot adds one (just to get rid of it): 3. The Lion wins. The Pot's trader and both his "
                         "markets leave the board, the Lion gains 3 green points. Without e1 the kingdom falls apart, "
                         "so the two kings are no longer in one kingdom: the second war never happens."),
    ),
)

WAR_EXERCISE = Board(
    id="war-exercise",
    mode="exercise",
    caption="Three kings, three kingdoms. Your king (e1) has two settlements (d2, e2). "
            "The Bull's king (b3) has three (c3, a4, b4); the Pot's king (g3) has one (f3). "
            "Nobody holds a settlement in hand.",
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
        prompt="Place one tile to unite your kingdom with another and win the war of the kings.",
        goal=Goal("event", code="conflict_won", params={"winner": "archer"}),
        answer="tile red e3",
        replies=("commit 0",),
        success="You unite your kingdom with the Pot's: your two settlements beat his one. "
                "His king and his settlement leave the board, and you gain 2 black points.",
        hint="Supporters are the settlements on each king's side. Pick the weaker neighbour, "
             "and remember that one tile may never touch three kingdoms.",
    ),
)

# ---------------------------------------------------------------------------
# 9. Monuments

MONUMENT_STEPS = Board(
    id="monument-example",
    mode="steps",
    caption="The rulebook's monument: the Bull completes a square of four temples.",
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
        Step("tile red b2", "A temple on b2 completes a 2×2 square of temples (the Lion's priest takes its red point)."),
        Step("monument red-blue a1", "The Bull turns the four temples face down and builds the red-blue monument. "
                                     "The Lion's trader no longer touches a face-up temple and goes home."),
        Step("end", "At the end of the Bull's turn his farmer, in the monument's kingdom, earns a blue point."),
        Step("end", "At the end of the Lion's turn his priest earns a red point from the same monument."),
    ),
)

MONUMENT_EXERCISE = Board(
    id="monument-exercise",
    mode="exercise",
    caption="This is your second action. The red-blue monument (a1) stands in a kingdom with the Bull's priest.",
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
        prompt="Place one leader so that the monument pays you a point at the end of this turn.",
        goal=Goal("event", code="points", params={"player": "archer", "colour": "blue"}),
        answer="leader farmer d1",
        replies=("commit 0",),
        success="Your farmer joins the monument's kingdom; at the end of your turn the monument's blue half "
                "pays him one blue point.",
        hint="A monument pays only leaders of its own two colours, and only on their owner's turn. "
             "The king is no help here: he takes points only from monuments with a black half.",
    ),
)

# ---------------------------------------------------------------------------
# 10. Treasures

TREASURE_STEPS = Board(
    id="treasure-example",
    mode="steps",
    caption="The rulebook's treasure example, on the top-left corner of the standard board.",
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
        Step("tile blue d3", "The farm on d3 links the Lion's trader to the temple on f3. First the points: "
                             "the Bull's farmer gains a blue point. Then the treasures: two in one kingdom with a trader, "
                             "so the Lion takes one — the one on b2, because it has a special border."),
    ),
)

TREASURE_EXERCISE = Board(
    id="treasure-exercise",
    mode="exercise",
    caption="Your trader (d3) rules a kingdom with one treasure (e3). a1 has a special border.",
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
        prompt="Place one tile so that your trader takes <em>two</em> treasures at once.",
        goal=Goal("event", code="treasure_taken", params={"player": "archer", "count": 2}),
        answer="tile black d2",
        replies=("treasure",),
        success="The tile links the row of a1–d1 to your kingdom: three treasures, so your trader takes all but one. "
                "The one on the special-border space a1 must be among them.",
        hint="A trader takes all the treasures of his kingdom but one. Bring in a region that holds two.",
    ),
)

# ---------------------------------------------------------------------------
# 11. Game end and final scoring

END_STEPS = Board(
    id="end-steps",
    mode="steps",
    caption="Three treasures are left on the board.",
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
        Step("leader trader a2", "The trader joins a kingdom with two treasures and takes the one on a1. "
                                 "Only two treasures are left, but the game goes on until the turn ends."),
        Step("tile green d1", "The Archer's second action still counts: a green point. "
                              "Then the turn ends with two treasures on the board, and the game is over. "
                              "The Archer wins: with his treasure his weakest colour reaches 3; the Bull's is only 2."),
    ),
)

SCORING_STEPS = Board(
    id="final-scoring",
    mode="steps",
    caption="The rulebook's four-player example. Only two treasures are left, and the Lion ends the last turn. "
            "Points are red, blue, black, green; each treasure is a wild point.",
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
        Step("end", "The turn ends with two treasures on the board: the game is over. Time to count."),
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
    caption="Andrew (Archer), Barbara (Bull), David (Pot) and Karen (Lion) play their first turns.",
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
        Step("leader king g3", "Andrew places his king next to the temple on f3: a kingdom."),
        Step("leader priest i6", "…and his priest next to the temple on i7: a second kingdom. "
                                 "Leaders earn no points; his turn ends and he draws nothing."),
        Step("leader farmer f2", "Barbara places her farmer next to f3, in Andrew's king's kingdom."),
        Step("tile blue e2", "A farm on the river beside her farmer: Barbara gains a blue point. "
                             "At the end of her turn she draws one tile."),
        Step("leader king m5", "David starts a kingdom of his own with his king beside the temple on n5."),
        Step("tile red m4", "His temple goes into his kingdom. There is no priest, so his king takes the red point. "
                            "His king now touches two temples — safer. He draws one tile."),
        Step("leader priest h7", "Karen, holding four temples, puts her priest into the kingdom of Andrew's priest: "
                                 "a revolt. Each priest touches one temple (the same one, i7)."),
        Step("commit 3", "Karen adds three temples: 4."),
        Step("commit 0", "Andrew could add two at most — not enough — so he adds none. Karen wins 4–1: "
                         "a red point for her, Andrew's priest goes home."),
        Step("tile red h8", "Karen places her last temple beside her priest: another red point. "
                            "She draws four tiles, and it is Andrew's turn again."),
    ),
)

FIRST_ROUND_PLAY = Board(
    id="first-round-play",
    mode="play",
    caption="The position after the first round. Play on from here (you play every seat).",
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
        title="The board, the pieces and a turn",
        paragraphs=(
            "<p>You build civilisations between two rivers. Everything you earn is a point in one of four "
            "colours, and at the end only your <strong>weakest colour</strong> counts. A balanced "
            "civilisation beats a lopsided one.</p>",
            "<p>There are four kinds of tiles, one per colour: <strong>temples</strong> (red), "
            "<strong>farms</strong> (blue), <strong>settlements</strong> (black) and "
            "<strong>markets</strong> (green). Each player also has four leaders of the same colours: a "
            "<strong>priest</strong>, a <strong>farmer</strong>, a <strong>king</strong> and a "
            "<strong>trader</strong>, marked with the player's dynasty (Archer, Bull, Pot or Lion), plus two "
            "catastrophe tiles. Your six tiles in hand and your points are hidden from the others.</p>",
            "<p>On your turn you take <strong>up to two actions</strong>, the same one twice if you like:</p>"
            "<ul><li>position a leader (place, move or withdraw one);</li><li>place a tile;</li>"
            "<li>play a catastrophe;</li><li>swap tiles from your hand.</li></ul>"
            "<p>Then you draw back up to six tiles and the next player takes a turn.</p>",
        ),
        boards=(BOARD_START,),
    ),
    Section(
        id="regions-kingdoms",
        title="Regions and kingdoms",
        paragraphs=(
            "<p>Two pieces are <em>adjacent</em> when they share an edge; corners never count. Tiles and "
            "leaders that are adjacent, directly or through a chain of other tiles and leaders, belong "
            "together.</p>",
            "<p>A group of linked pieces with <strong>no leader</strong> is a <strong>region</strong>; a single "
            "tile is a region too. A group with <strong>at least one leader</strong> is a "
            "<strong>kingdom</strong>. A kingdom may hold leaders of several players — that is peaceful as long as "
            "no two of them have the same colour.</p>",
            "<p>Almost everything in the game depends on which kingdom a piece belongs to: who scores a tile, "
            "who fights whom, who collects treasure.</p>",
        ),
        boards=(REGIONS_VIEW, REGIONS_PLAY),
    ),
    Section(
        id="leaders",
        title="Placing leaders",
        paragraphs=(
            "<p>With one action you may place a leader from your supply, move one of yours already on the "
            "board, or take one back to your supply. A leader may only go to a space that is:</p>"
            "<ul><li>empty, and <strong>not a river</strong>;</li>"
            "<li><strong>next to a temple</strong> (sharing an edge with a face-up temple);</li>"
            "<li>not linking <strong>two kingdoms</strong>. Joining regions to one kingdom is fine.</li></ul>",
            "<p>When you move a leader, imagine lifting it first and then check these rules for the new "
            "space. Leaders never earn points by themselves, but without a leader on the board you cannot "
            "score at all.</p>",
            "<p>A leader must always stand by a temple. If its last neighbouring temple disappears, it goes "
            "straight back to its owner's supply.</p>",
            "<p>If your leader arrives in a kingdom that already has a leader of the same colour, a "
            "<em>revolt</em> breaks out (see below).</p>",
        ),
        boards=(LEADERS_EXERCISE,),
    ),
    Section(
        id="tiles",
        title="Placing tiles and who scores",
        paragraphs=(
            "<p>Place a tile from your hand on an empty space. <strong>Farms go only on the river</strong>, and "
            "the other three kinds never do. A tile may touch at most <strong>two</strong> kingdoms.</p>",
            "<p>If the tile lands in a kingdom, somebody scores one point of the tile's colour:</p>"
            "<ul><li>the owner of the kingdom's leader of that colour (a temple pays the priest, a farm the "
            "farmer, a settlement the king, a market the trader) — even if someone else placed the tile;</li>"
            "<li>if there is no such leader, the owner of the kingdom's <strong>king</strong> takes the point "
            "instead;</li><li>if there is no king either, nobody scores.</li></ul>",
            "<p>A tile that joins no kingdom scores nothing, and neither does a tile that links two kingdoms "
            "(that is a unification — see <em>Wars</em>).</p>",
        ),
        boards=(TILES_STEPS, TILES_EXERCISE),
    ),
    Section(
        id="catastrophes",
        title="Catastrophes",
        paragraphs=(
            "<p>Each player has two catastrophes for the whole game. Play one on an empty space (land or "
            "river) or on a tile, which is destroyed. It may not go on a leader, on a temple with a "
            "treasure, on a monument or on another catastrophe.</p>",
            "<p>The catastrophe stays until the end and links nothing, so it can cut a kingdom or a region "
            "in two. A leader that loses its last temple this way returns to its owner. A catastrophe "
            "never scores and never starts a conflict.</p>",
        ),
        boards=(CATASTROPHE_EXERCISE, CATASTROPHE_STEPS),
    ),
    Section(
        id="swapping",
        title="Swapping tiles",
        paragraphs=(
            "<p>As an action you may put one to six tiles from your hand out of the game, face down, and "
            "draw as many new ones from the bag at once. You can use the new tiles with your second action.</p>",
            "<p>If the bag cannot give you all the tiles you need, the game ends on the spot.</p>",
        ),
        boards=(SWAP_STEPS,),
    ),
    Section(
        id="revolts",
        title="Revolts",
        paragraphs=(
            "<p>A revolt happens when a leader is placed (or moved) into a kingdom that already holds a "
            "leader of the same colour. The player who placed it attacks; the other player defends.</p>",
            "<p>Each side counts the <strong>temples adjacent to its leader</strong> — whatever the leaders' "
            "colour, revolts are always fought with temples. A temple touching both leaders counts for both. "
            "Then the attacker may add temples from his hand, face up, and after him the defender.</p>",
            "<p>The higher total wins; <strong>a tie goes to the defender</strong>. The loser's leader goes "
            "home, the winner gains exactly <strong>one red point</strong>, and every temple added from a hand "
            "leaves the game. Nothing on the board is removed. Whoever added tiles draws back up to six at the end of "
            "the active player's turn.</p>",
        ),
        boards=(REVOLT_STEPS, REVOLT_EXERCISE),
    ),
    Section(
        id="wars",
        title="Wars",
        paragraphs=(
            "<p>When a tile links two kingdoms, they become one, and the linking tile scores nothing. If the new "
            "kingdom now holds two leaders of the same colour, they go to <strong>war</strong> — one war per "
            "colour. The active player chooses which war comes first.</p>",
            "<p>The active player attacks if one of the two leaders is his; otherwise the first player after "
            "him in turn order who owns one of them attacks. Each leader's strength is his "
            "<strong>supporters</strong>: the tiles of the leader's colour on his side of the linking tile. "
            "They need not touch him. The linking tile itself supports nobody. The attacker, then the "
            "defender, may add tiles of that colour from hand.</p>",
            "<p>The higher total wins; a tie goes to the defender. The loser's leader goes home and "
            "<strong>all his supporters are removed</strong>. The winner gains one point of that colour for "
            "the leader and one for every tile removed (tiles added from hands earn nothing and leave the game). "
            "In a war of priests, a temple with a treasure or next to another leader stays on the board and "
            "earns no point.</p>",
            "<p>After each war, look again: the removed tiles may have split the kingdom. Leaders who are no "
            "longer in one kingdom do not fight.</p>",
        ),
        boards=(WAR_STEPS, WAR_EXERCISE),
    ),
    Section(
        id="monuments",
        title="Monuments and their points",
        paragraphs=(
            "<p>When the tile you place completes a <strong>2×2 square of four tiles of one colour</strong>, you "
            "may build a monument there — now, in this action, after any wars, or never. There are six "
            "monuments, one for each pair of colours; yours must include the square's colour. The four tiles "
            "turn face down under it. Each colour is on three monuments; once those three are built, a square of "
            "that colour stays as it is.</p>",
            "<p>Face-down tiles still link kingdoms, but they are no longer temples or supporters, and nothing "
            "can destroy them. A leader that loses its last face-up temple this way goes home.</p>",
            "<p>At the end of <strong>your</strong> turn, each of your leaders in the same kingdom as a monument "
            "of its colour earns one point of that colour, for every such monument. There is no king fallback "
            "here: the king only earns from monuments with a black half.</p>",
        ),
        boards=(MONUMENT_STEPS, MONUMENT_EXERCISE),
    ),
    Section(
        id="treasures",
        title="Treasures",
        paragraphs=(
            "<p>The game starts with a treasure on each of the ten printed temples. Whenever an action ends "
            "with a kingdom holding a <strong>trader</strong> and <strong>two or more treasures</strong>, the "
            "trader's owner must take all of them but one. Without a trader, the treasures just wait.</p>",
            "<p>Four treasures lie on spaces with a <strong>special border</strong> (b2, p2, b8 and o9). They must "
            "be taken first; only then may the trader choose among the others.</p>",
            "<p>Each treasure is worth one point of any colour you like, decided at the very end. Treasures "
            "cannot be destroyed by catastrophes, and a treasure temple is never removed in a war.</p>",
        ),
        boards=(TREASURE_STEPS, TREASURE_EXERCISE),
    ),
    Section(
        id="game-end",
        title="Game end and final scoring",
        paragraphs=(
            "<p>The game ends when a turn finishes with <strong>only one or two treasures</strong> left on the "
            "board, or at once when someone must draw a tile and the bag cannot supply it. Dropping to two "
            "treasures in your first action does not stop your second.</p>",
            "<p>Then everyone reveals their points and gives each treasure to whichever colour they like. "
            "Your score is your <strong>lowest colour</strong>. The highest score wins; on a tie compare the "
            "second-lowest colours, then the third, then the fourth. Players equal in all four share the "
            "victory.</p>",
            "<p>In the rulebook's example the <strong>Pot</strong> wins: his three treasures lift his farms from "
            "8 to 11, and 11 is the best lowest colour at the table. The <strong>Lion</strong> puts all three "
            "treasures on his farms (7 to 10), level with his temples; the <strong>Bull</strong> also has 10 "
            "(settlements and temples). Both have 10 in their two weakest colours, so the third decides: the "
            "Lion's settlements (12) beat the Bull's farms (11), and the Lion is second. The <strong>Archer</strong> "
            "neglected his temples: 6 plus three treasures make 9, and his 22 settlements cannot save him "
            "from last place.</p>",
        ),
        boards=(END_STEPS, SCORING_STEPS),
    ),
    Section(
        id="first-round",
        title="A first round, step by step",
        paragraphs=(
            "<p>Four players on the standard board: Andrew plays the Archer, Barbara the Bull, David the Pot "
            "and Karen the Lion. Step through their first turns and watch the points. (The rulebook does not "
            "show their hands; these are hands that fit the story.)</p>",
            "<p>Then play on from where they stopped.</p>",
        ),
        boards=(FIRST_ROUND_STEPS, FIRST_ROUND_PLAY),
    ),
)
