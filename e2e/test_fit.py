"""Words that fit: every choice of the new-game dialog shows whole, in every language, on a desktop and a phone.

A menu (<select>) shows its chosen option in a box of its own width and cuts
what does not fit ("hidd", "Standar", "piiloss"); a row of the players' seats
squeezed the archer's icon to nothing beside "Bogenschütze".
"""

from __future__ import annotations

import pytest

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
    ctx = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone, device_scale_factor=2,
                              service_workers="block")
    ctx.on("request", watch.on_request)
    ctx.on("page", watch.attach)
    ctx.set_default_timeout(30_000)
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
