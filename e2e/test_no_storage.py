"""Storage the browser refuses: every page still plays, and the game page says once, quietly, that it cannot keep
games here (a board says nothing).

The browser's storage is refused as privacy settings refuse it: reading ``window.localStorage`` (and
``indexedDB``, ``caches``) throws a SecurityError, or the property is simply missing. A board embedded from
another site meets the real refusal: e2e/test_embedded_anywhere.py.
"""

from __future__ import annotations

import json

import pytest

from conftest import READY, reveal
from web.core import i18n

EN, DE = i18n.read("en"), i18n.read("de")

THROWS = """(() => {
  const refuse = (name) => Object.defineProperty(window, name, { configurable: true,
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });
  ["localStorage", "indexedDB", "caches"].forEach(refuse);
})();"""
MISSING = """Object.defineProperty(window, "localStorage", { configurable: true, value: undefined });"""
REFUSALS = {"throws": THROWS, "missing": MISSING}


def storage_state(page) -> str:
    return page.evaluate("""() => { try { return localStorage ? "open" : "missing"; } catch (e) { return e.name; } }""")


def targets(page) -> list[str]:
    return page.eval_on_selector_all("#board .hl.target", "els => els.map(e => e.parentElement.dataset.cell)")


def leaders(page) -> list[str]:
    return page.eval_on_selector_all("#board circle.leader", "els => els.map(e => e.closest('[data-cell]').dataset.cell)")


def away(cells: list[str], others: list[str], distance: int) -> list[str]:
    """The cells at least ``distance`` steps from all ``others`` (no conflict starts there), else all of them."""
    far = [c for c in cells if all(abs(ord(c[0]) - ord(x[0])) + abs(int(c[1:]) - int(x[1:])) >= distance
                                   for x in others)]
    return far or cells


def notices(page, text: str) -> int:
    """How many elements of the page say ``text`` (the notice, once)."""
    return page.evaluate("t => [...document.querySelectorAll('body *')].filter(e => e.children.length === 0"
                         " && e.textContent.includes(t)).length", text)


@pytest.mark.parametrize("how", sorted(REFUSALS))
def test_the_game_plays_without_storage_and_says_so_once_quietly(context, site, how):
    context.add_init_script(REFUSALS[how])
    page = context.new_page()
    page.goto(site + "?speed=fast&level=easy")
    page.wait_for_selector(READY, timeout=60_000)
    assert storage_state(page) == ("SecurityError" if how == "throws" else "missing")
    # A first visit as any: the new-game dialog; Archer (a person) against Bull (the computer).
    page.wait_for_selector(".dlg.newgame")
    page.click("[data-ui=start]")
    page.wait_for_selector("[data-ui=end]:not([disabled])", timeout=60_000)
    said = EN["storage.refused"]
    banner = page.locator("#save-problem")
    assert banner.is_visible() and banner.inner_text().startswith(said)
    assert said.startswith("This browser does not let the page keep games here")
    assert banner.get_attribute("role") == "status" and "error" not in banner.get_attribute("class")  # quiet
    assert notices(page, "does not let the page keep games") == 1
    assert page.locator(".dlg.notice").count() == 0  # no dialog about it

    # A turn of two actions: the king, then a tile far from every leader (no conflict); the computer answers.
    page.click("[data-ui=leader][data-arg=king]")
    page.wait_for_selector('#panel [data-ui=leader][data-arg=king][aria-pressed="true"]')
    cell = away(targets(page), leaders(page), 4)[0]  # (the seed is random: away from the computer's leaders)
    page.click(f'#board [data-cell="{cell}"]')
    page.wait_for_selector(f'#board [data-cell="{cell}"] circle.leader')
    assert f"leader king {cell}" in page.inner_text("#log")
    tile = page.locator("#panel [data-ui=tile]:not([disabled])").first
    tile.click()
    page.wait_for_selector('#panel [data-ui=tile][aria-pressed="true"]')
    spot = away(targets(page), leaders(page), 3)[0]
    page.click(f'#board [data-cell="{spot}"]')
    page.wait_for_selector(f'#board [data-cell="{spot}"] rect.tile')
    moves = page.locator("#log li").count()
    page.wait_for_function(f"() => document.querySelectorAll('#log li').length > {moves}", timeout=60_000)
    # Still said once, quietly; never "full".
    assert notices(page, "does not let the page keep games") == 1
    assert EN["storage.full"][:30] not in page.inner_text("body")
    # The game can still be kept: downloaded.
    with page.expect_download() as info:
        page.click("#save-problem [data-ui=export]")
    saved = json.loads(open(info.value.path()).read())
    assert f"leader king {cell}" in saved["record"]["actions"]
    # The page's settings work for this visit: language, high contrast.
    page.select_option("select[data-lang]", "de")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert banner.inner_text().startswith(DE["storage.refused"])
    page.click("#contrast")
    assert "contrast" in page.get_attribute("html", "class")


def test_the_tutorial_runs_without_storage_and_says_nothing_of_it(context, site):
    context.add_init_script(THROWS)
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    assert storage_state(page) == "SecurityError"
    play = "#regions-play"
    page.locator(play).scroll_into_view_if_needed()
    page.wait_for_selector(f"{play}[data-live=ready]")
    page.click(f"{play} [data-ui=select][data-arg='tile red']")
    page.click(f'{play} [data-cell="d3"]')
    page.wait_for_selector(f'{play} [data-cell="d3"] rect.tile')
    page.select_option("#tigris-lang", "fi")
    page.wait_for_function("() => document.documentElement.lang === 'fi'")
    assert "storage" not in page.inner_text("body").lower() and "keep" not in page.inner_text(f"{play}")
