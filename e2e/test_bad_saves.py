"""Whatever is stored or linked, the page starts and can be played; a bad current save is kept untouched.

Each bad save is put in localStorage as the current game, then the page is
loaded again: it must come up, say what is wrong, offer the damaged data for
download exactly as stored, and let the player start a new game, without
deleting or rewriting the save.
"""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from conftest import READY, open_page, position_query, reveal
from web_positions import REVOLT

import tigris
from web.game.session import Session

CURRENT = "tigris.current"


def a_save(**fields) -> dict:
    """Our save of a game with one move (a red tile on h6), with some wrapper fields replaced."""
    s = Session(tigris.from_diagram(REVOLT), game_id="g1")
    s.play("tile red h6")
    d = s.to_save()
    d.update(fields)
    return d


def tampered() -> str:
    d = a_save()
    d["record"]["state"]["points"]["archer"] = [5, 5, 5, 5]
    return json.dumps(d)


def long_save() -> str:
    """A save of 60,000 actions (about 1 MB): opened quickly or refused with a message."""
    d = a_save()
    d["record"]["actions"] = d["record"]["actions"] * 60_000
    return json.dumps(d)


BAD = {
    "garbage": "{broken",
    "deep": "[" * 100_000 + "]" * 100_000,
    "deep-record": '{"app": "tigris-web", "record": ' + "[" * 50_000 + "]" * 50_000 + "}",
    "huge": json.dumps({"app": "tigris-web", "record": {"format": "tigris-game", "x": "y" * 3_000_000}}),
    "tampered": "tampered",
    "no-record": json.dumps({"app": "tigris-web", "record": None}),
    "long": "long",
}


def put(page, key: str, value: str) -> None:
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])


def get(page, key: str) -> str | None:
    return page.evaluate("k => localStorage.getItem(k)", key)


def reload(page) -> None:
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)


@pytest.mark.parametrize("name", list(BAD))
def test_a_bad_current_save_is_kept_explained_downloadable_and_a_new_game_can_start(context, site, name):
    text = {"tampered": tampered, "long": long_save}.get(name, lambda: BAD[name])()
    page = open_page(context, site)
    put(page, "tigris.game.bad", text)
    put(page, CURRENT, "bad")
    reload(page)
    dialog = page.wait_for_selector(".dlg.damaged")
    assert "cannot be opened" in dialog.inner_text() or "damaged" in dialog.inner_text()
    with page.expect_download() as info:
        page.click(".dlg.damaged [data-ui=export-raw]")
    assert open(info.value.path(), encoding="utf-8").read() == text  # exactly what was stored
    assert get(page, "tigris.game.bad") == text and get(page, CURRENT) == "bad"  # untouched

    page.click(".dlg.damaged [data-ui=new]")
    page.click(".dlg.newgame [data-ui=start]")
    page.wait_for_selector(".dlg", state="detached")
    assert get(page, CURRENT) != "bad" and get(page, "tigris.game.bad") == text  # still kept
    page.click("header [data-ui=games]")
    row = page.locator('.dlg.games li[data-game="bad"]')
    assert row.count() == 1  # listed, damaged or not, never hidden


def test_a_current_game_that_no_longer_exists_just_starts_a_new_one(context, site):
    page = open_page(context, site)
    put(page, CURRENT, "gone")
    reload(page)
    page.wait_for_selector(".dlg.newgame")
    assert page.locator(".dlg.damaged").count() == 0


@pytest.mark.parametrize("field, value", [("seats", None), ("speed", []), ("level", {}), ("movers", None),
                                          ("seats", [{"dynasty": "archer", "name": ["x"]}])])
def test_a_save_with_a_wrapper_field_of_the_wrong_type_opens_with_defaults(context, site, field, value):
    page = open_page(context, site)
    put(page, "tigris.game.g1", json.dumps(a_save(**{field: value})))
    put(page, CURRENT, "g1")
    reload(page)
    reveal(page)
    assert page.locator('#board [data-cell="h6"] rect.tile').count() == 1
    if value is not None or field != "seats":  # no seats at all: a bare game, everyone a person, nothing to say
        assert field in page.inner_text("#message") and "defaults" in page.inner_text("#message")
    page.click("[data-ui=tile][data-arg=red]")  # and it plays on
    page.click('#board [data-cell="h8"]')
    page.wait_for_selector('#board [data-cell="h8"] rect.tile')


@pytest.mark.parametrize("query, words", [
    ("?game=a", "neither JSON nor base64"),  # used to hang: a local ``t`` hid the translation function
    ("?game=" + "[" * 20_000 + "]" * 20_000, "nested too deeply"),
    ("?game=" + quote(json.dumps({"app": "tigris-web", "seats": None, "speed": []})), "not a Tigris game record"),
    ("?position=" + quote("players: archer\n" + "x" * 1000), "position in the link"),
], ids=["not-base64", "deep", "wrapper-without-record", "bad-position"])
def test_a_bad_link_says_why_and_the_page_is_playable(context, site, query, words):
    page = open_page(context, site, query)
    notice = page.wait_for_selector(".dlg.notice")
    assert words in notice.inner_text()
    page.click(".dlg.notice [data-ui=close]")
    page.wait_for_selector(".dlg", state="detached")
    assert page.locator("#board [data-cell]").count() == 176


def test_a_link_whose_wrapper_has_wrong_types_opens_the_game(context, site):
    encoded = quote(json.dumps(a_save(seats=None, speed=[])))
    page = open_page(context, site, "?game=" + encoded)
    reveal(page)
    assert page.locator('#board [data-cell="h6"] rect.tile').count() == 1


def test_damaged_entries_are_listed_as_damaged_beside_good_ones(context, site):
    page = open_page(context, site, position_query(REVOLT))
    put(page, "tigris.game.deep", BAD["deep"])
    put(page, "tigris.game.odd", json.dumps(a_save(seats=None, speed=[], updated="yesterday")))
    put(page, "tigris.game.list", "[1, 2, 3]")
    reload(page)
    reveal(page)
    page.click("header [data-ui=games]")
    rows = page.locator(".dlg.games li[data-game]")
    assert rows.count() == 4  # the game being played, and the three
    deep = page.locator('.dlg.games li[data-game="deep"]')
    assert "nested too deeply" in deep.inner_text() and deep.locator("[data-ui=resume]").count() == 0
    assert page.locator('.dlg.games li[data-game="list"] .bad').count() == 1
    odd = page.locator('.dlg.games li[data-game="odd"]')
    assert odd.locator(".bad").count() == 0
    odd.locator("[data-ui=resume]").click()
    page.wait_for_selector(".dlg.games", state="detached")
    reveal(page)
    assert page.locator('#board [data-cell="h6"] rect.tile').count() == 1
