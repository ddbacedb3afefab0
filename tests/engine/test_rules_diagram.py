"""The hand-written diagram used by every rules test (tigris/diagram.py):
"A diagram may show only some rows and columns; the rest of the board is empty."
"""

import tigris


def test_diagram_rows_follow_the_column_header_above_them():
    # Two blocks with different column headers: each row belongs to the
    # header above it. (The reader keeps only the last header for all rows,
    # so the temple drawn on a1 lands on n1.)
    g = tigris.from_diagram("""
players: archer bull
board: blank
archer: hand r
bull:   hand r
    a  b  c
 1  r* .  k
    n  o  p
11  r* .  r*
""")
    st = g.state
    assert st.tile[tigris.parse_cell("a1")] == 0
    assert st.tile[tigris.parse_cell("c1")] == 2
    assert st.tile[tigris.parse_cell("n1")] == -1
    assert st.tile[tigris.parse_cell("n11")] == 0 and st.tile[tigris.parse_cell("p11")] == 0


def test_diagram_round_trips_through_its_own_format():
    g = tigris.from_diagram("""
players: archer bull
board: blank
archer: hand r r k
bull:   hand g
    a  b  c  d
 1  r* Ak k  ~
 2  .  .  .  b
""")
    again = tigris.from_diagram(tigris.to_diagram(g))
    assert tigris.to_diagram(again) == tigris.to_diagram(g)
