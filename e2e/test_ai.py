"""Playing the computer in the browser: the page keeps answering while the hard computer thinks; the hint."""

from __future__ import annotations

import base64
import json
import re

import tigris
from conftest import open_page
from web.game.describe import action_words

# A new game in which Bull (the hard computer) moves first; Archer is the person.
BULL_FIRST = base64.urlsafe_b64encode(json.dumps(
    tigris.to_record(tigris.Game.new(["archer", "bull"], seed=5, first="bull"))).encode()).decode().rstrip("=")

# In the page: when a pointer event reaches the document, and when the page answers it
# (the first DOM change after it, inside #panel or #board), on the same clock.
LATENCY = """([selector, what, expect]) => {
  const out = {};
  window.__latency = out;
  const types = what === "hover" ? ["pointermove", "mouseover"] : ["pointerdown", "mousedown", "click"];
  const first = e => { if (out.event === undefined) out.event = e.timeStamp; };
  for (const t of types) document.addEventListener(t, first, {capture: true});
  const obs = new MutationObserver(() => {
    if (out.event === undefined || out.dom !== undefined) return;
    if (expect && !document.querySelector(selector).textContent.includes(expect)) return;
    out.dom = performance.now();
    out.thinking = !document.getElementById("thinking").hidden;
    obs.disconnect();
    requestAnimationFrame(() => { out.frame = performance.now(); });
  });
  obs.observe(document.querySelector(selector), {subtree: true, childList: true, attributes: true,
                                                characterData: true});
}"""


def answered_while_thinking(page, selector: str, what: str, act, expect: str = "") -> bool:
    """The page answered the event (its DOM changed, showing ``expect``; a frame was painted), and the computer
    was still thinking then.

    How fast it answers is a figure of the machine, measured by ``bench/pages/think.py``, not asserted here."""
    page.evaluate(LATENCY, [selector, what, expect])
    act()
    page.wait_for_function("() => window.__latency.frame !== undefined", timeout=10_000)
    return page.evaluate("window.__latency.thinking")


def test_the_page_answers_a_click_while_the_hard_computer_is_still_thinking(context, site):
    # A long think (a budget far beyond hard's, cut at 10 s), so that the test has time to click meanwhile
    # (on a busy machine the page's start alone may take seconds).
    # (How fast the page answers is bench/pages/think.py's to measure: tests assert behaviour, not milliseconds.)
    page = open_page(context, site, f"?game={BULL_FIRST}&computer=bull&level=hard&speed=fast&think=10"
                                    "&iterations=100000")
    page.wait_for_selector("#thinking:not([hidden])", timeout=30_000)
    assert "Bull is thinking" in page.inner_text("#thinking")
    assert page.locator("#thinking .spinner").count() == 1

    # A click on the board while the computer thinks: answered with a message before the computer is done.
    box = None
    while box is None:  # (None while the board is drawn again: the computer's first action may just land)
        box = page.locator('#board [data-cell="h6"]').bounding_box()
    assert answered_while_thinking(
        page, "#panel", "click", lambda: page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2),
        expect="Bull is thinking",
    ), "the page must answer the click (the message says Bull is thinking) while the computer is still thinking"

    # Hovering a tile highlights its region while it still thinks.
    if page.locator("#thinking:not([hidden])").count():
        box = None
        while box is None:
            box = page.locator('#board [data-cell="b2"]').bounding_box()
        answered_while_thinking(page, "#board", "hover",
                                lambda: page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
        assert page.locator("#board .kh").count() >= 1

    # The computer's two actions appear in the log, one at a time, under its name; then it is Archer's turn.
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)
    items = page.locator("#log li")
    assert items.count() >= 2
    assert all("Bull" in items.nth(i).inner_text() for i in range(items.count()))
    assert page.locator("#thinking:not([hidden])").count() == 0

    # The hint: the hard computer's suggestion for Archer, from Archer's view, shown on the board. While it is
    # worked out, the thinking row lies over the turn line: the message under it stays where it was.
    where = "() => document.getElementById('message').getBoundingClientRect().top"
    before = page.evaluate(where)
    page.click("[data-ui=hint]")
    page.wait_for_selector("#thinking:not([hidden])", timeout=10_000)
    assert "hint" in page.inner_text("#thinking").lower()
    assert page.evaluate(where) == before
    page.wait_for_function("() => document.getElementById('message') && "
                           "document.getElementById('message').textContent.startsWith('Hint: ')", timeout=30_000)
    hint = page.inner_text("#message").removeprefix("Hint: ").strip()
    saved = page.evaluate("localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current'))")
    game = tigris.from_record(json.loads(saved)["record"])
    assert game.to_move == "archer"
    # The hint is said in words ("place your trader on i8"): it must be the words of a legal action.
    said = {action_words(a): a for a in game.legal_actions()}
    assert hint in said, f"the hint {hint!r} is not the words of a legal action"
    action = str(said[hint])
    cell = re.search(r"\b([a-p](?:10|11|[1-9]))$", action)
    if cell:
        page.wait_for_selector(f'#board [data-cell="{cell.group(1)}"] .hl.hint')
        if action.split()[0] in ("tile", "leader"):
            assert page.locator("#panel .piece.sel").count() == 1  # its piece is selected
    assert page.locator("#thinking:not([hidden])").count() == 0
    # Not played for the person: Archer still has both actions.
    assert page.inner_text("#actions-left") == "2 actions left"
    assert page.locator("#log li").count() == items.count()


def test_new_game_offers_a_level_per_computer_medium_by_default(context, site):
    page = open_page(context, site, "?new")
    page.wait_for_selector(".dlg.newgame")
    assert page.input_value("select[name=level_bull]") == "medium"
    options = page.eval_on_selector_all("select[name=level_bull] option", "els => els.map(e => e.value)")
    assert set(options) == {"random", "easy", "medium", "hard"}
    assert page.locator("select[name=level_archer]").is_hidden()  # a person has no level
    page.select_option("select[name=level_bull]", "hard")
    page.click("[data-ui=start]")
    page.wait_for_selector(".dlg.newgame", state="detached")
    saved = page.evaluate("localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current'))")
    seats = {s["dynasty"]: s for s in json.loads(saved)["seats"]}
    assert seats["bull"]["kind"] == "computer" and seats["bull"]["level"] == "hard"
    assert "level" not in seats["archer"]
