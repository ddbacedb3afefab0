"""Share and play by link: a game goes from one browser to another as a link, with no server.

Each browser context stands for a device of its own (its own storage). A
turn is played by clicking, as a person would; the links are read from the
page (the share dialog, or the panel after a turn) and opened in the other
context.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import READY, _context, open_page, reveal

import tigris
from tigris import link
from tigris.actions import PlaceTile

SEED = 5
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def other(browser, watch):
    """A second device: a browser context with storage of its own."""
    ctx = _context(browser, watch, "block")
    yield ctx
    ctx.close()


def quiet_turn(game: tigris.Game) -> list[PlaceTile]:
    """Two tile placements for the player to move that ask nothing more (no war, monument or treasure)."""
    g = game.copy()
    out = []
    for _ in range(2):
        for a in sorted((a for a in g.legal_actions() if isinstance(a, PlaceTile)), key=str):
            trial = g.copy()
            trial.apply(a)
            if trial.phase == tigris.Phase.ACTION:
                g.apply(a)
                out.append(a)
                break
    assert len(out) == 2
    return out


def game_of(url: str) -> tigris.Game:
    return link.decode(url.split("?link=", 1)[1]).game


def play(page, actions: list[PlaceTile]) -> None:
    for a in actions:
        cell = tigris.cell_name(a.cell)
        page.click(f"[data-ui=tile][data-arg={tigris.actions.COLOURS[a.colour]}]")
        page.click(f'#board [data-cell="{cell}"]')
        page.wait_for_selector(f'#board [data-cell="{cell}"] rect.tile')


def start_url(site: str, game_id: str = "e2e-game") -> str:
    """A link to a new game of two people at one device (the game every test starts from)."""
    from web.game.sharing import link_text
    from web.game.new_game import new_session

    session = new_session({"play_archer": True, "play_bull": True, "kind_bull": "person"}, seed=SEED,
                          game_id=game_id)
    return site + "?link=" + link_text(session)


def shared_url(page) -> str:
    page.click("header [data-ui=share]")
    url = page.input_value(".dlg.share input.share-url")
    assert "?link=2" in url
    return url


def stored(page) -> dict[str, str]:
    return page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('tigris.game.')).map(k => [k, localStorage.getItem(k)]))""")


def test_a_shared_link_opens_the_same_game_on_another_device_and_it_plays_on(context, other, site):
    page = open_page(context, site, start_url(site)[len(site):])
    assert "Opened the game from the link" in page.inner_text("#message")
    reveal(page)
    moves = quiet_turn(game_of(start_url(site)))
    play(page, moves[:1])
    url = shared_url(page)
    assert url.startswith(site + "?link=2") and len(url) < 200
    assert "every hand" in page.inner_text(".dlg.share")  # the link holds the whole game: said plainly
    page.click(".dlg.share [data-ui=share-copy]")  # the copy button answers, whatever the clipboard allows
    page.wait_for_selector(".dlg.share .copied")

    there = open_page(other, site, url[len(site):])
    reveal(there)  # a game of two people at one device stays one: the cover comes first
    cell = tigris.cell_name(moves[0].cell)
    assert there.locator(f'#board [data-cell="{cell}"] rect.tile').count() == 1
    assert tigris.to_record(game_of(shared_url(there))) == tigris.to_record(game_of(url))
    there.click(".dlg.share [data-ui=close]")
    play(there, moves[1:])  # the same player's second action, on the other device


def test_play_by_link_each_device_shows_its_own_hand_and_takes_the_next_link(context, other, site):
    page = open_page(context, site, start_url(site)[len(site):])
    reveal(page)
    first = game_of(start_url(site)).to_move
    page.click("header [data-ui=share]")
    page.click(".dlg.share [data-ui=by-link]")
    page.click(f".dlg.who [data-ui=me][data-arg={first}]")  # asked once: who am I on this device
    assert "played by link" in page.inner_text(".dlg.share")
    page.click(".dlg.share [data-ui=close]")
    assert page.locator("#cover").is_hidden()  # no hand-over cover: this device is one player

    play(page, quiet_turn(game_of(start_url(site))))
    url1 = page.input_value("#send-link input.share-url")  # the turn is done: the link to send
    assert "Send this link" in page.inner_text("#send-link")
    second = game_of(url1).to_move
    assert second not in (first, None) and link.decode(url1.split("?link=")[1]).by_link
    assert first.title() in page.inner_text("section.hand h3")  # still this player's own tiles, not the next's
    assert page.locator("[data-ui=tile]:enabled").count() == 0  # and nothing to play until the next link

    there = open_page(other, site, url1[len(site):])
    there.click(f".dlg.who [data-ui=me][data-arg={second}]")
    there.wait_for_selector(".dlg", state="detached")
    assert there.locator("#cover").is_hidden()
    assert second.title() in there.inner_text("section.hand h3")  # only this player's tiles are shown
    play(there, quiet_turn(game_of(url1)))
    url2 = there.input_value("#send-link input.share-url")

    page.goto(url2)  # back on the first device: the next link brings its copy up to date
    page.wait_for_selector(READY)
    assert "2 new moves" in page.inner_text("#message")
    assert page.locator(".dlg.who").count() == 0  # remembered for this game on this device
    assert len(game_of(shared_url(page)).history) == 4
    page.click(".dlg.share [data-ui=close]")
    assert page.locator("[data-ui=tile]:enabled").count() > 0  # its turn again

    # An older link: explained, and nothing is overwritten unless asked.
    before = stored(page)
    page.goto(url1)
    page.wait_for_selector(READY)
    dialog = page.wait_for_selector(".dlg.link-older")
    assert "older" in dialog.inner_text() and "2 moves" in dialog.inner_text()
    page.click(".dlg.link-older [data-ui=keep-mine]")
    page.wait_for_selector(".dlg", state="detached")
    assert stored(page) == before
    assert len(game_of(shared_url(page)).history) == 4
    page.click(".dlg.share [data-ui=close]")

    # Opened as a separate game, both are kept.
    page.goto(url1)
    page.wait_for_selector(".dlg.link-older")
    page.click(".dlg.link-older [data-ui=open-theirs]")
    page.wait_for_selector(".dlg.link-older", state="detached")
    after = stored(page)
    assert set(before) < set(after) and all(after[k] == v for k, v in before.items())


def test_a_tampered_link_is_explained_and_the_saved_games_are_kept(context, site):
    page = open_page(context, site, start_url(site)[len(site):])
    reveal(page)
    url = shared_url(page)
    before = stored(page)
    assert before
    i = len(url) - 3
    tampered = url[:i] + ("A" if url[i] != "A" else "B") + url[i + 1:]
    page.goto(tampered)
    page.wait_for_selector(READY)
    notice = page.wait_for_selector(".dlg.notice")
    assert "cannot be read" in notice.inner_text() and "changed" in notice.inner_text()
    page.click(".dlg.notice [data-ui=close]")
    assert stored(page) == before
    page.goto(site + "?link=9" + url.split("?link=2")[1])
    page.wait_for_selector(READY)
    assert "format 9" in page.wait_for_selector(".dlg.notice").inner_text()
    assert stored(page) == before


def test_computer_all_at_instant_speed_starts_a_game_the_computer_plays(context, site):
    page = open_page(context, site, "?computer=all&speed=instant&level=easy")
    page.wait_for_function("() => document.querySelectorAll('#log li').length >= 6")
    assert page.locator(".dlg.newgame").count() == 0
    assert "computer" in page.inner_text(".players")


def test_computer_naming_nobody_says_so(context, site):
    page = open_page(context, site, "?computer=dragon")
    assert "dragon" in page.wait_for_selector(".dlg.notice").inner_text()


def players_text(page) -> str:
    return page.inner_text(".players")


def test_share_with_a_name_typed_with_a_tab_gives_a_link_that_opens_on_another_device(context, other, site):
    page = open_page(context, site, "?new")
    page.fill("input[name=name_archer]", "Ann\tLee")  # pasted with its tab (typing Tab would move on)
    page.click(".dlg.newgame [data-ui=start]")
    page.wait_for_selector(".dlg.newgame", state="detached")
    assert "Ann Lee" in players_text(page)  # kept as the link carries it
    url = shared_url(page)
    there = open_page(other, site, url[len(site):])
    assert "Opened the game from the link" in there.inner_text("#message")
    assert "Ann Lee" in players_text(there) and there.locator(".dlg.notice").count() == 0


def test_share_with_a_lone_surrogate_in_a_saved_name_gives_a_link_that_opens(context, other, site):
    """'\\ud800' is valid JSON: a save (or a file, or a ?game= link) can bring it in; Share still works."""
    from web.game.new_game import new_session

    session = new_session({"play_archer": True, "play_bull": True, "name_archer": "Ann", "kind_bull": "person"},
                          seed=SEED, game_id="surrogate1")
    save = session.to_save()
    save["seats"][0]["name"] = "Ann\ud800"
    text = json.dumps(save)  # the surrogate as the six characters \ud800
    assert "\\ud800" in text
    page = open_page(context, site)
    page.evaluate("([k, v]) => { localStorage.setItem(k, v); localStorage.setItem('tigris.current', 'surrogate1') }",
                  ["tigris.game.surrogate1", text])
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    reveal(page)
    assert "Ann\ufffd" in players_text(page)
    url = shared_url(page)  # the dialog opens with its link: no error, no silence
    assert page.locator(".dlg.share").is_visible()
    there = open_page(other, site, url[len(site):])
    assert "Opened the game from the link" in there.inner_text("#message")
    assert "Ann\ufffd" in players_text(there)


def test_a_link_of_format_1_shared_before_still_opens(context, site):
    kept = json.loads((ROOT / "tests" / "engine" / "saved" / "links_format1.json").read_text(encoding="utf-8"))
    old = next(k for k in kept["links"] if k["what"] == "three players in progress")
    page = open_page(context, site, "?link=" + old["link"])
    assert "Opened the game from the link" in page.inner_text("#message") and "move 57" in page.inner_text("#message")
    assert page.locator(".dlg.notice").count() == 0
    reveal(page)
    assert shared_url(page).split("?link=")[1].startswith("2")  # shared again, in today's format


def test_an_error_nobody_foresaw_in_a_button_is_told_and_the_game_is_kept(context, watch, site):
    """A button the page never draws (a replay step to no number: what a bug would send) fails in its handler."""
    page = open_page(context, site, start_url(site)[len(site):])
    reveal(page)
    play(page, quiet_turn(game_of(start_url(site)))[:1])
    before = stored(page)
    page.evaluate("""() => { for (const [ui, arg] of [['replay', ''], ['replay-step', 'x']]) {
        const b = document.createElement('button'); b.dataset.ui = ui; b.dataset.arg = arg;
        b.id = 'probe-' + ui; b.textContent = ui; document.body.prepend(b); } }""")
    page.click("#probe-replay")
    page.click("#probe-replay-step")
    notice = page.wait_for_selector(".dlg.notice")
    assert "Something went wrong" in notice.inner_text() and "(ValueError)" in notice.inner_text()
    assert "the game is as it was" in notice.inner_text()
    page.click(".dlg.notice [data-ui=close]")
    page.wait_for_selector(".dlg.notice", state="detached")
    page.click("[data-ui=replay-exit]")
    assert stored(page) == before  # nothing lost, nothing written
    assert len(game_of(shared_url(page)).history) == 1  # and the game is the one it was
    assert any("ValueError" in e for e in watch.errors)  # the traceback went to the console, for a bug report
    watch.errors[:] = [e for e in watch.errors if "ValueError" not in e]
