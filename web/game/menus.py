"""The game page's menus as HTML: the new-game form, the saved games, a notice, the language switch.

Plain Python, no ``js``: tested in CPython (tests/web/test_web_render.py)."""

from __future__ import annotations

import time
from typing import Any, Iterable

import tigris.svg as svg
from tigris.names import DYNASTIES
from tigris.options import CHOICES
from web.core import i18n
from web.core.html import Markup, h, join
from web.core.i18n import t
from web.game.seats import COMPUTER, LEVELS, PERSON, dynasty_name, is_default_name
from web.game.session import SPEEDS
from web.game.markup import _frame, button, icon, option
from web.game.storage import Saved


def new_game_dialog(error: str = "", defaults: dict[str, Any] | None = None) -> Markup:
    d = defaults or {}
    rows = []
    for i, dyn in enumerate(DYNASTIES):
        on = d.get(f"play_{dyn}", i < 2)
        kind = d.get(f"kind_{dyn}", COMPUTER if i == 1 else PERSON)
        name = d.get(f"name_{dyn}", dyn.title())
        if is_default_name(dyn, name):
            name = dynasty_name(dyn)  # the dynasty's name in the page's language
        lv = d.get(f"level_{dyn}") or d.get("level") or "medium"
        rows.append(h(
            "div", {"class": "seat"},
            h("label", {"class": "play"}, h("input", {"type": "checkbox", "name": f"play_{dyn}", "checked": bool(on)}),
              " ", icon(svg.dynasty_icon(dyn, 26)), " ", dynasty_name(dyn)),
            h("input", {"name": f"name_{dyn}", "value": name, "maxlength": "24",
                        "aria-label": t("ui.new.name", player=dyn)}),
            h("select", {"name": f"kind_{dyn}", "aria-label": t("ui.new.kind", player=dyn)},
              option("person", t("ui.kind.person"), kind == PERSON),
              option("computer", t("ui.kind.computer"), kind == COMPUTER)),
            h("select", {"name": f"level_{dyn}", "class": "level", "aria-label": t("ui.new.level_of", player=dyn),
                         "title": t("ui.new.level")},
              [option(x, t(f"ui.level.{x}"), x == lv) for x in LEVELS])))
    opts = []
    for key, values in CHOICES.items():
        cur = str(d.get(key, values[0])).lower()
        choices = [option(str(v).lower(), t(f"option.{key}.{str(v).lower()}"), str(v).lower() == cur)
                   for v in values]
        opts.append(h("label", {"class": "opt"},
                      h("span", t(f"option.{key}"), h("small", {"class": "why"}, t(f"option.{key}.help"))),
                      h("select", {"name": key}, choices)))
    speed = d.get("speed", "normal")
    computer = h("label", {"class": "opt"}, h("span", t("ui.new.speed")),
                 h("select", {"name": "speed"}, [option(s, t(f"ui.speed.{s}"), s == speed) for s in SPEEDS]))
    err = h("div", {"class": "msg error", "role": "alert"}, error) if error else None
    # No onsubmit handler (the CSP allows no inline script): web/page.js keeps every form of ours from being sent.
    body = join([language_switch(), h(
        "form", {"id": "new-game"}, err, h("h3", t("ui.new.players")), rows, computer,
        h("details", h("summary", t("ui.new.options")), opts),
        h("div", {"class": "choices"}, button(t("ui.new.start"), "start", cls="primary"),
          button(t("ui.cancel"), "close")))])
    return _frame(t("ui.new_game"), body, "newgame")


def language_switch() -> Markup:
    """The language choice inside the first dialog a visitor sees (the header's switch is behind it)."""
    lang = i18n.current().lang
    options = [option(code, name, code == lang, lang=code) for code, name in i18n.languages()]
    return h("label", {"class": "opt lang-choice"}, h("span", t("ui.language")),
             h("select", {"data-lang": True, "name": "language"}, options))


def games_dialog(entries: Iterable[Saved], current: str | None, problem: str = "") -> Markup:
    rows = []
    for s in entries:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(s.updated)) if s.updated else ""
        state = t("ui.games.finished") if s.over else t("ui.games.moves", count=s.moves)
        cur = " " + t("ui.games.this_game") if s.id == current else ""
        if s.problem:
            desc = h("span", {"class": "bad"}, s.problem)
            btns = [button(t("ui.export"), "export-id", s.id), button(t("ui.games.delete"), "delete", s.id, "danger")]
        else:
            desc = join([state, " ", h("small", when)])
            btns = [button(t("ui.games.resume"), "resume", s.id, "primary"), button(t("ui.export"), "export-id", s.id),
                    button(t("ui.games.delete"), "delete", s.id, "danger")]
        rows.append(h("li", {"data-game": s.id}, h("div", h("b", s.title), cur, h("br"), desc),
                      h("div", {"class": "row-btns"}, btns)))
    err = h("div", {"class": "msg error", "role": "alert"}, problem) if problem else None
    body = [err, h("ul", {"class": "saved"}, rows or h("li", t("ui.games.none"))),
            h("div", {"class": "choices"}, button(t("ui.games.import"), "import"), button(t("ui.new_game"), "new"),
              button(t("ui.close"), "close"))]
    return _frame(t("ui.games.title"), body, "games")


def notice_dialog(title: str, text: str) -> Markup:
    return _frame(title, [h("p", {"class": "msg error", "role": "alert"}, text),
                          h("div", {"class": "choices"}, button(t("ui.ok"), "close", cls="primary"))], "notice")
