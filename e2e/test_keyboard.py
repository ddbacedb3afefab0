"""Playing with the keyboard alone, and what a screen reader is told: cell names, the live region, dialogs.

Every test drives the page with ``page.keyboard`` only (no clicks) and reads
where focus is, what the accessibility tree names, and what the live region
(#announce) says.
"""

from __future__ import annotations

from conftest import open_page, position_query
from web_positions import REVOLT, diagram

# Archer's king on c2 beside a temple on b2: a red tile on c3 joins his kingdom and scores him a red point.
KING = diagram(
    """
players: archer bull
turn: archer 1
archer: hand r r b k g g  points 0 0 0 0  treasures 0  catastrophes 2
bull:   hand r b b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Ak"},
)

FOCUS = """() => {
  const a = document.activeElement;
  return {cell: a.getAttribute("data-cell") || "", ui: a.getAttribute("data-ui") || "",
          arg: a.getAttribute("data-arg") || "", dialog: !!a.closest("#dialog, #cover, [role=dialog]"),
          text: (a.textContent || "").trim()};
}"""


def focus(page) -> dict:
    return page.evaluate(FOCUS)


def said(page) -> str:
    return page.inner_text("#announce").strip()


def press(page, *keys: str) -> None:
    for k in keys:
        page.keyboard.press(k)


def take_the_device(page) -> None:
    """The hot-seat cover takes focus; Enter on its button shows the hand."""
    page.wait_for_selector("#cover:not([hidden])")
    assert focus(page)["ui"] == "reveal"
    page.keyboard.press("Enter")
    page.wait_for_selector("#cover", state="hidden")


def test_move_the_cursor_pick_a_tile_place_it_with_enter_and_hear_the_point(context, site):
    page = open_page(context, site, position_query(KING))
    take_the_device(page)
    assert focus(page)["cell"] == "h6"  # the board's cursor starts in the middle and has focus

    # Every cell is named for assistive technology.
    assert page.get_by_role("gridcell", name="b2, land, temple (red), in the kingdom of Archer's king").count() == 1
    assert page.get_by_role("gridcell", name="c2, land, Archer's king, alone in its kingdom").count() == 1
    assert page.get_by_role("grid", name="Board").count() == 1

    press(page, *["ArrowLeft"] * 5, *["ArrowUp"] * 3)
    assert focus(page)["cell"] == "c3"
    assert page.eval_on_selector_all('#board [tabindex="0"]', "els => els.map(e => e.dataset.cell)") == ["c3"]

    page.keyboard.press("1")  # the red tile from the hand
    page.wait_for_selector('[data-ui=tile][data-arg=red][aria-pressed=true]')
    assert said(page).startswith("Chosen: the red tile (temple)")
    assert focus(page)["cell"] == "c3"
    assert page.get_by_role("gridcell", name="c3, land, empty, you can play here").count() == 1

    page.keyboard.press("Enter")
    page.wait_for_selector('#board [data-cell="c3"] rect.tile')
    assert page.get_attribute('#panel li[data-player="archer"]', "data-points") == "1,0,0,0"
    news = said(page)
    assert "c3" in news and "Archer" in news and "1 red point" in news, news
    assert focus(page)["cell"] == "c3"  # drawn again, the board keeps the cursor and focus
    assert page.get_by_role("gridcell", name="c3, land, temple (red), in the kingdom of Archer's king, last action") \
        .count() == 1

    # Shortcuts that have nothing to do say so instead of failing silently.
    page.keyboard.press("w")
    assert said(page) == "Withdraw a leader (choose one on the board first): not possible now."
    page.keyboard.press("k")  # the king, on the board: chosen, so W withdraws him
    page.wait_for_selector('[data-ui=leader][data-arg=king][aria-pressed=true]')
    page.keyboard.press("Escape")
    page.wait_for_selector('[data-ui=leader][data-arg=king][aria-pressed=false]')
    assert said(page) == "Nothing chosen."


def test_a_revolt_fought_with_the_keyboard_keeps_focus_in_its_dialogs(context, site):
    page = open_page(context, site, position_query(REVOLT))
    take_the_device(page)
    page.keyboard.press("k")
    press(page, *["ArrowLeft"] * 6, *["ArrowUp"] * 3)
    assert focus(page)["cell"] == "b3"
    page.keyboard.press("Enter")  # the king into Bull's kingdom: a revolt

    page.wait_for_selector(".dlg.conflict")
    first = focus(page)
    assert first["dialog"] and first["ui"] == "play", first
    assert page.get_by_role("dialog", name="Revolt of the kings").count() == 1
    seen = []
    for _ in range(8):  # more Tabs than the dialog has buttons: focus goes round inside it
        page.keyboard.press("Tab")
        f = focus(page)
        assert f["dialog"], f
        seen.append(f["arg"] or f["ui"])
    assert "commit 0" in seen and "commit 2" in seen
    page.keyboard.press("Shift+Tab")
    assert focus(page)["dialog"]
    page.keyboard.press("Escape")  # a decision cannot be put off
    assert page.locator(".dlg.conflict").is_visible()

    while focus(page)["arg"] != "commit 2":
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    take_the_device(page)  # Bull answers
    page.wait_for_selector(".dlg.conflict")
    assert focus(page)["dialog"]
    while focus(page)["arg"] != "commit 1":
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    take_the_device(page)  # back to Archer, whose turn goes on

    page.wait_for_selector('#board [data-cell="c2"] circle.leader', state="detached")
    assert focus(page)["cell"] == "b3"  # focus is back where it was when the dialog opened
    assert "4–3" in said(page)


def test_dialogs_open_with_focus_inside_trap_tab_and_give_focus_back(context, site):
    page = open_page(context, site)
    page.wait_for_selector(".dlg.newgame")  # the first visit: the new-game dialog, focus in its form
    start = focus(page)
    assert start["dialog"]
    page.keyboard.press("Shift+Tab")  # before the first field: round to the last button
    assert focus(page)["ui"] == "close"
    page.keyboard.press("Tab")
    assert focus(page) == start
    page.keyboard.press("Escape")  # closes it (it has a Cancel button)
    page.wait_for_selector("#dialog", state="hidden")
    assert page.locator("#cover").is_hidden()  # the game it showed: Archer against the computer
    assert focus(page)["cell"] == "h6"

    page.keyboard.press("?")
    page.wait_for_selector(".dlg.keys-help")
    assert page.get_by_role("dialog", name="Keyboard").count() == 1
    assert "choose a red, blue, black or green tile" in page.inner_text(".dlg.keys-help")
    assert focus(page)["ui"] == "close"
    assert page.locator("main").get_attribute("inert") is not None  # the page behind cannot be reached
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog", state="hidden")
    assert focus(page)["cell"] == "h6"
    assert page.locator("main").get_attribute("inert") is None

    # The header's button opens the same help; closing it gives focus back to the button.
    page.keyboard.press("Shift+Tab")
    for _ in range(10):
        if focus(page)["ui"] == "help":
            break
        page.keyboard.press("Shift+Tab")
    assert focus(page)["ui"] == "help"
    page.keyboard.press("Enter")
    page.wait_for_selector(".dlg.keys-help")
    page.keyboard.press("Enter")  # its Close button has focus
    page.wait_for_selector("#dialog", state="hidden")
    assert focus(page)["ui"] == "help"


def test_tab_from_the_board_to_the_hand_enter_picks_a_tile_and_focus_stays_on_it(context, site):
    page = open_page(context, site, position_query(KING))
    take_the_device(page)
    for _ in range(4):  # the board is one tab stop: soon after it, the hand's first tile
        page.keyboard.press("Tab")
        if focus(page)["ui"] == "tile":
            break
    assert focus(page)["ui"] == "tile" and focus(page)["arg"] == "red"
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-ui=tile][data-arg=red][aria-pressed=true]')
    assert focus(page)["ui"] == "tile" and focus(page)["arg"] == "red"  # the panel was drawn again around it
    page.keyboard.press("b")  # back to the board, where the cursor was
    assert focus(page)["cell"] == "h6"
    page.keyboard.press("Space")
    page.wait_for_selector('#board [data-cell="h6"] rect.tile')
    assert "h6" in said(page)
