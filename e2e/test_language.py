"""The page's language: German for a German browser, a switch to Finnish that keeps the game, and a reload that keeps Finnish."""

from __future__ import annotations

import pytest

from conftest import position_query, READY, reveal
from web_positions import REVOLT


@pytest.fixture
def german_context(browser, watch):
    """A fresh context whose browser prefers German (``navigator.languages`` starts with de-DE)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block", locale="de-DE")
    ctx.on("request", watch.on_request)
    ctx.on("page", watch.attach)
    ctx.set_default_timeout(30_000)
    yield ctx
    ctx.close()
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


def test_german_browser_then_finnish_switch_survives_a_reload(german_context, site):
    page = german_context.new_page()
    page.goto(site + position_query(REVOLT))
    page.wait_for_selector(READY, timeout=60_000)
    assert page.get_attribute("html", "lang") == "de"
    assert page.input_value("#lang") == "de"
    reveal(page)
    assert page.inner_text("[data-ui=end]") == "Zug beenden"
    assert page.inner_text("header [data-ui=games]") == "Gespeicherte Spiele"
    assert page.inner_text("#actions-left") == "noch 2 Aktionen"

    # The engine refuses in German: a priest must stand next to a temple.
    page.click("[data-ui=leader][data-arg=priest]")
    page.click('#board [data-cell="h6"]')
    assert page.inner_text("#message") == "Ein Anführer muss direkt an einen Tempel angrenzen."

    # A move, then the switch: Finnish at once, the move and the message kept.
    page.click("[data-ui=tile][data-arg=red]")
    page.click('#board [data-cell="h6"]')
    page.wait_for_selector('#board [data-cell="h6"] rect.tile')
    assert page.inner_text("#message").startswith("Bogenschütze legt ein rotes Plättchen (Tempel) auf h6")
    page.select_option("#lang", "fi")
    page.wait_for_function("() => document.documentElement.lang === 'fi'")
    assert page.inner_text("[data-ui=end]") == "Lopeta vuoro"
    assert page.inner_text("#message").startswith("Jousimies asettaa")
    assert page.inner_text("header [data-ui=games]") == "Tallennetut pelit"
    assert page.title().startswith("Tigris — Eufrat ja Tigris")
    assert "tile red h6" in page.inner_text("#log")

    # A reload keeps Finnish (the choice beats the browser's German) and the game.
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    reveal(page)
    assert page.get_attribute("html", "lang") == "fi" and page.input_value("#lang") == "fi"
    assert page.inner_text("[data-ui=end]") == "Lopeta vuoro"
    assert page.inner_text("#actions-left") == "1 toiminto jäljellä"
    assert "tile red h6" in page.inner_text("#log")

    # The new-game dialog has its own switch (the header is behind it): the dialog turns to English, keeping
    # what was filled in, and cancelling it leaves the game as it was.
    page.click("header [data-ui=new]")
    assert page.inner_text(".dlg.newgame h2") == "Uusi peli"
    page.fill("input[name=name_bull]", "Ishtar")
    page.select_option(".dlg.newgame select[data-lang]", "en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert page.inner_text(".dlg.newgame h2") == "New game"
    assert page.input_value("input[name=name_bull]") == "Ishtar"
    assert page.input_value("input[name=name_archer]") == "Archer"
    page.click(".dlg.newgame [data-ui=close]")
    assert page.inner_text("[data-ui=end]") == "End turn" and page.input_value("#lang") == "en"
    assert "tile red h6" in page.inner_text("#log")
