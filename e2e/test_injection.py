"""Script injection: every way text comes into a page, tried with payloads that would run script as markup.

Ways in: embed.html's URL (prompt, hint, success, exercise JSON, answers,
position, mode, steps, highlight, caption, lang), an author's board (its
data-* attributes, steps, notes and exercise), the game's ``?game=`` (player
names in a save), ``?position=`` (its error message), saved games in
localStorage (names, ids, damaged saves) and an imported file. A test fails
when a payload runs (a dialog opens or the page's ``__pwned`` is set), when it
becomes an element or a handler in the page, or when the page logs an error
(the CSP's violations included, see conftest.py). Payloads are batched: a few
page loads try them all.
"""

from __future__ import annotations

import json
from urllib.parse import quote, urlencode

import pytest

import build
import tigris
from conftest import READY, reveal
from test_tutorial import extra_pages  # noqa: F401 (a fixture: pages written into dist/ for a test)

# Each would run script if it reached the page as markup (a name keeps its first 24 characters).
PAYLOADS = (
    "<img src=x onerror=alert(1)>",
    '"><svg onload=alert(2)>',
    "'><script>alert(3)</script>",
    "</script><script>__pwned=4</script>",
    "<svg><script>alert(5)</script></svg>",
    "javascript:alert(6)",
    '<a href="javascript:alert(7)">x</a>',
    "' \" > < &amp; {x}",
    "<iframe srcdoc='<script>parent.__pwned=9</script>'>",
    "<style>*{display:none}</style><b onmouseover=alert(10)>",
)
NAMES = ("<svg onload=alert(1)>", '"><svg onload=alert(2)>', "'><img src onerror=alert()>",
         "</script><svg/onload=alert()>")

SMALL = """\
players: archer bull
turn: archer 1
board: blank
archer: hand r r b k g g
bull:   hand r b b k k g
    a  b  c  d  e
 1  r* .  .  .  r*
 2  .  r  Ak .  .
 3  .  .  .  .  r*
"""

# Elements and attributes only a payload could have made in our pages.
INJECTED = """(own) => {
  const bad = [...document.querySelectorAll("img, iframe, object, embed, script:not([src]):not([type])")]
    .filter(el => el.textContent !== own)  // the page's own script (web/page.js, written in by the build)
    .concat([...document.querySelectorAll("*")].filter(el => [...el.attributes].some(a =>
      a.name.startsWith("on") || (/^(href|src|action|formaction)$/.test(a.name) && /^\\s*javascript:/i.test(a.value)))));
  return bad.map(el => el.outerHTML.slice(0, 120));
}"""


@pytest.fixture
def guarded(context):
    """A page on which any dialog is a failure, with the payloads' flag watched."""
    dialogs: list[str] = []

    def new_page():
        page = context.new_page()
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        return page

    yield new_page
    assert not dialogs, f"a payload ran: dialogs {dialogs}"


def assert_inert(page, where: str, host: bool = False) -> None:
    """Nothing ran and nothing became markup, in the page and its frames (``host``: only in its frames)."""
    for frame in page.frames[1:] if host else page.frames:
        assert frame.evaluate("typeof window.__pwned") == "undefined", f"{where}: a payload ran"
        found = frame.evaluate(INJECTED, build.PAGE_SCRIPT)
        assert not found, f"{where}: a payload became markup: {found}"


def embed(site: str, **params: str) -> str:
    return site + "embed.html?" + urlencode(params, quote_via=quote)


def test_embed_url_parameters_are_text(guarded, site, extra_pages):
    """embed.html's exercise: ?prompt/hint/success (the hole of issue 14), then the exercise JSON, in frames."""
    page = guarded()
    ex = {"prompt": " ".join(PAYLOADS), "hint": " ".join(PAYLOADS), "success": " ".join(PAYLOADS),
          "answers": ["tile black d2"], "answer": "tile black d2", "replies": list(PAYLOADS)}
    frames = [
        embed(site, position=SMALL, mode="exercise", answers="tile black d2", prompt=" ".join(PAYLOADS),
              hint=" ".join(PAYLOADS), success=" ".join(PAYLOADS), caption=PAYLOADS[0], lang=PAYLOADS[1]),
        embed(site, position=SMALL, mode="exercise", exercise=json.dumps(ex), highlight=" ".join(PAYLOADS)),
        embed(site, position=SMALL, mode="steps", steps=";".join(PAYLOADS)),  # listed (as text), never played here
        embed(site, position=SMALL, mode=PAYLOADS[1]),  # an unknown mode: the error names it
        embed(site, position=SMALL + PAYLOADS[3] + "\n" + PAYLOADS[0]),  # an unreadable position
        embed(site, position=SMALL, mode="exercise", exercise=PAYLOADS[2]),  # not JSON
        embed(site, position=SMALL, mode="play", caption=PAYLOADS[6]),
    ]
    iframes = "".join(f'<iframe id="f{i}" src="{u.replace("&", "&amp;").replace(chr(34), "&quot;")}" '
                      f'width="600" height="400"></iframe>' for i, u in enumerate(frames))
    page.goto(extra_pages("injection-frames.html", '<!doctype html><html><head><meta charset="utf-8">'
                          f'<link rel="icon" href="data:,"><title>frames</title></head><body>{iframes}</body></html>'))
    for i in range(len(frames)):
        page.frame_locator(f"#f{i}").locator("html[data-tigris=ready]").wait_for(timeout=60_000)
    first = page.frame_locator("#f0")
    assert PAYLOADS[0] in first.locator(".tb-prompt").inner_text()  # shown as written
    first.locator("[data-ui=select][data-arg='tile red']").click()
    first.locator('[data-cell="d2"]').click()  # a wrong answer: the hint
    first.locator(".tigris-board[data-verdict=wrong]").wait_for()
    assert PAYLOADS[2] in first.locator(".tb-hint").inner_text()
    first.locator("[data-ui=reset]").click()
    first.locator("[data-ui=select][data-arg='tile black']").click()
    first.locator('[data-cell="d2"]').click()  # the right answer: the success text
    first.locator(".tigris-board[data-verdict=ok]").wait_for()
    assert PAYLOADS[4] in first.locator(".tb-msg").inner_text()
    second = page.frame_locator("#f1")
    second.locator("[data-ui=answer]").click()  # "show me": the replies are tried
    second.locator(".tigris-board[data-verdict]").wait_for()
    for i in (3, 4, 5):
        assert page.frame_locator(f"#f{i}").locator(".tb-msg.bad").count() == 1
    assert PAYLOADS[1] in page.frame_locator("#f3").locator(".tb-msg.bad").inner_text()
    played = page.frame_locator("#f6")
    played.locator(".tb-type input").fill(PAYLOADS[0])
    played.locator(".tb-type input").press("Enter")  # a typed action that is no action: refused, as text
    played.locator(".tb-msg.bad").wait_for()
    assert_inert(page, "embed.html", host=True)


def test_author_board_attributes_are_text(guarded, site, extra_pages):
    """An author's board: its id, data-mode, data-highlight, data-lang, steps, notes, caption and exercise."""
    a = PAYLOADS
    attr = [p.replace("&", "&amp;").replace('"', "&quot;") for p in a]
    text = [p.replace("&", "&amp;").replace("<", "&lt;") for p in a]
    exercise = json.dumps({"prompt": a[0], "hint": a[1], "success": a[2], "answers": ["tile black d2"]})
    exercise = exercise.replace("</", "<\\/")  # as an author writes JSON inside a <script>
    url = extra_pages("injection-author.html", f"""<!doctype html><html><head><meta charset="utf-8">
<link rel="icon" href="data:,"><link rel="stylesheet" href="web/boards.css"><title>author</title>
<script type="module" src="pyscript/core.js"></script></head><body>
<div class="tigris-board" id="{attr[1]}" data-mode="view" data-highlight="{attr[0]}" data-lang="{attr[2]}">
<script type="text/plain" class="tigris-diagram">{SMALL}</script></div>
<div class="tigris-board" id="steps" data-mode="steps">
<script type="text/plain" class="tigris-diagram">{SMALL}</script>
<ol class="tigris-steps"><li data-action="tile green d2">{text[0]} {text[8]}</li>
<li data-action="{attr[1]}">{text[2]}</li></ol></div>
<div class="tigris-board" id="ex" data-mode="exercise">
<script type="text/plain" class="tigris-diagram">{SMALL}</script>
<script type="application/json" class="tigris-exercise">{exercise}</script></div>
<div class="tigris-board" id="bad" data-mode="{attr[1]}">
<script type="text/plain" class="tigris-diagram">{SMALL}</script></div>
<div class="tigris-board" id="nopos" data-mode="play">
<script type="text/plain" class="tigris-diagram">players: {text[0]}</script></div>
<script type="py" src="./web/embed_main.py" config="./pyscript.json"></script>
</body></html>""")
    page = guarded()
    page.goto(url)
    page.wait_for_selector(READY, timeout=60_000)
    page.click("#steps [data-ui=step].next")
    page.wait_for_selector("#steps[data-step='1']")
    assert a[0] in page.inner_text("#steps .tb-step")
    page.click("#steps [data-ui=step].next")  # the payload "action": refused by the engine
    page.click("#ex [data-ui=select][data-arg='tile red']")
    page.click('#ex [data-cell="d2"]')
    page.wait_for_selector("#ex[data-verdict=wrong]")
    assert a[1] in page.inner_text("#ex .tb-hint")
    assert page.locator("#bad .tb-msg.bad").count() == 1 and page.locator("#nopos .tb-msg.bad").count() == 1
    assert_inert(page, "an author's page")


def wrapper(names=NAMES, **extra) -> dict:
    game = tigris.Game.new(["archer", "bull", "pot", "lion"], seed=7)
    seats = [{"dynasty": d, "name": n, "kind": "person"} for d, n in zip(("archer", "bull", "pot", "lion"), names)]
    return {"app": "tigris-web", "record": tigris.to_record(game), "seats": seats, **extra}


def test_game_link_saves_and_import_are_text(guarded, site):
    """The game page: names from ?game=, saved games (names, ids, damaged saves), an imported file."""
    page = guarded()
    saves = {
        "tigris.game." + PAYLOADS[1]: json.dumps(wrapper(NAMES[::-1], updated=5)),
        "tigris.game.broken" + PAYLOADS[0]: PAYLOADS[2],  # not JSON: listed as damaged
        "tigris.game.odd": json.dumps({"app": "tigris-web", "record": {"format": PAYLOADS[0]}, "updated": 3}),
    }
    page.add_init_script("(saves => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', 1);"
                         " for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); } })("
                         + json.dumps(saves) + ")")
    page.goto(site + "?game=" + quote(json.dumps(wrapper())))
    page.wait_for_selector(READY, timeout=60_000)
    reveal(page)
    panel = page.inner_text("#panel")
    for name in NAMES:
        assert name[:24] in panel, name  # each name shown as written (a name keeps 24 characters)
    assert_inert(page, "a game whose players' names are payloads")

    page.click("header [data-ui=games]")
    page.wait_for_selector(".dlg.games")
    listing = page.inner_text(".dlg.games")
    assert NAMES[0] in listing and "broken" in listing
    assert_inert(page, "the saved games")
    page.click(f'.dlg.games li[data-game="{PAYLOADS[1].replace(chr(34), chr(92) + chr(34))}"] [data-ui=resume]')
    page.wait_for_selector(".dlg.games", state="detached")
    reveal(page)
    assert NAMES[3][:24] in page.inner_text("#panel")

    page.set_input_files("#import-file", files=[{"name": PAYLOADS[1] + ".json", "mimeType": "application/json",
                                                 "buffer": (PAYLOADS[0] + PAYLOADS[3]).encode()}])
    page.wait_for_selector(".dlg.games .msg.error")  # not JSON: refused with a message, as text
    assert_inert(page, "a refused import")
    page.click(".dlg [data-ui=close]")
    page.set_input_files("#import-file", files=[{"name": "names.json", "mimeType": "application/json",
                                                 "buffer": json.dumps(wrapper(NAMES[1:] + NAMES[:1])).encode()}])
    page.wait_for_selector(".dlg", state="detached")
    reveal(page)
    assert NAMES[1][:24] in page.inner_text("#panel")
    page.click("header [data-ui=new]")  # the names offered again in the new-game dialog (input values)
    page.wait_for_selector(".dlg.newgame")
    assert_inert(page, "an imported game and the new-game dialog")


def test_position_link_errors_are_text(guarded, site):
    page = guarded()
    page.goto(site + "?position=" + quote(SMALL.replace("archer bull", PAYLOADS[0] + " " + PAYLOADS[1])))
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_selector(".msg.error")
    assert_inert(page, "a bad ?position=")
    page.goto(site + "?game=" + quote(PAYLOADS[3] + PAYLOADS[0]))
    page.wait_for_selector(READY, timeout=60_000)
    page.wait_for_selector(".msg.error")
    assert_inert(page, "a bad link")
