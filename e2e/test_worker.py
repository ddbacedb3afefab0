"""The computer thinks in a worker of its own: the same decisions as in CPython, a page that keeps answering
(also on a slow machine), and a page that still plays when no worker can start."""

from __future__ import annotations

import base64
import json
import random

import tigris
from conftest import READY, open_page
from tigris.ai import choose_action
from web.game.computer import decide_request

WORKER = "html[data-tigris-worker=ready]"


def link(game: tigris.Game) -> str:
    return base64.urlsafe_b64encode(json.dumps(tigris.to_record(game)).encode()).decode().rstrip("=")


def midgame(seed: int, steps: int) -> tigris.Game:
    game = tigris.Game.new(["archer", "bull"], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.apply(rng.choice(game.legal_actions()))
    return game


# Asks the site's own worker script, as the page does, and collects its answers.
ASK = """async (requests) => {
  const worker = new Worker(new URL("web/worker.mjs", location.href), {type: "module"});
  const answers = {};
  await new Promise((resolve, reject) => {
    worker.onmessage = ({data}) => {
      if (data.kind === "ready") requests.forEach((r, i) => worker.postMessage({kind: "job", id: i, request: r}));
      else if (data.kind === "done") { answers[data.id] = JSON.parse(data.reply).action;
        if (Object.keys(answers).length === requests.length) resolve(); }
      else reject(new Error(JSON.stringify(data)));
    };
  });
  worker.terminate();
  return requests.map((_, i) => answers[i]);
}"""


def test_hard_in_the_worker_decides_as_hard_in_cpython(context, site):
    games = [midgame(1, 12), midgame(2, 31), midgame(3, 50)]
    games = [g for g in games if not g.is_over]
    requests = [json.dumps(decide_request(g, "hard", 7 + i, None, None)) for i, g in enumerate(games)]
    page = open_page(context, site)
    answers = page.evaluate(ASK, requests)
    assert answers == [str(choose_action(g, "hard", seed=7 + i)) for i, g in enumerate(games)]


def test_the_computer_plays_a_whole_game_from_its_worker(context, site):
    page = open_page(context, site, "?new")
    page.wait_for_selector(WORKER, timeout=60_000)  # ready before the game starts: every decision is its
    for dynasty in ("archer", "bull"):
        page.select_option(f"select[name=kind_{dynasty}]", "computer")
        page.select_option(f"select[name=level_{dynasty}]", "easy")
    page.select_option("select[name=speed]", "instant")
    page.click("[data-ui=start]")
    page.wait_for_selector(".dlg.final", timeout=240_000)
    answers = page.evaluate("performance.getEntriesByName('tigris-worker-answer').length")
    saved = page.evaluate("localStorage.getItem('tigris.game.' + localStorage.getItem('tigris.current'))")
    game = tigris.from_record(json.loads(saved)["record"], verify=True)
    assert game.is_over
    decisions = sum(1 for _ in game.history)
    assert answers >= decisions // 2, (answers, decisions)  # forced moves need nobody to think


def test_without_a_worker_the_page_thinks_on_its_own_thread_and_plays_on(context, site):
    context.route("**/web/worker.mjs", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body="throw new Error('no worker on this device');"))
    page = open_page(context, site, "?computer=all&speed=instant&level=easy")
    page.wait_for_selector("html[data-tigris-worker=failed]", timeout=60_000)
    page.wait_for_selector(".dlg.final", timeout=240_000)
    assert page.evaluate("performance.getEntriesByName('tigris-worker-answer').length") == 0


def archer_to_pass_bull_hard(page, site: str, speed: str) -> None:
    """A new game, Archer (a person) to move, Bull hard on a long think (far more than hard's budget, so that
    a test has time to act meanwhile), the page playable and its worker ready."""
    archer_first = link(tigris.Game.new(["archer", "bull"], seed=5, first="archer"))
    page.goto(site + f"?game={archer_first}&computer=bull&level=hard&speed={speed}&iterations=200000")
    page.wait_for_selector(READY, timeout=120_000)
    page.wait_for_selector(WORKER, timeout=120_000)
    if page.locator("#cover").is_visible():
        page.click("#cover button[data-ui=reveal]")


def test_a_click_is_answered_while_hard_thinks_on_a_slow_machine(context, site):
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    archer_to_pass_bull_hard(page, site, "fast")
    page.click("[data-ui=end]")  # Archer passes, and confirms the end of the turn: Bull thinks, in the worker
    page.click("[data-ui=confirm]")
    page.wait_for_selector("html[data-thinking-in=worker] #thinking:not([hidden])", timeout=30_000)
    # A click on the board: the page answers with a message while it still shows the computer thinking.
    page.click('#board [data-cell="h6"]')
    page.wait_for_function("() => (document.getElementById('message') || {}).textContent.includes('Bull is thinking')",
                           timeout=10_000)
    assert page.locator("#thinking:not([hidden])").count() == 1
    # The move list folds and unfolds, the keys' help opens and closes, while it thinks.
    page.click("[data-ui=help]")
    page.wait_for_selector(".dlg.keys-help")
    page.keyboard.press("Escape")
    page.wait_for_selector(".dlg.keys-help", state="detached")
    page.wait_for_selector("#thinking:not([hidden])")
    # A new game while it thinks: the new-game dialog opens at once and the old decision is dropped.
    page.click("[data-ui=new]")
    page.wait_for_selector(".dlg.newgame")
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})


# Where the panel's content below its status stands, and the thinking row as it is.
BELOW_THE_STATUS = """() => {
  const row = document.getElementById("thinking");
  return {below: document.querySelector("#panel .status").getBoundingClientRect().bottom,
          hidden: row.hidden, seen: getComputedStyle(row).visibility === "visible" && !row.hidden,
          height: row.getBoundingClientRect().height};
}"""


def test_the_panel_stays_where_it_is_when_the_computer_starts_thinking(context, site):
    """The thinking row lies over the turn line, kept unseen in its place: when it shows, nothing below it
    moves (and the browser lays out and paints nothing but the row, bench/pages/worker.py)."""
    page = context.new_page()
    archer_to_pass_bull_hard(page, site, "slow")
    person = page.evaluate(BELOW_THE_STATUS)
    assert person["hidden"] and not person["seen"]  # on a person's turn it is unseen until a hint is asked
    turn_line = page.locator("#panel .status .turn").bounding_box()
    row = page.locator("#thinking").bounding_box()
    assert row is not None and turn_line is not None and row["y"] == turn_line["y"]  # over the turn line
    page.click("[data-ui=end]")
    page.click("[data-ui=confirm]")
    page.wait_for_selector("#thinking.kept[hidden]", state="attached", timeout=10_000)
    before = page.evaluate(BELOW_THE_STATUS)  # the computer waits 1.2 s (speed slow) before it thinks
    assert before["hidden"] and not before["seen"] and before["height"] > 0
    page.wait_for_selector("html[data-thinking-in=worker] #thinking:not([hidden])", timeout=30_000)
    during = page.evaluate(BELOW_THE_STATUS)
    assert during["seen"] and "Bull is thinking" in page.inner_text("#thinking")
    assert during["below"] == before["below"] and during["height"] == before["height"]
    page.click("[data-ui=new]")  # the old decision is dropped
    page.wait_for_selector(".dlg.newgame")
