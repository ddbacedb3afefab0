"""Two tabs on one game: a move in one shows in the other, and moves made in both are never lost silently.

Two pages of one browser context share localStorage, and each hears of the
other's writes through the ``storage`` event, as two tabs do.
"""

from __future__ import annotations

from conftest import READY, open_page, position_query, reveal
from web_positions import REVOLT


def play_tile(page, cell: str) -> None:
    page.click("[data-ui=tile][data-arg=red]")
    page.click(f'#board [data-cell="{cell}"]')
    page.wait_for_selector(f'#board [data-cell="{cell}"] rect.tile', state="attached")


def has_tile(page, cell: str) -> bool:
    return page.locator(f'#board [data-cell="{cell}"] rect.tile').count() == 1


# Lets a test make the second tab deaf for a while: it then moves before hearing of the other's move.
DEAFNESS = """
  const add = window.addEventListener;
  window.addEventListener = function (type, listener, options) {
    if (type === 'storage') {
      const inner = listener;
      listener = e => { if (!window.tigrisDeaf) inner(e); };
    }
    return add.call(this, type, listener, options);
  };
"""


def two_tabs(context, site):
    a = open_page(context, site, position_query(REVOLT))
    reveal(a)
    b = context.new_page()
    b.add_init_script(DEAFNESS)
    b.goto(site)
    b.wait_for_selector(READY, timeout=60_000)
    reveal(b)
    assert a.evaluate("localStorage.getItem('tigris.current')") == b.evaluate("localStorage.getItem('tigris.current')")
    return a, b


def saved_games(page) -> dict[str, list[str]]:
    return page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('tigris.game.'))
        .map(k => [k, JSON.parse(localStorage.getItem(k)).record.actions]))""")


def test_a_move_made_in_one_tab_appears_in_the_other(context, site):
    a, b = two_tabs(context, site)
    play_tile(a, "h6")
    b.wait_for_selector('#board [data-cell="h6"] rect.tile', state="attached")
    assert "another tab" in b.inner_text("#message")
    reveal(b)
    play_tile(b, "h8")  # and the other way round
    a.wait_for_selector('#board [data-cell="h8"] rect.tile', state="attached")
    assert list(saved_games(a).values()) == [["tile red h6", "tile red h8"]]


def deaf(page) -> None:
    """This tab no longer hears the other's writes (as when both move before either hears of the other)."""
    page.evaluate("window.tigrisDeaf = true")


def test_moves_made_in_both_tabs_are_kept_when_the_player_keeps_both(context, site):
    a, b = two_tabs(context, site)
    deaf(b)
    play_tile(a, "h6")
    play_tile(b, "h8")  # b has not seen a's move: saving would overwrite it
    dialog = b.wait_for_selector(".dlg.other-tab")
    assert "another tab" in dialog.inner_text() and "moves made there: 1; here: 1" in dialog.inner_text()
    assert list(saved_games(a).values()) == [["tile red h6"]]  # nothing was overwritten
    b.click(".dlg.other-tab [data-ui=keep-both]")
    b.wait_for_selector(".dlg", state="detached")
    assert sorted(saved_games(b).values()) == [["tile red h6"], ["tile red h8"]]  # both games, both moves
    assert has_tile(a, "h6") and not has_tile(a, "h8")


def test_choosing_the_other_tabs_game_shows_it(context, site):
    a, b = two_tabs(context, site)
    deaf(b)
    play_tile(a, "h6")
    play_tile(b, "h8")
    b.click(".dlg.other-tab [data-ui=take-theirs]")
    b.wait_for_selector(".dlg", state="detached")
    assert has_tile(b, "h6") and not has_tile(b, "h8")
    reveal(b)
    play_tile(b, "h8")  # b plays on from a's position and saves normally
    a.wait_for_selector('#board [data-cell="h8"] rect.tile', state="attached")
    assert list(saved_games(a).values()) == [["tile red h6", "tile red h8"]]
