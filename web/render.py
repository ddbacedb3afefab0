"""The page's HTML, as strings, from a session: board, side panel, dialogs, cover.

Buttons carry ``data-ui`` (a command) and ``data-arg``; the page has one
delegated listener that hands them to ``web.main``. Decisions are buttons
carrying an action's notation (``data-ui="play" data-arg="commit 2"``), so the
engine receives exactly what the player picked. Plain Python, no ``js``.
"""

from __future__ import annotations

import re
import time
from html import unescape
from typing import Any, Iterable, TypeVar

import tigris
import tigris.svg as svg
from tigris import cell_name
from tigris.actions import ChooseWar, Commit, ErectWonder, PlaceBuilding, TakeTreasures, WonderPoint
from tigris.bag import BAG_LEVELS
from tigris.names import COLOURS, DYNASTIES, LEADERS
from tigris.options import CHOICES

from . import describe, i18n
from .html import Child, Markup, catalogue, escape, h, join, trusted
from .i18n import sentence, t
from .session import COMPUTER, LEVELS, PERSON, SPEEDS, Replay, Session, dynasty_name, is_default_name, summary
from .storage import Saved

LETTER = {"red": "R", "blue": "B", "black": "K", "green": "G"}
LEADER_COLOUR = dict(zip(LEADERS, COLOURS))



def et(key: str, **params: object) -> Markup:
    """A translated text, escaped for HTML."""
    return escape(t(key, **params))


def word(kind: str, value: str, spec: str = "") -> Markup:
    """A game word in the page's language (``word("leader", "trader")`` → "Händler"), escaped."""
    return escape(i18n.current().name(kind, value, spec))


def icon(markup: str) -> Markup:
    """A picture drawn by ``tigris.svg`` (the engine's own markup, its texts escaped there)."""
    return trusted(markup)


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def button(label: Child, ui: str, arg: str = "", cls: str = "", title: str = "", disabled: bool = False,
           pressed: bool | None = None) -> Markup:
    label = join([label])
    attrs: dict[str, Any] = {"type": "button", "data-ui": ui}
    if ui in ("tile", "leader", "catastrophe") and not disabled:
        attrs["draggable"] = "true"  # drag a piece onto the board, or click it then a cell
    attrs |= {"data-arg": arg or None, "class": cls or None}
    if title:
        attrs["title"] = title
        named, label = named_label(label, title)
        attrs |= named
    attrs["disabled"] = disabled
    if pressed is not None:
        attrs["aria-pressed"] = "true" if pressed else "false"
    return h("button", attrs, label)


def _shown(html: str) -> str:
    """The text a label shows, its icons' own letters (a leader's "K") included: what a checker compares."""
    text = re.sub(r"<[^>]*>", " ", re.sub(r"<style.*?</style>", "", html, flags=re.S))
    return " ".join(unescape(text).split())


def named_label(label: Markup, title: str) -> tuple[dict[str, str], Markup]:
    """``(attributes, label)`` whose accessible name holds both the title and what is shown (WCAG 2.5.3).

    An icon alone, or a label the title spells out word for word ("withdraw"),
    takes the title as its ``aria-label``; a count or a cell beside an icon
    ("×2", "b3") is read after the title, and a word ("Undo") before it, from a
    visually hidden span.
    """
    shown = _shown(label)
    spelt_out = re.search(rf"(?<!\w){re.escape(shown.lower())}(?!\w)", title.lower())
    if spelt_out or not any(ch.isalnum() for ch in shown):
        return {"aria-label": title}, label
    if re.search(r"[^\W\d_]{3}", _shown(re.sub(r"<svg.*?</svg>", "", label, flags=re.S))):
        return {}, join([label, h("span", {"class": "sr-only"}, f" — {title}")])
    return {}, join([h("span", {"class": "sr-only"}, f"{title} "), label])


# ---------------------------------------------------------------------- board


def shown_view(session: Session) -> tigris.View:
    """What the page shows: the viewer's view, or in a replay the position replayed.

    A finished game keeps no secrets: its replay shows every player's points at every step.
    """
    game = session.shown_game()
    if session.replay is None:
        return tigris.view_of(game, session.viewer)
    return tigris.view_of(game, game.players[0], memory=session.game.is_over)


def board(session: Session, cursor: str | None = None) -> Markup:
    """The board as an ARIA grid: every cell named in words (``web.describe``), ``cursor`` holding its tab stop."""
    game = session.shown_game()
    view = shown_view(session)
    selected = set(session.selected_cells())
    kingdom: set[str] = set()
    c = view.conflict
    if c and session.replay is None:
        selected |= {c["attacker_cell"], c["defender_cell"]}
        kingdom |= set(c["attacker_support"]) | set(c["defender_support"])
    tc = view.treasure_choice
    if tc and session.replay is None:
        kingdom |= set(tc["special"]) | set(tc["others"])
    last = session.last_cells if session.replay is None else _replay_cells(session)
    targets = session.targets()
    hints = session.hint_cells() if session.replay is None else set()
    labels = describe.cell_labels(view, session.kingdom_of, session.name, targets=targets, selected=selected,
                                  last=last, hint=hints)
    return icon(svg.board(view, highlights=targets, selected=selected, kingdom=kingdom, last_move=last,
                          labels=labels, focus=cursor, label=describe.board_label(), hint=hints))


def _replay_cells(session: Session) -> set[str]:
    r = session.replay
    if not r or r.index == 0:
        return set()
    a = tigris.parse_action(r.actions[r.index - 1])
    return {cell_name(a.cell)} if hasattr(a, "cell") else set()


# ---------------------------------------------------------------------- panel


def points_row(points: Iterable[int] | None) -> Markup:
    if points is None:
        return h("span", {"class": "hidden-pts", "title": t("ui.players.hidden")}, "? ? ? ?")
    return join(h("span", {"class": f"pt pt-{c}", "title": t("ui.players.colour_points", colour=c)},
                  h("i", LETTER[c]), n) for c, n in zip(COLOURS, points))


def status(session: Session) -> Markup:
    game = session.shown_game()
    if session.replay is not None:
        return replay_status(session, session.replay)
    if game.is_over:
        winners = game.result().winners
        names = ", ".join(session.name(w) for w in winners)
        return h("div", {"class": "turn"}, t("ui.status.game_over", names=names, count=len(winners)))
    who = session.to_move
    assert who is not None  # the game is not over: someone is to move
    mark = icon(svg.dynasty_icon(who, 22))
    name = h("b", session.name(who))
    if session.computer_to_move:
        level = t(f"ui.level.{session.level_of(who)}")
        return h("div", {"class": "turn"}, mark, " ", name, " ", t("ui.status.computer_to_move", level=level))
    phase = game.phase
    if phase == tigris.Phase.ACTION:
        doing = t("ui.phase.action", count=game.actions_left)
    elif phase != tigris.Phase.OVER:
        doing = t(f"ui.phase.{phase}")
    else:
        doing = t("ui.phase.other")
    active = None
    if who != game.active:
        active = join([" ", h("span", {"class": "sub"}, t("ui.status.during", name=session.name(game.active)))])
    return h("div", {"class": "turn"}, mark, " ", name, " — ", h("span", {"id": "actions-left"}, doing), active)


def replay_status(session: Session, r: Replay) -> Markup:
    """The position being replayed: its number, the move that led to it and what it did, or the game's end."""
    lines = [h("div", {"class": "turn", "id": "replay-at"}, t("ui.status.replay", index=r.index, total=len(r.actions)))]
    if r.index == 0:
        lines.append(h("div", {"class": "sub"}, t("ui.status.replay_start")))
    else:
        move = str(r.actions[r.index - 1])
        said = summary(r.events[r.index], session)  # names who played it
        if not said:
            who = (session.movers + [""] * r.index)[r.index - 1]
            said = f"{session.name(who)}: {move}" if who else move
        lines.append(h("div", {"class": "sub", "id": "replay-move"}, h("code", move), " — ", said))
    game = r.game
    if game.is_over:
        winners = game.result().winners
        names = ", ".join(session.name(w) for w in winners)
        lines.append(h("div", {"class": "sub"}, t("ui.status.game_over", names=names, count=len(winners))))
    return join(lines)


def thinking(text: str) -> Markup:
    """The inside of the "thinking…" indicator (``text``: who thinks, e.g. "Bull is thinking…")."""
    return join([h("span", {"class": "spinner", "aria-hidden": "true"}), " ", text]) if text else Markup()


def panel(session: Session, thinking_text: str = "", folded: Iterable[str] = ()) -> Markup:
    """The side panel; the hand and the log fold away (``folded``: the names of those folded, see ``section``)."""
    game = session.shown_game()
    view = shown_view(session)
    top = [status(session),
           h("div", {"id": "thinking", "class": "thinking", "role": "status", "hidden": not thinking_text},
             thinking(thinking_text))]
    if session.message and session.replay is None:  # a replay tells its own moves (the status above)
        top.append(h("div", {"class": "msg error" if session.error else "msg",
                             "role": "alert" if session.error else "status", "id": "message"}, session.message))
    out = [h("div", {"class": "status"}, top)]
    folded = set(folded)
    if session.replay is not None:
        out.append(replay_controls(session.replay))
    elif not game.is_over:
        out.append(hand_section(session, view, folded))
    out.append(players_section(session, view))
    out.append(log_section(session, folded))
    return join(out)


def section(name: str, attrs: dict[str, Any], heading: Child, body: Child, folded: Iterable[str] = ()) -> Markup:
    """A panel section whose heading folds it away (a <details>), so a phone's screen is left to the board.

    ``data-fold`` names it: the page reads which ones the player folded before
    drawing the panel again, and passes them back in ``folded``.
    """
    return h("section", attrs, h("details", {"class": "fold", "data-fold": name, "open": name not in set(folded)},
                                 h("summary", h("h3", heading)), body))


def hand_section(session: Session, view: tigris.View, folded: Iterable[str] = ()) -> Markup:
    me = view.player(session.viewer)
    acting = session.can_act
    if session.needs_cover or me.hand is None:
        return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, t("ui.hand.hidden"),
                       h("p", {"class": "sub"}, t("ui.hand.hidden_why", name=session.name(session.to_move))),
                       folded)
    title = join([icon(svg.dynasty_icon(me.name, 18)), " ", t("ui.hand.title", name=session.name(me.name))])
    out = []
    hand = me.hand or (0, 0, 0, 0)
    swapping = session.swap_pick is not None
    picked = list(session.swap_pick or [])
    tiles = []
    for c, n in zip(COLOURS, hand):
        left = n - picked.count(c)
        if n == 0:
            continue
        sel = session.selection == ("tile", c)
        label = join([icon(svg.tile_icon(c, 34)), h("span", {"class": "n"}, f"×{left}")])
        if swapping:
            tiles.append(button(label, "swap-pick", c, "piece", t("ui.hand.swap_tile", colour=c),
                                disabled=not acting or left == 0))
        else:
            tiles.append(button(label, "tile", c, "piece" + (" sel" if sel else ""), t("ui.hand.place_tile", colour=c),
                                disabled=not acting, pressed=sel))
    out.append(h("div", {"class": "pieces"}, tiles or h("i", t("ui.hand.no_tiles"))))
    if swapping:
        chosen = [button(icon(svg.tile_icon(c, 26)), "swap-unpick", c, "piece small", t("ui.hand.keep_tile", colour=c))
                  for c in picked]
        out.append(h("div", {"class": "swap"}, t("ui.hand.to_swap"), " ", chosen or h("i", t("ui.hand.pick_above")),
                     " ", button(t("ui.hand.swap_n", count=len(picked)), "swap-confirm", cls="primary",
                                 disabled=not picked),
                     button(t("ui.cancel"), "swap")))
    leaders = []
    for leader, where in me.leaders.items():
        sel = session.selection == ("leader", leader)
        mark = icon(svg.leader_icon(me.name, leader, 34))
        if where is None:
            leaders.append(button(mark, "leader", leader, "piece" + (" sel" if sel else ""),
                                  t("ui.hand.place_leader", leader=leader), disabled=not acting, pressed=sel))
        else:
            moving = t("ui.hand.move_leader", leader=leader, cell=where)
            leaders.append(h("span", {"class": "onboard"},
                             button(join([mark, h("small", where)]), "leader", leader,
                                    "piece small" + (" sel" if sel else ""), moving, disabled=not acting, pressed=sel),
                             button(t("ui.hand.withdraw"), "withdraw", leader, "link",
                                    t("ui.hand.withdraw_leader", leader=leader), disabled=not acting)))
    out.append(h("h4", t("ui.hand.leaders")))
    out.append(h("div", {"class": "pieces leaders"}, leaders))
    cats = me.catastrophes
    sel = session.selection == ("catastrophe", "")
    out.append(h("div", {"class": "pieces"}, button(
        join([icon(svg.catastrophe_icon(30)), h("span", {"class": "n"}, f"×{cats}")]), "catastrophe", "",
        "piece" + (" sel" if sel else ""), t("ui.hand.catastrophe", count=cats),
        disabled=not acting or cats == 0, pressed=sel)))
    buttons = [
        button(t("ui.hand.swap"), "swap", disabled=not acting or sum(hand) == 0, pressed=swapping),
        button(t("ui.hand.end"), "end", cls="primary", disabled=not acting),
        button(t("ui.hand.undo"), "undo", disabled=not session.can_undo, title=t("ui.hand.undo_title")),
    ]
    if session.can_hint:
        buttons.append(button(t("ui.hint"), "hint", cls="hint-btn", title=t("ui.hint_title")))
    out.append(h("div", {"class": "acts"}, buttons))
    return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, title, out, folded)


def players_section(session: Session, view: tigris.View) -> Markup:
    game = session.shown_game()
    rows = []
    for p in view.players:
        s = session.seat(p.name)
        kind = join([" ", t("ui.players.computer")]) if s and s.kind == COMPUTER else None
        tr = "?" if p.treasures is None else p.treasures
        rows.append(h(
            "li", {"class": "pl now" if p.name == game.to_move else "pl", "data-player": p.name,
                   "data-points": None if p.points is None else ",".join(map(str, p.points))},
            icon(svg.dynasty_icon(p.name, 22)),
            h("div", {"class": "pinfo"},
              h("div", {"class": "pname"}, session.name(p.name), h("small", kind)),
              h("div", {"class": "pstats"},
                h("span", {"class": "pts"}, points_row(p.points)),
                h("span", {"title": t("ui.players.treasures")}, f"◆ {tr}"),
                h("span", {"title": t("ui.players.catastrophes")}, f"☇ {p.catastrophes}"),
                h("span", {"title": t("ui.players.tiles")}, f"▢ {p.hand_size}")))))
    return h("section", {"class": "players"}, h("ul", rows), bag_line(view))


def bag_line(view: tigris.View) -> Markup:
    """How full the bag looks (a bar and words), and its count only when the rules show it (SPEC §16.3)."""
    level = view.bag_level
    if view.bag_count is None:
        words = t("ui.bag.shows", level=t(f"ui.bag.{level}"))
    else:
        words = t("ui.bag.exact", count=view.bag_count)
    fill = max(0, BAG_LEVELS.index(level) * 2 - 1)  # in eighths: the middle of the level's quarter
    return h("p", {"class": "bag", "data-bag": level},
             h("meter", {"min": "0", "max": "8", "value": fill, "aria-hidden": "true"}), " ", words)


def log_section(session: Session, folded: Iterable[str] = ()) -> Markup:
    game = session.game
    items = []
    for i, (a, who) in enumerate(zip(game.history, session.movers + [""] * len(game.history))):
        now = session.replay is not None and i == session.replay.index - 1
        name = join([h("span", {"class": "who"}, session.name(who)), " "]) if who else None
        move: Markup = join([name, h("code", str(a))])
        if session.replay is not None:  # in a replay, a move is a button that jumps to it
            move = h("button", {"type": "button", "class": "jump", "data-ui": "replay-jump", "data-arg": str(i + 1),
                                "aria-current": "step" if now else None}, move)
        # The number is text of its own, not the list's marker: a marker outside the
        # scrolling list is clipped ("100." showed as "00.").
        items.append(h("li", {"class": "cur" if now else None}, h("span", {"class": "num"}, f"{i + 1}."), " ", move))
    return section("log", {"class": "log"}, t("ui.log.title"), h("ol", {"id": "log", "start": "1"}, items), folded)


# The replay buttons' pictures, drawn (a font's ⏮/⏭ glyphs are missing on many systems: an empty box).
REPLAY_SHAPES = {
    "first": "M3 3h2v10H3zM13 3v10L6 8z",
    "previous": "M12 3v10L4 8z",
    "next": "M4 3v10l8-5z",
    "last": "M11 3h2v10h-2zM3 3v10l7-5z",
}


def replay_icon(kind: str) -> Markup:
    """A replay button's picture as inline SVG; its name is the button's title."""
    return h("svg", {"class": "ricon", "viewBox": "0 0 16 16", "width": "16", "height": "16",
                     "aria-hidden": "true", "focusable": "false"},
             h("path", {"d": REPLAY_SHAPES[kind], "fill": "currentColor"}))


def replay_controls(r: Replay) -> Markup:
    n = len(r.actions)
    return h("div", {"class": "acts replay"},
             button(replay_icon("first"), "replay-step", "0", title=t("ui.replay.first"), disabled=r.index == 0),
             button(replay_icon("previous"), "replay-step", str(r.index - 1), title=t("ui.replay.previous"),
                    disabled=r.index == 0),
             button(replay_icon("next"), "replay-step", str(r.index + 1), title=t("ui.replay.next"),
                    disabled=r.index >= n),
             button(replay_icon("last"), "replay-step", str(n), title=t("ui.replay.last"), disabled=r.index >= n),
             button(t("ui.replay.leave"), "replay-exit", cls="primary"))


# ---------------------------------------------------------------------- decisions


def dialog(session: Session) -> Markup | None:
    """The dialog for the pending decision, or the final score; None when there is none."""
    if session.replay is not None:
        return None
    game = session.game
    if game.is_over:
        return final_dialog(session)
    if not session.person_to_move or session.needs_cover:
        return None
    view = session.view()
    phase = game.phase
    if phase == tigris.Phase.ACTION:
        return None
    P = tigris.Phase
    return {P.COMMIT: conflict_dialog, P.WAR: war_dialog, P.MONUMENT: monument_dialog,
            P.TREASURE: treasure_dialog, P.BUILDING: building_dialog, P.WONDER_POINT: wonder_point_dialog,
            }.get(phase, lambda s, v: generic_dialog(s))(session, view)


def hint_extras(session: Session) -> Markup:
    """What every decision's dialog ends with: a thinking indicator, the hint if one was asked, a hint button."""
    out = [h("div", {"class": "thinking", "role": "status", "hidden": True})]
    if session.hint is not None:
        out.append(h("p", {"class": "msg hint-text"}, t("ui.msg.hint", action=describe.action_words(session.hint))))
    if session.can_hint:
        out.append(h("div", {"class": "acts"}, button(t("ui.hint"), "hint", cls="hint-btn", title=t("ui.hint_title"))))
    return join(out)


def choice(session: Session, label: Child, action: object) -> Markup:
    """A decision's button: the action's notation, marked when it is the hint's."""
    hinted = session.hint is not None and str(session.hint) == str(action)
    return button(label, "play", str(action), "choice hinted" if hinted else "choice")


def _frame(title: Child, body: Child, cls: str = "") -> Markup:
    return h("div", {"class": f"dlg {cls}", "role": "dialog", "aria-modal": "true", "aria-labelledby": "dlg-title"},
             h("h2", {"id": "dlg-title"}, title), body)


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
        return h("div", {"class": f"side {role}", "data-side": role}, icon(svg.leader_icon(who, c["leader"], 40)),
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
    return _decision(session, title, body, "conflict")


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
        return join([icon(svg.leader_icon(me, leader, 26)), " ",
                     capital(t("ui.conflict.war_title", leader=leader)), " ",
                     h("small", "(", word("colour", COLOURS[a.colour]), ")")])

    body = _choices(session, t("ui.war.ask"), ((label(a), a) for a in offered(session, ChooseWar)))
    return _decision(session, t("ui.war.title"), body, "war")


def swatch(colour: str) -> Markup:
    return h("span", {"class": f"sw sw-{colour}"})


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
    head = [h("th", {"class": f"pt-{c}", "title": word("colour", c)}, LETTER[c]) for c in COLOURS]
    body = [h("p", t("ui.final.ends", reason=why)),
            h("table", {"class": "result"},
              h("thead", h("tr", h("th"), h("th", t("ui.final.player")), head, h("th", "◆"),
                           h("th", t("ui.final.score")), h("th", t("ui.final.tie_break")))),
              h("tbody", rows)),
            h("div", {"class": "choices"}, button(t("ui.new_game"), "new", cls="primary"),
              button(t("ui.replay"), "replay"), button(t("ui.export"), "export"),
              button(t("ui.close"), "close-final"))]
    return _frame(t("ui.final.title"), body, "final")


def cover(session: Session) -> Markup | None:
    if not session.needs_cover:
        return None
    who = session.to_move
    assert who is not None  # a cover is shown only before a person's move
    name = session.name(who)
    return h("div", {"class": "cover-box", "data-ui": "reveal", "role": "dialog", "aria-modal": "true",
                     "aria-labelledby": "cover-title"},
             icon(svg.dynasty_icon(who, 72)),
             h("h2", {"id": "cover-title"}, t("ui.cover.pass", name=name)), h("p", t("ui.cover.tap")),
             button(t("ui.cover.reveal", name=name), "reveal", cls="primary"))


# ---------------------------------------------------------------------- menus


def option(value: str, label: Child, selected: bool, **attrs: Any) -> Markup:
    return h("option", {"value": value, **attrs, "selected": selected}, label)


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
