"""Words that fit: every choice of the new-game dialog shows whole, in every language, on a desktop and a phone.

A menu (<select>) shows its chosen option in a box of its own width and cuts
what does not fit ("hidd", "Standar", "piiloss"); a row of the players' seats
squeezed the archer's icon to nothing beside "Bogenschütze".
"""

from __future__ import annotations

import pytest

from conftest import _context
from test_phone import LANDSCAPE, PORTRAIT

SCREENS = {"desktop": ({"width": 1280, "height": 800}, False), "upright": (PORTRAIT, True),
           "on-its-side": (LANDSCAPE, True)}

# For each menu of the dialog and each of its options: the width the option's words need in that menu (a copy of
# the menu holding only that option, sized by its words) against the width the menu has. A <select> reports no
# overflow of its own (its scrollWidth is always its clientWidth), so its copy is what measures.
CUT = """() => {
  const cut = [], dlg = document.querySelector('.dlg').getBoundingClientRect();
  for (const s of document.querySelectorAll('.dlg select')) {
    const box = s.getBoundingClientRect();
    if (box.right > dlg.right + 0.5 || box.left < dlg.left - 0.5) cut.push([s.name, 'outside the dialog']);
    for (const o of s.options) {
      const copy = s.cloneNode(false);
      copy.append(o.cloneNode(true));
      copy.style.cssText = 'position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;flex:none';
      s.parentNode.append(copy);
      const need = copy.getBoundingClientRect().width;
      copy.remove();
      if (need > box.width + 0.5) cut.push([s.name, o.textContent, Math.round(box.width), Math.round(need)]);
    }
  }
  return cut;
}"""

SEATS = """() => [...document.querySelectorAll('.dlg .seat .play')].map(l => {
  const icon = l.querySelector('svg').getBoundingClientRect();
  return {who: l.textContent.trim(), icon: [icon.width, icon.height], words: l.scrollWidth <= l.clientWidth + 0.5};
})"""


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_choice_of_the_new_game_dialog_shows_whole_in_every_language(browser, watch, site, screen):
    viewport, phone = SCREENS[screen]
    ctx = _context(browser, watch, "block", viewport=viewport, is_mobile=phone, has_touch=phone,
                   device_scale_factor=2)
    try:
        page = ctx.new_page()
        page.goto(site + "?new")
        page.wait_for_selector(".dlg.newgame", timeout=60_000)
        for lang in ("en", "de", "fi"):
            page.select_option(".dlg select[name=language]", lang)
            page.wait_for_function(f"document.documentElement.lang === '{lang}'")
            page.wait_for_selector(".dlg.newgame")
            page.locator(".dlg.newgame details summary").first.click()  # the rules options
            assert page.locator(".dlg select[name=bag_end]").is_visible()
            assert page.evaluate(CUT) == [], f"{lang} on a {screen} screen: menus cut their words"
            for seat in page.evaluate(SEATS):
                assert seat["icon"][0] >= 24 and seat["icon"][1] >= 24, f"{lang}: {seat['who']}'s icon shrank"
                assert seat["words"], f"{lang}: {seat['who']!r} is cut"
        # The German archer, as a player saw it shrink: the icon and the whole name.
        page.select_option(".dlg select[name=language]", "de")
        page.wait_for_function("document.documentElement.lang === 'de'")
        archer = page.locator(".dlg .seat .play").first
        assert archer.inner_text().strip() == "Bogenschütze"
        assert archer.locator("svg").bounding_box()["width"] >= 24
        # A long choice picked still reads whole.
        page.locator(".dlg.newgame details summary").first.click()
        page.select_option(".dlg select[name=bag_end]", "immediate")
        assert page.evaluate(CUT) == []
    finally:
        ctx.close()
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)


# The typing field of a board one plays on: its hint is words that wrap, its placeholder the notation itself.
TYPED = """() => [...document.querySelectorAll('.tigris-board .tb-type')].map(f => {
  const hint = f.querySelector('.tb-type-hint'), input = f.querySelector('input'), s = getComputedStyle(input);
  const pen = document.createElement('canvas').getContext('2d'); pen.font = s.font;
  const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
  const r = hint.getBoundingClientRect();
  return {hint: hint.textContent, shown: r.width > 0 && hint.scrollWidth <= hint.clientWidth + 0.5
          && r.right <= document.documentElement.clientWidth + 0.5,
          placeholder: input.placeholder, fits: pen.measureText(input.placeholder).width <= room,
          name: input.labels.length ? input.labels[0].textContent : ''};
})"""


@pytest.mark.parametrize("lang, said", [
    ("en", "or type an action in the notation, e.g. swap red blue"),
    ("de", "oder eine Aktion auf Englisch eintippen, z. B. swap red blue"),
    ("fi", "tai kirjoita toiminto englanniksi, esim. swap red blue"),
])
def test_a_boards_typing_hint_is_whole_on_a_phone_and_says_what_to_type(browser, watch, site, lang, said):
    ctx = _context(browser, watch, "block", viewport=PORTRAIT, is_mobile=True, has_touch=True,
                   device_scale_factor=2)
    try:
        page = ctx.new_page()
        page.goto(site + f"tutorial.html?lang={lang}")
        page.wait_for_selector("html[data-tigris=ready]", timeout=60_000)
        board = page.locator(".tigris-board[data-mode=play]").first
        board.scroll_into_view_if_needed()
        board.locator(".tb-type input").wait_for()
        fields = page.evaluate(TYPED)
        assert fields, "no board to type on"
        for f in fields:
            assert f["hint"] == said and f["shown"], f
            assert f["placeholder"] == "swap red blue" and f["fits"], f
            assert said in f["name"], "the hint names the field for a screen reader"
    finally:
        ctx.close()
    assert not watch.off_origin, f"requests left the origin: {watch.off_origin}"
    assert not watch.errors, "errors in the console:\n" + "\n".join(watch.errors)
