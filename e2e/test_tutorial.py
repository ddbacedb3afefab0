"""The tutorial page and embedded boards: static first, then alive with one interpreter; embed.html in an iframe."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from urllib.parse import quote, urlencode

import pytest

from conftest import READY, ROOT

sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from web import tutorial_content as tc  # noqa: E402

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


def test_every_board_is_drawn_without_python_or_scripts(browser, site):
    ctx = browser.new_context(java_script_enabled=False, service_workers="block")
    try:
        page = ctx.new_page()
        page.goto(site + "tutorial.html")
        assert page.get_attribute("html", "data-tigris") == "loading"
        ids = page.eval_on_selector_all(".tigris-board", "els => els.map(e => e.id)")
        assert ids == [b.id for b in BOARDS]
        for b in BOARDS:
            svg = page.locator(f"#{b.id} .tb-svg svg")
            assert svg.count() == 1, b.id
            assert svg.bounding_box()["height"] > 40, b.id  # painted, not an empty box
            assert page.locator(f"#{b.id} .tb-svg [data-cell]").count() >= 3, b.id
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
        document.querySelectorAll('.tigris-board .tb-svg svg').length]""")
    assert before == ["loading", len(BOARDS)]
    page.wait_for_selector(READY, timeout=60_000)
    assert page.locator(".tigris-board[data-live=ready]").count() == len(BOARDS)
    assert page.locator(".tb-loading").count() == 0

    # One interpreter for all the boards: one Python script, one runtime fetched and compiled, one start.
    assert page.locator("script[type=py]").count() == 1
    assert page.evaluate("window.__streamed") == 1
    assert sum(u.endswith("/pyodide/pyodide.asm.wasm") for u in watch.requests) == 1
    assert page.evaluate("performance.getEntriesByName('tigris-embed').length") == 1

    for b in BOARDS:
        el = f"#{b.id}"
        if b.mode == "view":
            cell = next(c for c in ("f3", "b4", "k1", "a1") if page.locator(f'{el} [data-cell="{c}"] rect.tile').count())
            page.click(f'{el} [data-cell="{cell}"]')
            assert page.inner_text(f"{el} .tb-msg").startswith(f"{cell}: a "), b.id
            assert page.locator(f"{el} .hl.kingdom").count() >= 1, b.id
        elif b.mode == "steps":
            page.click(f"{el} [data-ui=step].next")
            page.wait_for_selector(f"{el}[data-step='1']")
            assert page.locator(f"{el} .tigris-steps li.cur").count() == 1, b.id
            assert page.inner_text(f"{el} .tb-step code") == b.steps[0].action
        else:  # play, exercise: choosing a piece offers the spaces it may go to
            page.locator(f"{el} [data-ui=select]:not([disabled])").first.click()
            assert targets(page, b.id), b.id


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
    assert "bull gains 1 green point(s)" in msg  # the engine's words
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
    assert "archer gains 1 green point(s)" in page.inner_text(f"{ex} .tb-events")
    assert page.locator(f'{ex} [data-cell="a2"] rect.tile').count() == 1  # the board shows the answer played

    # "Show me" plays the intended answer.
    mx = "#monument-exercise"
    page.click(f"{mx} [data-ui=answer]")
    page.wait_for_selector(f"{mx}[data-verdict=ok]")
    assert "archer gains 1 blue point(s)" in page.inner_text(f"{mx} .tb-events")


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
    assert shown == str(BY_ID["first-round-play"].game())
    assert "lion gains 1 red point(s)" in page.inner_text(f"{el} .tb-events")
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
    assert "archer places a red tile on " + cell in page.inner_text(f"{play} .tb-events")
    page.click(f"{play} [data-ui=undo]")
    assert page.locator(f'{play} [data-cell="{cell}"] rect.tile').count() == 0


@pytest.fixture
def extra_pages(site):
    """Pages a test writes into dist/ (removed afterwards)."""
    made: list[Path] = []

    def write(name: str, text: str) -> str:
        path = build.DIST / name
        path.write_text(text)
        made.append(path)
        return site + name

    yield write
    for p in made:
        p.unlink(missing_ok=True)


def test_embed_html_in_an_iframe(context, site, extra_pages):
    board = BY_ID["tiles-exercise"]
    ex = board.exercise
    exercise = {"prompt": ex.prompt, "goal": {"kind": "event", "code": "points",
                                              "params": {"player": "archer", "colour": "green"}},
                "success": ex.success, "hint": ex.hint}
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
    assert one.locator(".tb-msg").inner_text() == ex.success

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
    assert "archer gains 1 red point(s)" in page.inner_text("#walk .tb-events")
    page.click("#task [data-ui=select][data-arg='tile black']")
    page.click('#task [data-cell="d2"]')
    page.wait_for_selector("#task[data-verdict=ok]")
