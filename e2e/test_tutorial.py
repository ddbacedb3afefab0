"""The tutorial page and embedded boards: static first, then alive with one interpreter; embed.html in an iframe;
the tutorial and the boards in German and Finnish (from the browser's language, the switch, or the author)."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from urllib.parse import quote, urlencode

import pytest

import tigris
import tigris.svg as svg

from conftest import READY, ROOT

import build
from web.core import i18n
from web.embed import boards
from web.tutorial import content as tc

BOARDS = [b for s in tc.SECTIONS for b in s.boards]
BY_ID = {b.id: b for b in BOARDS}

# Counts WebAssembly compilations of the page (Pyodide compiles its runtime once per interpreter).
COUNT_WASM = """
window.__streamed = 0;
const real = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = function (...args) { window.__streamed++; return real.apply(this, args); };
"""


def targets(page, board: str) -> list[str]:
    return page.eval_on_selector_all(f"#{board} .hl.target", "els => els.map(e => e.parentElement.dataset.cell)")


def open_tutorial(context, site: str):
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    return page


# A board's picture file has arrived and is shown (what it draws is checked in the unit tests).
PICTURE_SHOWN = "img => img.complete && img.naturalWidth > 0"


def test_every_board_is_drawn_without_python_or_scripts(browser, site):
    ctx = browser.new_context(java_script_enabled=False, service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(site + "tutorial.html")
        assert page.get_attribute("html", "data-tigris") == "loading"
        ids = page.eval_on_selector_all(".tigris-board", "els => els.map(e => e.id)")
        assert ids == [b.id for b in BOARDS]
        inline = boards.INLINE_PICTURES
        for b in BOARDS[:inline]:  # the first boards drawn into the page
            picture = page.locator(f"#{b.id} .tb-svg svg")
            assert picture.count() == 1, b.id
            assert picture.bounding_box()["height"] > 40, b.id  # painted, not an empty box
            assert page.locator(f"#{b.id} .tb-svg [data-cell]").count() >= 3, b.id
        for b in BOARDS[inline:]:  # the others: images of their own picture files, each read and shown
            img = page.locator(f"#{b.id} .tb-svg img")
            img.scroll_into_view_if_needed()
            deadline = time.monotonic() + 10  # (no page scripts here: polled from the test)
            while not img.evaluate(PICTURE_SHOWN) and time.monotonic() < deadline:
                time.sleep(0.05)
            assert img.evaluate(PICTURE_SHOWN), b.id
            assert img.bounding_box()["height"] > 40, b.id
        # The words are there too: prompts, step lists, captions.
        assert page.locator(".tb-prompt").count() == sum(b.mode == "exercise" for b in BOARDS)
        assert page.locator("#first-round .tigris-steps li").count() == len(BY_ID["first-round"].steps)
    finally:
        ctx.close()


def test_boards_show_before_python_then_all_respond_with_one_interpreter(context, site, watch):
    context.add_init_script(COUNT_WASM)
    page = context.new_page()
    page.goto(site + "tutorial.html", wait_until="domcontentloaded")
    before = page.evaluate("""() => [document.documentElement.dataset.tigris,
        document.querySelectorAll('.tigris-board .tb-svg :is(svg, img)').length]""")
    assert before == ["loading", len(BOARDS)]
    page.wait_for_selector(READY, timeout=60_000)
    # The boards in view are alive when the page says it is ready; the others come alive near the view, on first
    # use, or when the browser is idle: soon all of them, so the keyboard finds every board's controls.
    assert page.evaluate("""() => [...document.querySelectorAll('.tigris-board')]
        .filter((el) => el.getBoundingClientRect().top < innerHeight)
        .every((el) => el.dataset.live === 'ready')""")
    assert page.locator(".tb-loading").count() == 0
    page.wait_for_function(f"() => document.querySelectorAll('.tigris-board[data-live=ready]').length == {len(BOARDS)}",
                           timeout=30_000)

    # One interpreter for all the boards: one Python script, one runtime fetched and compiled, one start.
    assert page.locator("script[type=py]").count() == 1
    assert page.evaluate("window.__streamed") == 1
    # The page's own fetches (after it is ready, the snapshot's worker, web/start.mjs, loads a Pyodide of its own).
    assert page.evaluate("""performance.getEntriesByType('resource')
        .filter((e) => e.name.endsWith('/pyodide/pyodide.asm.wasm')).length""") == 1
    assert page.evaluate("performance.getEntriesByName('tigris-embed').length") == 1

    for b in BOARDS:
        el = f"#{b.id}"
        if b.mode == "view":
            cell = next(c for c in ("f3", "b4", "k1", "a1") if page.locator(f'{el} [data-cell="{c}"] rect.tile').count())
            page.click(f'{el} [data-cell="{cell}"]')
            assert page.inner_text(f"{el} .tb-msg").startswith(f"{cell}: a "), b.id
            assert page.locator(f"{el} .ho.on").count() == 1, b.id  # the kingdom clicked, outlined
        elif b.mode == "steps":
            page.click(f"{el} [data-ui=step].next")
            page.wait_for_selector(f"{el}[data-step='1']")
            assert page.locator(f"{el} .tigris-steps li.cur").count() == 1, b.id
            assert page.inner_text(f"{el} .tb-step code") == b.steps[0].action
        else:  # play, exercise: choosing a piece offers the spaces it may go to
            page.locator(f"{el} [data-ui=select]:not([disabled])").first.click()
            assert targets(page, b.id), b.id


# The moment the page is ready (before the browser is idle), the reader jumps to the last board, far below, and
# clicks its picture (an image of its own file until the board is alive) at AT (a cell's middle: cell_centre).
FIRST_CLICK = """
new MutationObserver((_, obs) => {
  if (document.documentElement.dataset.tigris !== "ready") return;
  obs.disconnect();
  const board = document.getElementById(BOARD);
  board.scrollIntoView({ block: "center" });
  const before = board.dataset.live || "";
  const img = board.querySelector(".tb-svg img"), box = img.getBoundingClientRect();
  const x = box.left + box.width * AT[0], y = box.top + box.height * AT[1];
  img.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: x, clientY: y }));
  const msg = board.querySelector(".tb-msg");
  window.__firstClick = [before, board.dataset.live, msg ? msg.textContent : ""];
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-tigris"] });
"""


def cell_centre(picture: str, cell: str) -> tuple[float, float]:
    """Where a cell's middle is in a picture, as fractions of its width and height."""
    width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', picture).groups())
    x, y = map(float, re.search(rf'data-cell="{cell}"[^>]*transform="translate\(([\d.]+),([\d.]+)\)"',
                                picture).groups())
    return (x + svg.CELL / 2) / width, (y + svg.CELL / 2) / height


def test_a_board_far_below_answers_its_first_click_before_it_came_alive(context, site):
    last, cell = BOARDS[-1], "k1"  # a temple
    at = cell_centre(boards.static_svg(last), cell)
    context.add_init_script(f"const BOARD = {json.dumps(last.id)}, AT = {json.dumps(at)};\n" + FIRST_CLICK)
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_function("() => window.__firstClick !== undefined")
    before, after, message = page.evaluate("window.__firstClick")
    assert (before, after) == ("", "ready")  # not alive until that click, alive with it
    assert message.startswith(f"{cell}: "), message  # the click itself was answered: what is on that cell
    assert page.locator(f"#{last.id} .tb-ui [data-ui=undo]").count() == 1  # its controls, there to use


def test_a_board_comes_alive_as_it_comes_near_the_view(context, site):
    context.add_init_script("window.requestIdleCallback = () => 0;")  # a browser never idle: only scrolling helps
    page = context.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    last = f"#{BOARDS[-1].id}"
    assert page.get_attribute(last, "data-live") is None
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_selector(f"{last}[data-live=ready] .tb-ui [data-ui=undo]", timeout=10_000)


def test_an_exercise_rejects_wrong_answers_with_the_reason_and_accepts_the_right_one(context, site):
    page = open_tutorial(context, site)
    ex = "#tiles-exercise"
    # A legal move that misses the goal: told what happened, and the hint.
    page.click(f"{ex} [data-ui=select][data-arg='tile green']")
    assert "e2" in targets(page, "tiles-exercise") and "c4" not in targets(page, "tiles-exercise")
    page.click(f'{ex} [data-cell="e2"]')
    page.wait_for_selector(f"{ex}[data-verdict=wrong]")
    msg = page.inner_text(f"{ex} .tb-msg")
    assert msg.startswith("That is allowed, but it is not the answer.")
    assert "Bull gains 1 green point" in msg  # the engine's event, in the catalogue's words
    assert "Hint:" in page.inner_text(f"{ex} .tb-hint")
    # An illegal move, typed: refused with the engine's reason.
    page.click(f"{ex} [data-ui=reset]")
    page.fill(f"{ex} .tb-type input", "tile green c4")
    page.click(f"{ex} [data-ui=typed]")
    page.wait_for_selector(f"{ex}[data-verdict=wrong]")
    assert page.inner_text(f"{ex} .tb-msg") == "Not allowed: only a farm (blue) may be placed on a river."
    # The right answer.
    page.click(f"{ex} [data-ui=reset]")
    assert page.get_attribute(ex, "data-verdict") == ""
    page.click(f"{ex} [data-ui=select][data-arg='tile green']")
    page.click(f'{ex} [data-cell="a2"]')
    page.wait_for_selector(f"{ex}[data-verdict=ok]")
    assert page.inner_text(f"{ex} .tb-msg").startswith("Yes: there is no trader in your king's kingdom")
    assert "Archer gains 1 green point" in page.inner_text(f"{ex} .tb-events")
    assert page.locator(f'{ex} [data-cell="a2"] rect.tile').count() == 1  # the board shows the answer played

    # "Show me" plays the intended answer.
    mx = "#monument-exercise"
    page.click(f"{mx} [data-ui=answer]")
    page.wait_for_selector(f"{mx}[data-verdict=ok]")
    assert "Archer gains 1 blue point" in page.inner_text(f"{mx} .tb-events")


def test_stepping_through_the_first_round_ends_on_the_rulebook_position(context, site):
    page = open_tutorial(context, site)
    board = BY_ID["first-round"]
    el = "#first-round"
    for i in range(1, len(board.steps) + 1):
        page.click(f"{el} [data-ui=step].next")
        page.wait_for_selector(f"{el}[data-step='{i}']")
    assert page.is_disabled(f"{el} [data-ui=step].next")
    # Karen's priest on h7, Andrew's priest home; the position the "play on" board starts from.
    assert page.locator(f'{el} [data-cell="h7"] circle.leader').count() == 1
    assert page.locator(f'{el} [data-cell="i6"] circle.leader').count() == 0
    shown = page.input_value(f"{el} .tb-pos textarea")
    assert shown == tigris.to_diagram(BY_ID["first-round-play"].game())
    assert "Lion gains 1 red point" in page.inner_text(f"{el} .tb-events")
    # Back one step and forward again.
    page.click(f"{el} [data-ui=step].prev")
    page.wait_for_selector(f"{el}[data-step='{len(board.steps) - 1}']")
    page.click(f"{el} [data-ui=step].next")
    assert page.input_value(f"{el} .tb-pos textarea") == shown

    # The "play on" board: a real game from there, undo included.
    play = "#first-round-play"
    page.click(f"{play} [data-ui=select][data-arg='tile red']")
    cell = targets(page, "first-round-play")[0]
    page.click(f'{play} [data-cell="{cell}"]')
    assert page.locator(f'{play} [data-cell="{cell}"] rect.tile').count() == 1
    assert "Archer places a red tile on " + cell in page.inner_text(f"{play} .tb-events")
    page.click(f"{play} [data-ui=undo]")
    assert page.locator(f'{play} [data-cell="{cell}"] rect.tile').count() == 0


@pytest.fixture
def extra_pages(site):
    """Pages a test writes into dist/ (removed afterwards)."""
    made: list[Path] = []

    def write(name: str, text: str) -> str:
        served = Path(os.environ["TIGRIS_DIST"]) if os.environ.get("TIGRIS_DIST") else build.DIST
        path = served / name
        path.write_text(text)
        made.append(path)
        return site + name

    yield write
    for p in made:
        p.unlink(missing_ok=True)


def test_embed_html_in_an_iframe(context, site, extra_pages):
    board = BY_ID["tiles-exercise"]
    ex = board.exercise
    en = i18n.read("en")  # an author writes words, not the tutorial's keys
    exercise = {"prompt": en[ex.prompt], "goal": {"kind": "event", "code": "points",
                                                  "params": {"player": "archer", "colour": "green"}},
                "success": en[ex.success], "hint": en[ex.hint]}
    q1 = urlencode({"position": board.diagram, "mode": "exercise", "exercise": json.dumps(exercise)}, quote_via=quote)
    steps = BY_ID["tiles-steps"]
    q2 = urlencode({"position": steps.diagram, "mode": "steps",
                    "steps": ";".join(s.action for s in steps.steps)}, quote_via=quote)
    url = extra_pages("iframe-test.html", f"""<!doctype html><html><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>iframes</title></head><body><h1>Someone else's page</h1>
<iframe id="one" src="embed.html?{q1}" width="700" height="620"></iframe>
<iframe id="two" src="embed.html?{q2}" width="700" height="620"></iframe>
</body></html>""")
    page = context.new_page()
    page.goto(url)
    one = page.frame_locator("#one")
    one.locator(".tigris-board[data-live=ready]").wait_for(timeout=60_000)
    assert one.locator(".tb-svg svg").count() == 1
    one.locator("[data-ui=select][data-arg='tile green']").click()
    one.locator('[data-cell="e2"]').click()
    one.locator(".tigris-board[data-verdict=wrong]").wait_for()
    assert one.locator(".tb-msg").inner_text().startswith("That is allowed, but it is not the answer.")
    one.locator("[data-ui=reset]").click()
    one.locator("[data-ui=select][data-arg='tile green']").click()
    one.locator('[data-cell="a2"]').click()
    one.locator(".tigris-board[data-verdict=ok]").wait_for()
    assert one.locator(".tb-msg").inner_text() == en[ex.success]

    two = page.frame_locator("#two")
    two.locator(".tigris-board[data-live=ready]").wait_for(timeout=60_000)
    for i in range(1, len(steps.steps) + 1):
        two.locator("[data-ui=step].next").click()
        two.locator(f".tigris-board[data-step='{i}']").wait_for()
    assert two.locator('[data-cell="f1"] rect.tile').count() == 1


def test_embed_html_reports_a_bad_position(context, site):
    page = context.new_page()
    page.goto(site + "embed.html?" + urlencode({"position": "players: archer\nturn: archer 1", "mode": "view"}))
    page.wait_for_selector(READY, timeout=60_000)
    assert page.inner_text("[role=alert]").startswith("This board cannot be shown: the position cannot be read")


def test_the_documented_example_page_works_when_copied(context, site, extra_pages):
    url = extra_pages("embed-example.html", (ROOT / "docs" / "embed-example.html").read_text())
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, timeout=60_000)
    assert page.locator(".tigris-board[data-live=ready]").count() == 3
    page.click('#look [data-cell="c2"]')
    assert page.inner_text("#look .tb-msg").startswith("c2: a kingdom of 3 pieces")
    page.click("#walk [data-ui=step].next")
    page.click("#walk [data-ui=step].next")
    page.wait_for_selector("#walk[data-step='2']")
    assert "Archer gains 1 red point" in page.inner_text("#walk .tb-events")
    page.click("#task [data-ui=select][data-arg='tile black']")
    page.click('#task [data-cell="d2"]')
    page.wait_for_selector("#task[data-verdict=ok]")


# ---------------------------------------------------------------- languages

DE, FI = i18n.read("de"), i18n.read("fi")


@pytest.fixture
def german(browser, watch):
    """A fresh context whose browser speaks German (navigator.languages = ["de-DE"])."""
    ctx = browser.new_context(locale="de-DE", viewport={"width": 1280, "height": 800}, service_workers="block")
    ctx.on("request", watch.on_request)
    ctx.on("page", watch.attach)
    ctx.set_default_timeout(30_000)
    yield ctx
    ctx.close()
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


def test_the_tutorial_in_german_then_finnish(german, site):
    page = german.new_page()
    page.goto(site + "tutorial.html")
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate("navigator.language") == "de-DE"
    # The page, the sections and the boards speak German.
    assert page.get_attribute("html", "lang") == "de"
    assert page.title() == DE["tutorial.page.title"]
    assert page.inner_text(".top h1") == DE["tutorial.page.heading"]
    assert page.inner_text("#topic-leaders h2") == DE["tutorial.leaders.title"] == "Anführer setzen"
    assert page.inner_text("#tiles-steps figcaption") == DE["tutorial.tiles-steps.caption"]
    assert page.input_value("#tigris-lang") == "de" and not page.is_disabled("#tigris-lang")
    assert DE["tutorial.tiles-exercise.prompt"].replace("<em>", "").replace("</em>", "") in \
        page.inner_text("#tiles-exercise .tb-prompt")
    assert page.inner_text("#tiles-exercise .tb-prompt strong") == "Aufgabe:"
    # A step, in German: the note and the engine's events.
    page.click("#tiles-steps [data-ui=step].next")
    page.wait_for_selector("#tiles-steps[data-step='1']")
    assert page.inner_text("#tiles-steps .tb-step").endswith(DE["tutorial.tiles-steps.step1"])
    assert "Stier erhält 1 roten Siegpunkt" in page.inner_text("#tiles-steps .tb-events")
    # An exercise refuses an illegal answer with the engine's reason, in German.
    ex = "#tiles-exercise"
    page.fill(f"{ex} .tb-type input", "tile green c4")
    page.click(f"{ex} [data-ui=typed]")
    page.wait_for_selector(f"{ex}[data-verdict=wrong]")
    assert page.inner_text(f"{ex} .tb-msg") == ("Nicht erlaubt: auf ein Flussfeld darf nur ein "
                                                "Landwirtschaftsplättchen (blau) gelegt werden.")
    assert page.inner_text(f"{ex} .tb-hint").startswith("Tipp:")
    assert page.inner_text(f"{ex} [data-ui=reset]") == "Noch einmal"

    # Switching to Finnish: everything again, the open verdict included; the choice is saved.
    page.select_option("#tigris-lang", "fi")
    page.wait_for_function("() => document.documentElement.lang === 'fi'")
    assert page.inner_text("#topic-leaders h2") == FI["tutorial.leaders.title"] == "Johtajan asettaminen"
    assert page.inner_text(".toc li:nth-child(3) a") == FI["tutorial.leaders.title"]
    assert page.inner_text("#tiles-steps figcaption") == FI["tutorial.tiles-steps.caption"]
    assert page.inner_text("#tiles-steps .tigris-steps li:first-child span") == FI["tutorial.tiles-steps.step1"]
    assert page.inner_text(f"{ex} .tb-msg") == "Ei sallittu: jokiruutuun saa asettaa vain maatilan (sininen)."
    assert page.inner_text(f"{ex} .tb-prompt strong") == "Tehtävä:"
    assert "Härkä saa 1 punaisen voittopisteen" in page.inner_text("#tiles-steps .tb-events")
    assert page.get_attribute("nav[data-i18n-label]", "aria-label") == "sisällys"
    assert page.evaluate("localStorage.getItem('tigris.lang')") == "fi"
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.inner_text("#topic-leaders h2") == "Johtajan asettaminen"  # the saved choice beats the browser's
    assert page.input_value("#tigris-lang") == "fi"


def test_embeds_speak_the_authors_language(context, site, extra_pages):
    board = BY_ID["tiles-steps"]
    q = urlencode({"position": board.diagram, "mode": "steps", "steps": ";".join(s.action for s in board.steps),
                   "lang": "fi"}, quote_via=quote)
    url = extra_pages("lang-test.html", f"""<!doctype html><html><head><meta charset="utf-8">
<link rel="icon" href="data:,"><link rel="stylesheet" href="web/boards.css"><title>languages</title>
<script type="module" src="pyscript/core.js"></script></head><body>
<div class="tigris-board" id="de" data-lang="de" data-mode="view">
<script type="text/plain" class="tigris-diagram">{board.diagram}</script></div>
<div class="tigris-board" id="plain" data-mode="view">
<script type="text/plain" class="tigris-diagram">{board.diagram}</script></div>
<iframe id="fi" src="embed.html?{q}" width="600" height="500"></iframe>
<script type="py" src="./web/embed_main.py" config="./pyscript.json"></script>
</body></html>""")
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, timeout=60_000)
    assert page.inner_text("#de .tb-note") == DE["embed.view_note"]
    assert page.get_attribute("#de", "lang") == "de"
    assert page.inner_text("#plain .tb-note") == "Click a piece to see its region or kingdom."  # the browser's
    page.click('#de [data-cell="c3"]')
    assert page.inner_text("#de .tb-msg").startswith("c3: ein Königreich aus")
    fi = page.frame_locator("#fi")
    fi.locator(".tigris-board[data-live=ready]").wait_for(timeout=60_000)
    assert fi.locator("[data-ui=step].next").inner_text() == "Seuraava ▶"
    fi.locator("[data-ui=step].next").click()
    fi.locator(".tigris-board[data-step='1']").wait_for()
    assert "Härkä saa 1 punaisen voittopisteen" in fi.locator(".tb-events").inner_text()
