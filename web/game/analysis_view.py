"""The analysis board's side panel as HTML: where it came from and the way back, hard's evaluation and its
three best actions, the move list with its variations, the buttons to step through it, then the hand (every
seat's in turn) and the players, as in a game.

The board itself is the game's (``web.game.render.board``: the analysis is a session). Plain Python, no ``js``.
"""

from __future__ import annotations

from typing import Iterable

import tigris
from web.core.html import Markup, h, join
from web.core.i18n import t
from web.game import dialogs, indicator, render
from web.game.analysis import Analysis
from web.game.describe import action_words
from web.game.markup import button, capital
from web.game.variations import Item, Move, Variation, path_text


def back_label(a: Analysis) -> str:
    return t(f"analysis.back.{a.origin}")


def heading(a: Analysis) -> Markup:
    """What this is, what it may know, and the one click back."""
    knows = t("analysis.imagined", name=a.owner(a.analyst)) if a.imagined else t("analysis.open")
    kept = h("p", {"class": "msg", "role": "status", "id": "analysis-kept"}, t(f"analysis.not_kept.{a.kept}")) \
        if a.kept else None
    return h("div", {"class": "analysis-head", "id": "analysis-head"},
             h("h2", t("analysis.title")),
             h("p", {"class": "sub", "id": "analysis-knows"}, knows), kept,
             button(back_label(a), "an-leave", cls="primary"))


def value_text(v: float) -> str:
    return f"{v:+.1f}".replace("-", "\u2212")


def evaluation(a: Analysis, busy: bool) -> Markup:
    """Hard's evaluation of the position shown, for the player to move, and its three best actions (a click
    plays one). While it works: says so."""
    g = a.game
    if g.is_over:
        body: Markup = h("p", t("analysis.over"))
    else:
        found = a.analysed
        who = a.owner(g.to_move)
        if found is None:
            body = h("p", {"class": "thinking", "role": "status"},
                     indicator.thinking(t("analysis.thinking") if busy else t("analysis.waiting")))
        else:
            chance = found.get("chance")
            line = t("analysis.value", name=who, value=value_text(float(found["value"])))
            meter = None
            if isinstance(chance, (int, float)):
                line += " " + t("analysis.chance", percent=round(chance * 100))
                meter = h("meter", {"min": "0", "max": "100", "value": round(chance * 100), "aria-hidden": "true"})
            best = []
            for notation, value in found.get("actions", [])[:3]:
                try:
                    words = capital(action_words(tigris.parse_action(notation)))
                except ValueError:
                    continue
                best.append(h("li", button(words, "an-play", notation),
                              h("span", {"class": "an-value"}, value_text(float(value))),
                              h("code", {"class": "an-notation"}, notation)))
            body = join([h("p", {"id": "analysis-value"}, line, " ", meter),
                         h("p", {"class": "sub"}, t("analysis.best", name=who)),
                         h("ol", {"class": "analysis-best", "id": "analysis-best"}, best)])
    return h("section", {"class": "analysis-eval", "aria-live": "polite", "aria-label": t("analysis.eval_label")},
             body)


def _items(a: Analysis, items: Iterable[Item], first: int) -> list[Markup]:
    out: list[Markup] = []
    for item in items:
        if isinstance(item, Move):
            now, number, who = item.path == a.tree.at, first + item.number - 1, a.mover(item.path)
            name = a.name(who) if who else ""  # (as the game's move list names the seat)
            said = t("analysis.move_by", number=number, name=name, move=item.move) if who else None
            out.append(h("li", {"class": "cur" if now else None},
                         h("button", {"type": "button", "class": "jump", "data-ui": "an-go", "aria-label": said,
                                      "data-arg": path_text(item.path) or None, "aria-current": "step" if now else None},
                           h("span", {"class": "num"}, f"{number}."), " ",
                           join([h("span", {"class": "who"}, name), " "]) if who else None, h("code", item.move))))
        elif isinstance(item, Variation):
            out.append(h("li", {"class": "variation"},
                         h("ol", {"class": "line", "aria-label": t("analysis.variation")},
                           _items(a, item.items, first))))
    return out


def move_list(a: Analysis) -> Markup:
    """The main line and its variations (in brackets, indented), each move a button that goes there."""
    at_start = not a.tree.at
    start = h("li", {"class": "cur" if at_start else None},
              h("button", {"type": "button", "class": "jump", "data-ui": "an-go",  # (no data-arg: the start)
                           "aria-current": "step" if at_start else None}, t("analysis.start")))
    items = _items(a, a.tree.layout(), a.number_from)
    tools = None
    if a.tree.at and a.tree.at[-1] != 0:  # the board shows a variation: make it the main line, or drop it
        tools = h("div", {"class": "acts"}, button(t("analysis.promote"), "an-promote", path_text(a.tree.at)),
                  button(t("analysis.delete"), "an-delete", path_text(a.tree.at)))
    return h("section", {"class": "log analysis-moves"},
             h("h3", t("analysis.moves")),
             h("ol", {"id": "analysis-list", "class": "line main"}, start, items), tools)


def steps(a: Analysis) -> Markup:
    at = a.tree.at
    ends = not a.tree.node(at).children
    return h("div", {"class": "acts replay"},
             button(render.replay_icon("first"), "an-start", title=t("analysis.first"), disabled=not at),
             button(render.replay_icon("previous"), "an-back", title=t("analysis.previous"), disabled=not at),
             button(render.replay_icon("next"), "an-forward", title=t("analysis.next"), disabled=ends),
             button(render.replay_icon("last"), "an-end", title=t("analysis.last"), disabled=ends))


def panel(a: Analysis, busy: bool, folded: Iterable[str] = ()) -> Markup:
    view = a.view()
    top = [render.status(a)]
    if a.message:
        top.append(h("div", {"class": "msg error" if a.error else "msg",
                             "role": "alert" if a.error else "status", "id": "message"}, a.message))
    out = [heading(a), h("div", {"class": "status"}, top), evaluation(a, busy)]
    docked = dialogs.docked_decision(a)
    if docked is not None:
        out.append(docked)
    if not a.game.is_over:
        out.append(render.hand_section(a, view, folded))
    out += [steps(a), move_list(a), render.players_section(a, view)]
    return join(out)
