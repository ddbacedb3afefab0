"""Conflicts you can see, the board's display preferences, its legend, and a catastrophe that asks first
(issue 17, points 4 and 7), played as a person would."""

from __future__ import annotations

from conftest import READY, open_page, position_query, reveal
from web_positions import REVOLT, WAR, diagram

# Bull's king on c2 touches one temple only (b2): a catastrophe there destroys it and sends the king home.
LAST_TEMPLE = diagram(
    """
players: archer bull
turn: archer 1
archer: hand r r r k k g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Bk", "d2": "k"},
)

FILL = """room => {
  localStorage.removeItem('junk');
  let lo = 0, hi = 6000000;
  while (hi - lo > 8) {
    const mid = (lo + hi) >> 1;
    try { localStorage.setItem('junk', 'x'.repeat(mid)); lo = mid; } catch (e) { hi = mid; }
  }
  localStorage.setItem('junk', 'x'.repeat(Math.max(0, lo - room)));
  return lo - room;
}"""


def box(page, selector: str) -> dict:
    b = page.locator(selector).bounding_box()
    assert b is not None, f"{selector} is not on the screen"
    return b


def overlap(a: dict, b: dict) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


def side(page, role: str) -> str:
    """The strength the board writes above a leader in the conflict."""
    return page.text_content(f'#board [data-side="{role}"] text')


def open_display(page) -> None:
    """The panel's section "Board display and legend" (folded at first)."""
    if page.get_attribute("#board-display details", "open") is None:
        page.click("#board-display summary")


def test_the_conflict_panel_leaves_the_leaders_in_sight_and_the_board_shows_both_strengths(context, site):
    for width, height in ((1280, 800), (800, 1000)):
        page = open_page(context, site, position_query(REVOLT))
        page.set_viewport_size({"width": width, "height": height})
        reveal(page)
        page.click("[data-ui=leader][data-arg=king]")
        page.click('#board [data-cell="b3"]')  # into the kingdom of Bull's king on c2: a revolt, 2 against 2
        page.wait_for_selector(".dlg.conflict")
        assert page.locator("#dialog").is_hidden()  # docked beside or under the board, not over it
        panel = box(page, ".dlg.conflict")
        for cell in ("b3", "c2"):
            page.locator(f'#board [data-cell="{cell}"]').scroll_into_view_if_needed()
            panel = box(page, ".dlg.conflict")
            assert not overlap(panel, box(page, f'#board [data-cell="{cell}"]')), (width, cell)
        assert (side(page, "attacker"), side(page, "defender")) == ("2", "2")
        # Pointing at a choice shows on the board what it would bring: 2 on the board + 2 from the hand.
        page.hover('.dlg.conflict [data-ui=play][data-arg="commit 2"]')
        page.wait_for_function("() => document.querySelector('#board [data-side=attacker] text')"
                               ".textContent === '2+2=4'")
        page.focus('.dlg.conflict [data-ui=play][data-arg="commit 1"]')  # the keyboard too
        page.wait_for_function("() => document.querySelector('#board [data-side=attacker] text')"
                               ".textContent === '2+1=3'")
        page.click('.dlg.conflict [data-ui=play][data-arg="commit 2"]')
        reveal(page)  # the defender takes the device
        page.wait_for_selector(".dlg.conflict")
        page.mouse.move(1, 1)  # away from the choices: nothing pointed at
        assert (side(page, "attacker"), side(page, "defender")) == ("2+2=4", "2")
        page.hover('.dlg.conflict [data-ui=play][data-arg="commit 1"]')
        page.wait_for_function("() => document.querySelector('#board [data-side=defender] text')"
                               ".textContent === '2+1=3'")
        page.close()


def test_leader_strength_and_kingdom_outlines_are_preferences_that_stay(context, site):
    page = open_page(context, site, position_query(WAR))
    reveal(page)
    assert page.locator("#board g.strength").count() == 0 and page.locator("#board path.ko").count() == 0
    open_display(page)
    page.check("#board-display input[data-arg=strengths]")
    # Archer's trader on c2: one temple next to it (b2), one market in its kingdom (c1).
    page.wait_for_selector('#board [data-cell="c2"] g.strength')
    assert page.locator('#board [data-cell="c2"] g.strength text').all_text_contents() == ["1", "1"]
    assert "strength 1 in a revolt, 1 in a war" in page.get_attribute('#board [data-cell="c2"]', "aria-label")
    page.check("#board-display input[data-arg=outlines]")
    page.wait_for_selector("#board path.ko")
    assert page.locator("#board path.ko").count() == 2  # the two kingdoms
    page.reload()
    page.wait_for_selector(READY)
    reveal(page)
    assert page.locator("#board path.ko").count() == 2 and page.locator('#board [data-cell="c2"] g.strength').count()
    open_display(page)
    assert page.is_checked("#board-display input[data-arg=strengths]")
    page.uncheck("#board-display input[data-arg=outlines]")
    page.wait_for_selector("#board path.ko", state="detached")
    # A full storage: the switch still works now, nothing breaks; it is only not remembered.
    page.evaluate(FILL, 0)
    page.check("#board-display input[data-arg=outlines]")
    page.wait_for_selector("#board path.ko")
    page.evaluate("localStorage.removeItem('junk')")


def test_the_hovered_kingdom_is_outlined_and_its_pieces_are_left_as_they_are(context, site):
    page = open_page(context, site, position_query(WAR))
    reveal(page)
    page.hover('#board [data-cell="a2"]')
    line = page.locator("#board path.ho.kh")
    line.wait_for()
    assert line.count() == 1 and line.is_visible()
    assert page.locator("#board .kh .hl").count() == 0  # no wash over the tiles
    page.hover('#board [data-cell="e3"]')  # the other kingdom
    page.wait_for_function("() => document.querySelectorAll('#board path.ho.kh').length === 1 && "
                           "document.querySelector('#board path.ho.kh').dataset.group === "
                           "document.querySelector('#board [data-cell=e3]').dataset.group")


def test_a_catastrophe_asks_first_naming_what_it_destroys(context, site):
    page = open_page(context, site, position_query(LAST_TEMPLE))
    reveal(page)
    page.click("[data-ui=catastrophe]")
    page.click('#board [data-cell="b2"]')
    ask = page.wait_for_selector(".dlg.ask-catastrophe")
    text = ask.inner_text()
    assert "b2" in text and "temple" in text and "Bull's king" in text
    page.click(".dlg.ask-catastrophe [data-ui=ask-cancel]")
    page.wait_for_selector(".dlg.ask-catastrophe", state="detached")
    assert page.locator('#board [data-cell="b2"] rect.tile').count() == 1  # nothing happened
    assert "catastrophe" not in page.inner_text("#log")
    # The catastrophe is still chosen. Asked again, the question takes the focus: Enter on
    # "Play the catastrophe" plays it.
    assert page.get_attribute("[data-ui=catastrophe]", "aria-pressed") == "true"
    page.click('#board [data-cell="b2"]')
    page.wait_for_selector(".dlg.ask-catastrophe")
    page.wait_for_function("() => document.activeElement && document.activeElement.closest('.dlg.ask-catastrophe')")
    focused = page.evaluate("document.activeElement.dataset.arg")
    assert focused == "catastrophe b2"
    page.keyboard.press("Enter")
    page.wait_for_selector('#board [data-cell="b2"] rect.cat')
    page.wait_for_selector('#board [data-cell="c2"] circle.leader', state="detached")
    # On an empty cell it says it destroys nothing; Escape takes the question back.
    page.click("[data-ui=catastrophe]")
    page.click('#board [data-cell="h6"]')
    ask = page.wait_for_selector(".dlg.ask-catastrophe")
    assert "destroys nothing" in ask.inner_text()
    page.keyboard.press("Escape")
    page.wait_for_selector(".dlg.ask-catastrophe", state="detached")
    assert page.locator('#board [data-cell="h6"] rect.cat').count() == 0


def test_the_legend_explains_the_special_border_treasures_and_the_marks(context, site):
    page = open_page(context, site, "?speed=fast&level=easy")
    page.wait_for_selector(".dlg.newgame")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)
    open_display(page)
    special = page.locator('#board-display li[data-mark="special"]')
    assert special.is_visible() and "taken first" in special.inner_text()
    assert page.locator("#board-display li[data-mark] svg").count() == page.locator("#board-display li[data-mark]").count()
    # On the board, the special-border temple says so where a screen reader looks.
    assert "taken first" in page.get_attribute('#board [data-cell="b2"]', "aria-label")
