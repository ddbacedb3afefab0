"""The decisions the engine asks for, as dialogs (a war's side, a conflict's support, a monument, a
building, treasures, the wonder's point) and the final scores.

Each choice is a button carrying an action's notation from the engine's legal actions
(``data-ui="play" data-arg="commit 2"``), so the engine receives exactly what the player picked.
Plain Python, no ``js``."""

from __future__ import annotations

from typing import Any, Iterable, TypeVar

import tigris
import tigris.svg as svg
from tigris import cell_name
from tigris.actions import ChooseWar, Commit, ErectWonder, PlaceBuilding, TakeTreasures, WonderPoint
from tigris.names import COLOURS, LEADERS
from web.core import i18n
from web.core.html import Child, Markup, catalogue, h, join
from web.core.i18n import sentence, t
from web.game import describe, display
from web.game.markup import _frame, button, capital, et, icon, letters, swatch, word
from web.game.session import Session


def dialog(session: Session) -> Markup | None:
    """The dialog for the pending decision, or the final score; None when there is none."""
    if session.replay is not None:
        return None
    game = session.game
    if game.is_over:
        return None if session.analysing else final_dialog(session)  # an analysed line's end: the panel says it
    if not session.person_to_move or session.needs_cover:
        return None
    if session.asking is not None:
        return catastrophe_dialog(session, session.asking)
    view = session.view()
    phase = game.phase
    if phase in (tigris.Phase.ACTION, tigris.Phase.COMMIT):  # a conflict is decided beside the board
        return None
    P = tigris.Phase
    return {P.WAR: war_dialog, P.MONUMENT: monument_dialog,
            P.TREASURE: treasure_dialog, P.BUILDING: building_dialog, P.WONDER_POINT: wonder_point_dialog,
            }.get(phase, lambda s, v: generic_dialog(s))(session, view)


def docked_decision(session: Session) -> Markup | None:
    """The conflict to decide, docked in the panel (the board beside it shows both strengths); None if none."""
    if (session.replay is not None or session.game.is_over or not session.person_to_move or session.needs_cover
            or session.game.phase != tigris.Phase.COMMIT):
        return None
    return conflict_dialog(session, session.view())


def catastrophe_dialog(session: Session, action: tigris.Catastrophe) -> Markup:
    """A catastrophe asks first: what it destroys (the engine's events on a copy), then yes or no."""
    lines = display.catastrophe_question(session.game, action, session.name)
    body = join([h("ul", [h("li", line) for line in lines]),
                 h("div", {"class": "choices"},
                   button(t("ui.catastrophe.confirm"), "play", str(action), "choice"),
                   button(t("ui.cancel"), "ask-cancel", cls="choice"))])
    return _frame(t("ui.catastrophe.title", cell=cell_name(action.cell)), body, "ask-catastrophe")


def hint_extras(session: Session, indicator: bool = True) -> Markup:
    """What every decision's dialog ends with: a thinking indicator (a dialog over the page: the panel's is
    hidden), the hint if one was asked, a hint button."""
    out = [h("div", {"class": "thinking", "role": "status", "hidden": True})] if indicator else []
    if session.hint is not None:
        out.append(h("p", {"class": "msg hint-text"}, t("ui.msg.hint", action=describe.action_words(session.hint))))
    if session.can_hint:
        out.append(h("div", {"class": "acts"}, button(t("ui.hint"), "hint", cls="hint-btn", title=t("ui.hint_title"))))
    return join(out)


def choice(session: Session, label: Child, action: object) -> Markup:
    """A decision's button: the action's notation, marked when it is the hint's."""
    hinted = session.hint is not None and str(session.hint) == str(action)
    return button(label, "play", str(action), "choice hinted" if hinted else "choice")


def _decision(session: Session, title: Child, body: Child, cls: str) -> Markup:
    return _frame(title, join([body, hint_extras(session)]), cls)


def conflict_dialog(session: Session, view: tigris.View) -> Markup:
    c = view.conflict
    me = session.to_move
    assert c is not None and me is not None  # asked in the commit phase, of the person to move
    colour = c["colour"]
    title = capital(t("ui.conflict.revolt_title" if c["kind"] == "revolt" else "ui.conflict.war_title",
                      leader=c["leader"]))
    att, dfn = c["attacker"], c["defender"]
    attack_total = c["attack"] + (c["attacker_commit"] or 0)

    def side(who: str, role: str, base: int, cell: str, committed: int | None) -> Markup:
        what = t("ui.conflict.revolt_support") if c["kind"] == "revolt" else t("ui.conflict.war_support",
                                                                                 colour=colour)
        extra = None
        if committed is not None:
            extra = h("div", t("ui.conflict.committed"), " ", h("b", {"class": "commit"}, committed), " → ",
                      h("b", {"class": "total"}, base + committed))
        return h("div", {"class": f"side {role}", "data-side": role}, icon(svg.leader_icon(who, c["leader"], 40, letters())),
                 h("div", h("b", session.name(who)), " ", h("small", t(f"ui.conflict.{role}_on", cell=cell)),
                   h("div", {"class": "strength"}, t("ui.conflict.strength"), " ", h("b", base), " ",
                     h("small", f"({what})")),
                   extra))

    body = [h("div", {"class": "sides"},
              side(att, "attacker", c["attack"], c["attacker_cell"], c["attacker_commit"]),
              side(dfn, "defender", c["defence"], c["defender_cell"], None))]
    hand = view.player(me).hand or (0, 0, 0, 0)
    have = hand[COLOURS.index(colour)]
    # These two texts carry <b> tags of their own; their parameters are escaped.
    if me == att:
        ask = catalogue("ui.conflict.ask_attack", colour=colour, have=have, name=session.name(dfn))
    else:
        ask = catalogue("ui.conflict.ask_defend", colour=colour, have=have, attack=attack_total)
    body.append(h("p", {"class": "ask"}, ask))
    choices = []
    for a in offered(session, Commit):
        n = a.count
        base = c["attack"] if me == att else c["defence"]
        choices.append(choice(session, join([t("ui.conflict.commit", count=n), " ", h("small", f"→ {base + n}")]), a))
    body.append(h("div", {"class": "choices"}, choices))
    # Docked beside the board: a dialog that leaves the board (and its leaders at war) in sight.
    return h("div", {"class": "dlg conflict docked", "role": "dialog", "aria-modal": "false",
                     "aria-labelledby": "conflict-title"},
             h("h2", {"id": "conflict-title"}, title), join([body, hint_extras(session, indicator=False)]))


def game_actions(session: Session) -> list[tigris.Action]:
    return list(session.game.legal_actions())


A = TypeVar("A")


def offered(session: Session, kind: type[A]) -> list[A]:
    """The legal actions of a decision that has one kind of answer (a commitment, a colour)."""
    return [a for a in session.game.legal_actions() if isinstance(a, kind)]


def _choices(session: Session, ask: Child, labelled: Iterable[tuple[Child, object]]) -> Markup:
    return join([h("p", ask), h("div", {"class": "choices"}, [choice(session, label, a) for label, a in labelled])])


def war_dialog(session: Session, view: tigris.View) -> Markup:
    me = session.to_move
    assert me is not None  # asked of the person to move

    def label(a: ChooseWar) -> Markup:
        leader = LEADERS[a.colour]
        return join([icon(svg.leader_icon(me, leader, 26, letters())), " ",
                     capital(t("ui.conflict.war_title", leader=leader)), " ",
                     h("small", "(", word("colour", COLOURS[a.colour]), ")")])

    body = _choices(session, t("ui.war.ask"), ((label(a), a) for a in offered(session, ChooseWar)))
    return _decision(session, t("ui.war.title"), body, "war")


def monument_dialog(session: Session, view: tigris.View) -> Markup:
    def label(a: tigris.Action) -> Markup:
        if isinstance(a, ErectWonder):
            return join([t("ui.monument.wonder"), " ", h("small", t("ui.monument.centred", cell=cell_name(a.cell)))])
        if isinstance(a, tigris.BuildMonument):
            name = str(a).split()[1]
            x, y = name.split("-")
            return join([swatch(x), swatch(y), " ", capital(t("ui.monument.build", monument=name)), " ",
                         h("small", t("ui.on_cell", cell=cell_name(a.cell)))])
        return et("ui.monument.none")

    body = _choices(session, t("ui.monument.ask"), ((label(a), a) for a in game_actions(session)))
    return _decision(session, t("ui.monument.title"), body, "monument")


def building_dialog(session: Session, view: tigris.View) -> Markup:
    def label(a: tigris.Action) -> Markup:
        words = str(a).split()
        if isinstance(a, PlaceBuilding):  # "building market c3"
            return join([swatch(COLOURS[a.colour]), " ", capital(i18n.current().name("building", words[1])), " ",
                         h("small", t("ui.on_cell", cell=words[2]))])
        return et("ui.building.none")

    body = _choices(session, t("ui.building.ask"), ((label(a), a) for a in game_actions(session)))
    return _decision(session, t("ui.building.title"), body, "building")


def wonder_point_dialog(session: Session, view: tigris.View) -> Markup:
    labelled = ((join([swatch(COLOURS[a.colour]), " ", word("colour", COLOURS[a.colour])]), a)
                for a in offered(session, WonderPoint))
    return _decision(session, t("ui.wonder_point.title"), _choices(session, t("ui.wonder_point.ask"), labelled),
                     "wonder-point")


def generic_dialog(session: Session) -> Markup:
    """Any other decision the engine asks for: its legal actions, in notation."""
    expected = sentence(i18n.current().expected(session.game.expected()))
    body = _choices(session, expected, ((str(a), a) for a in game_actions(session)))
    return _decision(session, t("ui.decision.title"), body, "decision")


def treasure_dialog(session: Session, view: tigris.View) -> Markup:
    tc = view.treasure_choice
    assert tc is not None  # asked while a kingdom's treasures are taken
    n = tc["count"]
    ask = t("ui.treasure.ask", cell=tc["trader"], count=n)
    if tc["special"]:
        ask += " " + t("ui.treasure.special")

    def label(a: TakeTreasures) -> str:
        if not a.cells:
            return t("ui.treasure.none")
        return t("ui.treasure.take", cells=" + ".join(cell_name(x) for x in a.cells))

    body = _choices(session, ask + ".", ((label(a), a) for a in offered(session, TakeTreasures)))
    return _decision(session, t("ui.treasure.title"), body, "treasure")


def final_dialog(session: Session) -> Markup:
    result = session.game.result()
    why = t(f"why.{result.why}")
    rows = []
    for s in result.standings:
        cells = [h("td", {"class": f"pt-{c}"}, s.totals[i],
                   h("small", {"title": t("ui.final.added")}, f" (+{s.allocation[i]})") if s.allocation[i] else None)
                 for i, c in enumerate(COLOURS)]
        rows.append(h("tr", {"class": f"rank-{s.rank}"}, h("td", f"{s.rank}."),
                      h("td", icon(svg.dynasty_icon(s.player, 20)), " ", session.name(s.player)), cells,
                      h("td", s.treasures), h("td", h("b", s.score)),
                      h("td", {"class": "vec"}, " ".join(map(str, s.vector)))))
    shown = letters()
    head = [h("th", {"class": f"pt-{c}", "title": word("colour", c)}, shown[c]) for c in COLOURS]
    body = [h("p", t("ui.final.ends", reason=why)),
            h("table", {"class": "result"},
              h("thead", h("tr", h("th"), h("th", t("ui.final.player")), head, h("th", "◆"),
                           h("th", t("ui.final.score")), h("th", t("ui.final.tie_break")))),
              h("tbody", rows)),
            h("div", {"class": "choices"}, button(t("ui.new_game"), "new", cls="primary"),
              button(t("review.button"), "review") if session.game.setup or session.game.start else None,
              button(t("ui.replay"), "replay"), button(t("analysis.button"), "analyse"),
              button(t("ui.export"), "export"),
              button(t("ui.close"), "close-final"))]
    return _frame(t("ui.final.title"), body, "final")
