"""Words a person would write, in the browser: nothing behind the first new-game dialog speaks of a
computer's seat taking the device; cancelled, it leaves the game it showed, and it opens again with the
settings of the game on the table."""

from __future__ import annotations

from conftest import open_page


def test_behind_the_first_new_game_dialog_nobody_is_told_to_take_the_device(context, site):
    page = open_page(context, site)
    page.wait_for_selector(".dlg.newgame")  # the first visit: the dialog proposes Bull as the computer
    assert page.locator("select[name=kind_bull]").input_value() == "computer"
    panel = page.inner_text("#panel")
    assert "taking the device" not in panel and "will see their tiles" not in panel
    assert "The hands are shown once the players are chosen." in panel
    assert page.locator("#cover").is_hidden()
    # Cancelled: the game it showed stays, Archer against Bull the computer; no cover, and the header works.
    page.click(".dlg.newgame [data-ui=close]")
    page.wait_for_selector("#dialog", state="hidden")
    assert page.locator("#cover").is_hidden()
    assert "computer" in page.inner_text('#panel li[data-player="bull"]')
    page.wait_for_selector("#panel .hand [data-ui=tile]")  # Archer's hand (after Bull's turn, if it began)
    page.click("header [data-ui=new]")
    page.wait_for_selector(".dlg.newgame")
    assert page.locator("select[name=kind_bull]").input_value() == "computer"
    # A game against the hard computer: the dialog opens again with its settings, not the defaults.
    page.select_option("select[name=level_bull]", "hard")
    page.select_option("select[name=speed]", "fast")
    page.click(".dlg.newgame [data-ui=start]")
    page.wait_for_selector("#dialog", state="hidden")
    page.click("header [data-ui=new]")
    page.wait_for_selector(".dlg.newgame")
    assert page.locator("select[name=level_bull]").input_value() == "hard"
    assert page.locator("select[name=speed]").input_value() == "fast"
    assert page.locator("select[name=kind_bull]").input_value() == "computer"


def test_a_spectator_of_the_computers_game_sees_both_hands_and_nothing_to_press(context, site):
    page = open_page(context, site, "?new")
    page.wait_for_selector(".dlg.newgame")
    page.select_option("select[name=kind_archer]", "computer")
    page.select_option("select[name=kind_bull]", "computer")
    page.click(".dlg [data-ui=start]")
    page.wait_for_selector(".dlg.newgame", state="detached")
    page.wait_for_selector("#panel section.hand h4")
    hand = page.inner_text("#panel section.hand")
    assert "Every hand (the computers play)" in hand
    assert "Archer's hand" in hand and "Bull's hand" in hand
    assert page.locator("#panel [data-ui=end], #panel [data-ui=tile], #cover:not([hidden])").count() == 0
    assert page.locator("#panel li[data-player][data-points]").count() == 2  # both scores shown


# --- The letters on the pieces and the words of a turn, in the page's language (issue 45.9) ---

from conftest import position_query, reveal  # noqa: E402
from web_positions import diagram  # noqa: E402

# Archer's king on c2 by two temples, a temple on b2 and c3: a red tile for Archer, and a cell that is taken.
KING = diagram(
    """
players: archer bull
turn: archer 1
archer: hand r r b k g g  points 1 0 0 0  treasures 0  catastrophes 2
bull:   hand r b b k g g  points 0 0 0 0  treasures 0  catastrophes 2
""",
    {"b2": "r", "c2": "Ak", "c3": "r"},
)

SEEN = {  # the hand's title; the leaders' badges (priest farmer king trader); the point chips (red blue black green)
    "en": ("Archer's hand", ["P", "F", "K", "T"], ["R", "B", "K", "G"], "The cell c3 is not empty."),
    "de": ("Spielbereich des Bogenschützen", ["P", "B", "K", "H"], ["R", "B", "S", "G"],
           "Das Feld c3 ist nicht leer."),
    "fi": ("Jousimiehen laatat", ["P", "M", "Ku", "Ka"], ["P", "S", "M", "V"], "Ruutu c3 ei ole tyhjä."),
}

BADGES = "els => els.map(e => e.textContent.trim())"


def test_the_letters_on_the_pieces_and_a_turns_words_follow_the_pages_language(context, site):
    page = open_page(context, site, position_query(KING))
    reveal(page)
    for lang, (title, leaders, chips, taken) in SEEN.items():
        if page.get_attribute("html", "lang") != lang:
            page.select_option("#lang", lang)
            page.wait_for_function(f"document.documentElement.lang === '{lang}'")
        hand = page.locator("#panel section.hand summary h3")
        assert hand.inner_text().strip() == title
        assert page.eval_on_selector_all("#panel .hand .leaders button svg text", BADGES) == leaders
        archer = page.locator('#panel li[data-player="archer"] .pt i')
        assert archer.all_inner_texts() == chips, f"{lang}: the point chips"
        assert page.eval_on_selector_all('#board [data-cell="c2"] .badge-t', BADGES) == [leaders[2]]
        # A tile onto a taken cell: the refusal writes the cell as the board does.
        page.click("[data-ui=tile][data-arg=red]")
        page.click('#board [data-cell="c3"]')
        page.wait_for_selector("#message")
        assert page.inner_text("#message") == taken
        page.keyboard.press("Escape")


def test_the_tutorials_boards_wear_the_german_letters_from_the_start(context, site):
    """The tutorial's pictures are drawn at build time in English; a German page draws its boards again."""
    page = open_page(context, site, "tutorial.html?lang=de")
    assert page.get_attribute("html", "lang") == "de"
    seen: set[str] = set()
    for board in page.locator(".tigris-board").all():
        board.scroll_into_view_if_needed()
        page.wait_for_function("el => el.dataset.live === 'ready' || el.dataset.live === 'error'",
                               arg=board.element_handle())
        seen |= set(board.locator(".tb-svg .badge-t").evaluate_all("els => els.map(e => e.textContent)"))
    assert seen and seen <= {"P", "B", "K", "H"}, f"badges in the German tutorial: {sorted(seen)}"
    assert seen & {"B", "H"}, "no farmer or trader to tell German letters from English ones"
