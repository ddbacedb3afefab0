"""The page's HTML, as strings, from a session: board, side panel, dialogs, cover.

Buttons carry ``data-ui`` (a command) and ``data-arg``; the page has one
delegated listener that hands them to ``web.main``. Decisions are buttons
carrying an action's notation (``data-ui="play" data-arg="commit 2"``), so the
engine receives exactly what the player picked. Plain Python, no ``js``.
"""

from __future__ import annotations

import re
import time
from html import escape, unescape
from typing import Iterable

import tigris
import tigris.svg as svg
from tigris import cell_name
from tigris.bag import BAG_LEVELS
from tigris.options import CHOICES

from . import describe, i18n
from .i18n import t
from .session import (
    COLOURS, COMPUTER, DYNASTIES, LEADERS, LEVELS, PERSON, SPEEDS, Session, dynasty_name, is_default_name, sentence,
)

LETTER = {"red": "R", "blue": "B", "black": "K", "green": "G"}
LEADER_COLOUR = dict(zip(LEADERS, COLOURS))


def e(text: object) -> str:
    return escape(str(text), quote=True)


def et(key: str, **params: object) -> str:
    """A translated text, escaped for HTML."""
    return e(t(key, **params))


def word(kind: str, value: str, spec: str = "") -> str:
    """A game word in the page's language (``word("leader", "trader")`` → "Händler"), escaped."""
    return e(i18n.current().name(kind, value, spec))


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def button(label: str, ui: str, arg: str = "", cls: str = "", title: str = "", disabled: bool = False,
           pressed: bool | None = None) -> str:
    attrs = f' data-ui="{e(ui)}"'
    if ui in ("tile", "leader", "catastrophe") and not disabled:
        attrs += ' draggable="true"'  # drag a piece onto the board, or click it then a cell
    if arg:
        attrs += f' data-arg="{e(arg)}"'
    if cls:
        attrs += f' class="{e(cls)}"'
    if title:
        attrs += f' title="{e(title)}"'
        named, label = named_label(label, title)
        attrs += named
    if disabled:
        attrs += " disabled"
    if pressed is not None:
        attrs += f' aria-pressed="{"true" if pressed else "false"}"'
    return f"<button type=\"button\"{attrs}>{label}</button>"


def _shown(html: str) -> str:
    """The text a label shows, its icons' own letters (a leader's "K") included: what a checker compares."""
    text = re.sub(r"<[^>]*>", " ", re.sub(r"<style.*?</style>", "", html, flags=re.S))
    return " ".join(unescape(text).split())


def named_label(label: str, title: str) -> tuple[str, str]:
    """``(attributes, label)`` whose accessible name holds both the title and what is shown (WCAG 2.5.3).

    An icon alone, or a label the title spells out word for word ("withdraw"),
    takes the title as its ``aria-label``; a count or a cell beside an icon
    ("×2", "b3") is read after the title, and a word ("Undo") before it, from a
    visually hidden span.
    """
    shown = _shown(label)
    spelt_out = re.search(rf"(?<!\w){re.escape(shown.lower())}(?!\w)", title.lower())
    if spelt_out or not any(ch.isalnum() for ch in shown):
        return f' aria-label="{e(title)}"', label
    if re.search(r"[^\W\d_]{3}", _shown(re.sub(r"<svg.*?</svg>", "", label, flags=re.S))):
        return "", f'{label}<span class="sr-only"> — {e(title)}</span>'
    return "", f'<span class="sr-only">{e(title)} </span>{label}'


# ---------------------------------------------------------------------- board


def board(session: Session, cursor: str | None = None) -> str:
    """The board as an ARIA grid: every cell named in words (``web.describe``), ``cursor`` holding its tab stop."""
    game = session.shown_game()
    view = game.view(session.viewer) if session.replay is None else game.view(game.players[0])
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
    out = svg.board(view, highlights=targets, selected=selected, kingdom=kingdom, last_move=last, labels=labels,
                    focus=cursor, label=describe.board_label())
    for cell in hints:
        out = mark_cell(out, cell, "hint")
    return out


def mark_cell(board_svg: str, cell: str, cls: str) -> str:
    """Add ``cls`` to the highlight layer of ``cell`` in a board drawn by ``tigris.svg.board``."""
    start = board_svg.find(f'<g data-cell="{cell}" ')
    at = board_svg.find('<rect class="hl', start) if start >= 0 else -1
    end = board_svg.find("\n", start) if start >= 0 else -1  # each cell is one line of the markup
    if end < 0:
        end = len(board_svg)
    if at < 0 or at > end:
        return board_svg
    at += len('<rect class="hl')
    return board_svg[:at] + " " + cls + board_svg[at:]


def _replay_cells(session: Session) -> set[str]:
    r = session.replay
    if not r or r.index == 0:
        return set()
    a = tigris.parse_action(r.actions[r.index - 1])
    return {cell_name(a.cell)} if hasattr(a, "cell") else set()


# ---------------------------------------------------------------------- panel


def points_row(points: Iterable[int] | None) -> str:
    if points is None:
        return f'<span class="hidden-pts" title="{et("ui.players.hidden")}">? ? ? ?</span>'
    return "".join(
        f'<span class="pt pt-{c}" title="{et("ui.players.colour_points", colour=c)}"><i>{LETTER[c]}</i>{n}</span>'
        for c, n in zip(COLOURS, points)
    )


def status(session: Session) -> str:
    game = session.shown_game()
    if session.replay is not None:
        r = session.replay
        return f'<div class="turn">{et("ui.status.replay", index=r.index, total=len(r.actions))}</div>'
    if game.is_over:
        winners = game.result().winners
        names = ", ".join(session.name(w) for w in winners)
        return f'<div class="turn">{et("ui.status.game_over", names=names, count=len(winners))}</div>'
    who = session.to_move
    icon = svg.dynasty_icon(who, 22)
    name = e(session.name(who))
    if session.computer_to_move:
        level = t(f"ui.level.{session.level_of(who)}")
        return f'<div class="turn">{icon} <b>{name}</b> {et("ui.status.computer_to_move", level=level)}</div>'
    phase = game.phase
    if phase == tigris.Phase.ACTION:
        doing = t("ui.phase.action", count=game.actions_left)
    elif phase != tigris.Phase.OVER:
        doing = t(f"ui.phase.{phase}")
    else:
        doing = t("ui.phase.other")
    active = ""
    if who != game.active:
        active = f' <span class="sub">{et("ui.status.during", name=session.name(game.active))}</span>'
    return f'<div class="turn">{icon} <b>{name}</b> — <span id="actions-left">{e(doing)}</span>{active}</div>'


def thinking(text: str) -> str:
    """The inside of the "thinking…" indicator (``text``: who thinks, e.g. "Bull is thinking…")."""
    return f'<span class="spinner" aria-hidden="true"></span> {e(text)}' if text else ""


def panel(session: Session, thinking_text: str = "", folded: Iterable[str] = ()) -> str:
    """The side panel; the hand and the log fold away (``folded``: the names of those folded, see ``fold``)."""
    game = session.shown_game()
    view = game.view(session.viewer) if session.replay is None else game.view(game.players[0])
    out = [f'<div class="status">{status(session)}',
           f'<div id="thinking" class="thinking" role="status"{"" if thinking_text else " hidden"}>'
           f"{thinking(thinking_text)}</div>"]
    if session.message:
        cls = "msg error" if session.error else "msg"
        out.append(f'<div class="{cls}" role="{"alert" if session.error else "status"}" id="message">'
                   f"{e(session.message)}</div>")
    out.append("</div>")
    if session.replay is not None:
        out.append(replay_controls(session))
    elif not game.is_over:
        out.append(fold("hand", hand_section(session, view), folded))
    out.append(players_section(session, view))
    out.append(fold("log", log_section(session), folded))
    return "".join(out)


def fold(name: str, section: str, folded: Iterable[str] = ()) -> str:
    """A panel section whose heading folds it away (a <details>), so a phone's screen is left to the board.

    ``data-fold`` names it: the page reads which ones the player folded before
    drawing the panel again, and passes them back in ``folded``.
    """
    start, close = section.find("<h3>"), section.rfind("</section>")
    end = section.find("</h3>", start) + len("</h3>")
    if start < 0 or close < end:
        return section
    is_open = "" if name in set(folded) else " open"
    return (f'{section[:start]}<details class="fold" data-fold="{e(name)}"{is_open}><summary>{section[start:end]}'
            f"</summary>{section[end:close]}</details>{section[close:]}")


def hand_section(session: Session, view: tigris.View) -> str:
    me = view.player(session.viewer)
    acting = session.can_act
    if session.needs_cover or me.hand is None:
        return (f'<section class="hand" aria-label="{et("ui.hand.label")}"><h3>{et("ui.hand.hidden")}</h3>'
                f'<p class="sub">{et("ui.hand.hidden_why", name=session.name(session.to_move))}</p></section>')
    title = et("ui.hand.title", name=session.name(me.name))
    out = [f'<section class="hand" aria-label="{et("ui.hand.label")}"><h3>{svg.dynasty_icon(me.name, 18)} {title}</h3>']
    hand = me.hand or (0, 0, 0, 0)
    swapping = session.swap_pick is not None
    picked = list(session.swap_pick or [])
    tiles = []
    for c, n in zip(COLOURS, hand):
        left = n - picked.count(c)
        if n == 0:
            continue
        sel = session.selection == ("tile", c)
        label = f'{svg.tile_icon(c, 34)}<span class="n">×{left}</span>'
        if swapping:
            tiles.append(button(label, "swap-pick", c, "piece", t("ui.hand.swap_tile", colour=c),
                                disabled=not acting or left == 0))
        else:
            tiles.append(button(label, "tile", c, "piece" + (" sel" if sel else ""), t("ui.hand.place_tile", colour=c),
                                disabled=not acting, pressed=sel))
    out.append(f'<div class="pieces">{"".join(tiles) or "<i>" + et("ui.hand.no_tiles") + "</i>"}</div>')
    if swapping:
        chosen = "".join(button(svg.tile_icon(c, 26), "swap-unpick", c, "piece small", t("ui.hand.keep_tile", colour=c))
                         for c in picked)
        out.append(f'<div class="swap">{et("ui.hand.to_swap")} {chosen or "<i>" + et("ui.hand.pick_above") + "</i>"} '
                   + button(et("ui.hand.swap_n", count=len(picked)), "swap-confirm", cls="primary", disabled=not picked)
                   + button(et("ui.cancel"), "swap") + "</div>")
    leaders = []
    for leader, where in me.leaders.items():
        sel = session.selection == ("leader", leader)
        icon = svg.leader_icon(me.name, leader, 34)
        if where is None:
            leaders.append(button(icon, "leader", leader, "piece" + (" sel" if sel else ""),
                                  t("ui.hand.place_leader", leader=leader), disabled=not acting, pressed=sel))
        else:
            moving = t("ui.hand.move_leader", leader=leader, cell=where)
            leaders.append(
                f'<span class="onboard">{button(icon + f"<small>{e(where)}</small>", "leader", leader, "piece small" + (" sel" if sel else ""), moving, disabled=not acting, pressed=sel)}'
                + button(et("ui.hand.withdraw"), "withdraw", leader, "link",
                         t("ui.hand.withdraw_leader", leader=leader), disabled=not acting)
                + "</span>"
            )
    out.append(f'<h4>{et("ui.hand.leaders")}</h4><div class="pieces leaders">{"".join(leaders)}</div>')
    cats = me.catastrophes
    sel = session.selection == ("catastrophe", "")
    out.append('<div class="pieces">' + button(
        f'{svg.catastrophe_icon(30)}<span class="n">×{cats}</span>', "catastrophe", "",
        "piece" + (" sel" if sel else ""), t("ui.hand.catastrophe", count=cats),
        disabled=not acting or cats == 0, pressed=sel) + "</div>")
    buttons = [
        button(et("ui.hand.swap"), "swap", disabled=not acting or sum(hand) == 0, pressed=swapping),
        button(et("ui.hand.end"), "end", cls="primary", disabled=not acting),
        button(et("ui.hand.undo"), "undo", disabled=not session.can_undo, title=t("ui.hand.undo_title")),
    ]
    if session.can_hint:
        buttons.append(button(et("ui.hint"), "hint", cls="hint-btn", title=t("ui.hint_title")))
    out.append(f'<div class="acts">{"".join(buttons)}</div></section>')
    return "".join(out)


def players_section(session: Session, view: tigris.View) -> str:
    game = session.shown_game()
    rows = []
    for p in view.players:
        s = session.seat(p.name)
        kind = " " + et("ui.players.computer") if s and s.kind == COMPUTER else ""
        turn = " now" if p.name == game.to_move else ""
        tr = "?" if p.treasures is None else p.treasures
        pts = "" if p.points is None else f' data-points="{",".join(map(str, p.points))}"'
        rows.append(
            f'<li class="pl{turn}" data-player="{e(p.name)}"{pts}>{svg.dynasty_icon(p.name, 22)}'
            f'<div class="pinfo"><div class="pname">{e(session.name(p.name))}<small>{kind}</small></div>'
            f'<div class="pstats"><span class="pts">{points_row(p.points)}</span>'
            f'<span title="{et("ui.players.treasures")}">◆ {tr}</span>'
            f'<span title="{et("ui.players.catastrophes")}">☇ {p.catastrophes}</span>'
            f'<span title="{et("ui.players.tiles")}">▢ {p.hand_size}</span></div></div></li>'
        )
    return f'<section class="players"><ul>{"".join(rows)}</ul>{bag_line(view)}</section>'


def bag_line(view: tigris.View) -> str:
    """How full the bag looks (a bar and words), and its count only when the rules show it (SPEC §16.3)."""
    level = view.bag_level
    if view.bag_count is None:
        words = et("ui.bag.shows", level=t(f"ui.bag.{level}"))
    else:
        words = et("ui.bag.exact", count=view.bag_count)
    fill = max(0, BAG_LEVELS.index(level) * 2 - 1)  # in eighths: the middle of the level's quarter
    return (f'<p class="bag" data-bag="{e(level)}"><meter min="0" max="8" value="{fill}" aria-hidden="true"></meter> '
            f"{words}</p>")


def log_section(session: Session) -> str:
    game = session.game
    items = []
    for i, (a, who) in enumerate(zip(game.history, session.movers + [""] * len(game.history))):
        cur = ""
        if session.replay is not None and i == session.replay.index - 1:
            cur = ' class="cur"'
        name = f'<span class="who">{e(session.name(who))}</span> ' if who else ""
        items.append(f"<li{cur}>{name}<code>{e(a)}</code></li>")
    return (f'<section class="log"><h3>{et("ui.log.title")}</h3><ol id="log" start="1">{"".join(items)}</ol></section>')


def replay_controls(session: Session) -> str:
    r = session.replay
    n = len(r.actions)
    return ('<div class="acts replay">'
            + button("⏮", "replay-step", "0", title=t("ui.replay.first"))
            + button("◀", "replay-step", str(r.index - 1), title=t("ui.replay.previous"), disabled=r.index == 0)
            + button("▶", "replay-step", str(r.index + 1), title=t("ui.replay.next"), disabled=r.index >= n)
            + button("⏭", "replay-step", str(n), title=t("ui.replay.last"))
            + button(et("ui.replay.leave"), "replay-exit", cls="primary") + "</div>")


# ---------------------------------------------------------------------- decisions


def dialog(session: Session) -> str | None:
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
    html = {P.COMMIT: conflict_dialog, P.WAR: war_dialog, P.MONUMENT: monument_dialog,
            P.TREASURE: treasure_dialog, P.BUILDING: building_dialog, P.WONDER_POINT: wonder_point_dialog,
            }.get(phase, lambda s, v: generic_dialog(s))(session, view)
    return with_hint(session, html)


def with_hint(session: Session, html: str) -> str:
    """A decision's dialog with a hint button, a thinking indicator, and the hinted choice marked."""
    extra = '<div class="thinking" role="status" hidden></div>'
    if session.hint is not None:
        arg = f'data-arg="{e(str(session.hint))}" class="choice"'
        html = html.replace(arg, arg[:-1] + ' hinted"')
        extra += f'<p class="msg hint-text">{et("ui.msg.hint", action=str(session.hint))}</p>'
    if session.can_hint:
        extra += ('<div class="acts">' + button(et("ui.hint"), "hint", cls="hint-btn", title=t("ui.hint_title"))
                  + "</div>")
    return html[:-len("</div>")] + extra + "</div>"


def _frame(title: str, body: str, cls: str = "") -> str:
    return (f'<div class="dlg {cls}" role="dialog" aria-modal="true" aria-labelledby="dlg-title">'
            f'<h2 id="dlg-title">{title}</h2>{body}</div>')


def conflict_dialog(session: Session, view: tigris.View) -> str:
    c = view.conflict
    me = session.to_move
    colour = c["colour"]
    title = capital(t("ui.conflict.revolt_title" if c["kind"] == "revolt" else "ui.conflict.war_title",
                      leader=c["leader"]))
    att, dfn = c["attacker"], c["defender"]
    attack_total = c["attack"] + (c["attacker_commit"] or 0)

    def side(who: str, role: str, base: int, cell: str, committed: int | None) -> str:
        what = t("ui.conflict.revolt_support") if c["kind"] == "revolt" else t("ui.conflict.war_support",
                                                                                 colour=colour)
        extra = ""
        if committed is not None:
            extra = (f'<div>{et("ui.conflict.committed")} <b class="commit">{committed}</b> → '
                     f'<b class="total">{base + committed}</b></div>')
        return (f'<div class="side {role}" data-side="{role}">{svg.leader_icon(who, c["leader"], 40)}'
                f'<div><b>{e(session.name(who))}</b> <small>{et(f"ui.conflict.{role}_on", cell=cell)}</small>'
                f'<div class="strength">{et("ui.conflict.strength")} <b>{base}</b> <small>({e(what)})</small></div>'
                f"{extra}</div></div>")

    body = [
        '<div class="sides">',
        side(att, "attacker", c["attack"], c["attacker_cell"], c["attacker_commit"]),
        side(dfn, "defender", c["defence"], c["defender_cell"], None),
        "</div>",
    ]
    hand = view.player(me).hand or (0, 0, 0, 0)
    have = hand[COLOURS.index(colour)]
    # These two texts carry <b> tags of their own; their parameters are escaped here.
    if me == att:
        ask = t("ui.conflict.ask_attack", colour=colour, have=have, name=e(session.name(dfn)))
    else:
        ask = t("ui.conflict.ask_defend", colour=colour, have=have, attack=attack_total)
    body.append(f'<p class="ask">{ask}</p><div class="choices">')
    for a in game_actions(session):
        n = a.count
        base = c["attack"] if me == att else c["defence"]
        body.append(button(f'{et("ui.conflict.commit", count=n)} <small>→ {base + n}</small>', "play", str(a),
                           "choice"))
    body.append("</div>")
    return _frame(e(title), "".join(body), "conflict")


def game_actions(session: Session) -> list[tigris.Action]:
    return list(session.game.legal_actions())


def war_dialog(session: Session, view: tigris.View) -> str:
    body = [f'<p>{et("ui.war.ask")}</p><div class="choices">']
    for a in game_actions(session):
        leader = LEADERS[a.colour]
        name = e(capital(t("ui.conflict.war_title", leader=leader)))
        body.append(button(f'{svg.leader_icon(session.to_move, leader, 26)} {name} '
                           f"<small>({word('colour', COLOURS[a.colour])})</small>", "play", str(a), "choice"))
    body.append("</div>")
    return _frame(et("ui.war.title"), "".join(body), "war")


def monument_dialog(session: Session, view: tigris.View) -> str:
    body = [f'<p>{et("ui.monument.ask")}</p><div class="choices">']
    for a in game_actions(session):
        if type(a).__name__ == "ErectWonder":
            body.append(button(f'{et("ui.monument.wonder")} <small>{et("ui.monument.centred", cell=cell_name(a.cell))}'
                               "</small>", "play", str(a), "choice"))
        elif isinstance(a, tigris.BuildMonument):
            name = str(a).split()[1]
            x, y = name.split("-")
            body.append(button(f'<span class="sw sw-{x}"></span><span class="sw sw-{y}"></span> '
                               f'{e(capital(t("ui.monument.build", monument=name)))} '
                               f'<small>{et("ui.on_cell", cell=cell_name(a.cell))}</small>', "play", str(a), "choice"))
        else:
            body.append(button(et("ui.monument.none"), "play", str(a), "choice"))
    body.append("</div>")
    return _frame(et("ui.monument.title"), "".join(body), "monument")


def building_dialog(session: Session, view: tigris.View) -> str:
    body = [f'<p>{et("ui.building.ask")}</p><div class="choices">']
    for a in game_actions(session):
        words = str(a).split()
        if words[0] == "building" and len(words) == 3:
            colour = COLOURS[a.colour]
            label = (f'<span class="sw sw-{colour}"></span> {e(capital(i18n.current().name("building", words[1])))} '
                     f'<small>{et("ui.on_cell", cell=words[2])}</small>')
        else:
            label = et("ui.building.none")
        body.append(button(label, "play", str(a), "choice"))
    body.append("</div>")
    return _frame(et("ui.building.title"), "".join(body), "building")


def wonder_point_dialog(session: Session, view: tigris.View) -> str:
    body = [f'<p>{et("ui.wonder_point.ask")}</p><div class="choices">']
    for a in game_actions(session):
        colour = COLOURS[a.colour]
        body.append(button(f'<span class="sw sw-{colour}"></span> {word("colour", colour)}', "play", str(a), "choice"))
    body.append("</div>")
    return _frame(et("ui.wonder_point.title"), "".join(body), "wonder-point")


def generic_dialog(session: Session) -> str:
    """Any other decision the engine asks for: its legal actions, in notation."""
    expected = sentence(i18n.current().expected(session.game.expected()))
    body = [f'<p>{e(expected)}</p><div class="choices">']
    for a in game_actions(session):
        body.append(button(e(str(a)), "play", str(a), "choice"))
    body.append("</div>")
    return _frame(et("ui.decision.title"), "".join(body), "decision")


def treasure_dialog(session: Session, view: tigris.View) -> str:
    tc = view.treasure_choice
    n = tc["count"]
    ask = t("ui.treasure.ask", cell=tc["trader"], count=n)
    if tc["special"]:
        ask += " " + t("ui.treasure.special")
    body = [f'<p>{e(ask)}.</p><div class="choices">']
    for a in game_actions(session):
        if not a.cells:
            label = t("ui.treasure.none")
        else:
            label = t("ui.treasure.take", cells=" + ".join(cell_name(x) for x in a.cells))
        body.append(button(e(label), "play", str(a), "choice"))
    body.append("</div>")
    return _frame(et("ui.treasure.title"), "".join(body), "treasure")


def final_dialog(session: Session) -> str:
    result = session.game.result()
    why = t(f"why.{result.why}")
    rows = []
    for s in result.standings:
        cells = "".join(
            f'<td class="pt-{c}">{s.totals[i]}'
            + (f'<small title="{et("ui.final.added")}"> (+{s.allocation[i]})</small>' if s.allocation[i] else "")
            + "</td>" for i, c in enumerate(COLOURS))
        rows.append(f'<tr class="rank-{s.rank}"><td>{s.rank}.</td><td>{svg.dynasty_icon(s.player, 20)} '
                    f"{e(session.name(s.player))}</td>{cells}<td>{s.treasures}</td><td><b>{s.score}</b></td>"
                    f'<td class="vec">{" ".join(map(str, s.vector))}</td></tr>')
    head = "".join(f'<th class="pt-{c}" title="{word("colour", c)}">{LETTER[c]}</th>' for c in COLOURS)
    body = (f'<p>{et("ui.final.ends", reason=why)}</p>'
            f'<table class="result"><thead><tr><th></th><th>{et("ui.final.player")}</th>{head}<th>◆</th>'
            f'<th>{et("ui.final.score")}</th><th>{et("ui.final.tie_break")}</th></tr></thead>'
            f"<tbody>{''.join(rows)}</tbody></table>"
            '<div class="choices">' + button(et("ui.new_game"), "new", cls="primary")
            + button(et("ui.replay"), "replay") + button(et("ui.export"), "export") + button(et("ui.close"), "close-final") + "</div>")
    return _frame(et("ui.final.title"), body, "final")


def cover(session: Session) -> str | None:
    if not session.needs_cover:
        return None
    who = session.to_move
    name = session.name(who)
    return (f'<div class="cover-box" data-ui="reveal" role="dialog" aria-modal="true" aria-labelledby="cover-title">'
            f'{svg.dynasty_icon(who, 72)}'
            f'<h2 id="cover-title">{et("ui.cover.pass", name=name)}</h2><p>{et("ui.cover.tap")}</p>'
            f'{button(et("ui.cover.reveal", name=name), "reveal", cls="primary")}</div>')


# ---------------------------------------------------------------------- menus


def new_game_dialog(error: str = "", defaults: dict | None = None) -> str:
    d = defaults or {}
    rows = []
    for i, dyn in enumerate(DYNASTIES):
        on = d.get(f"play_{dyn}", i < 2)
        kind = d.get(f"kind_{dyn}", COMPUTER if i == 1 else PERSON)
        name = d.get(f"name_{dyn}", dyn.title())
        if is_default_name(dyn, name):
            name = dynasty_name(dyn)  # the dynasty's name in the page's language
        lv = d.get(f"level_{dyn}") or d.get("level") or "medium"
        seat_levels = "".join(f'<option value="{x}"{" selected" if x == lv else ""}>{et(f"ui.level.{x}")}</option>'
                              for x in LEVELS)
        rows.append(
            f'<div class="seat"><label class="play">{"<input type=checkbox name=play_" + dyn + (" checked" if on else "") + ">"}'
            f" {svg.dynasty_icon(dyn, 26)} {e(dynasty_name(dyn))}</label>"
            f'<input name="name_{dyn}" value="{e(name)}" maxlength="24" aria-label="{et("ui.new.name", player=dyn)}">'
            f'<select name="kind_{dyn}" aria-label="{et("ui.new.kind", player=dyn)}">'
            f'<option value="person"{" selected" if kind == PERSON else ""}>{et("ui.kind.person")}</option>'
            f'<option value="computer"{" selected" if kind == COMPUTER else ""}>{et("ui.kind.computer")}</option>'
            f'</select><select name="level_{dyn}" class="level" aria-label="{et("ui.new.level_of", player=dyn)}" '
            f'title="{et("ui.new.level")}">{seat_levels}</select></div>'
        )
    opts = []
    for key, values in CHOICES.items():
        cur = d.get(key, values[0])
        choices = "".join(
            f'<option value="{str(v).lower()}"{" selected" if str(v).lower() == str(cur).lower() else ""}>'
            f"{et(f'option.{key}.{str(v).lower()}')}</option>" for v in values)
        opts.append(f'<label class="opt"><span>{et(f"option.{key}")}<small class="why">{et(f"option.{key}.help")}'
                    f'</small></span><select name="{key}">{choices}</select></label>')
    speed = d.get("speed", "normal")
    speeds = "".join(f'<option value="{s}"{" selected" if s == speed else ""}>{et(f"ui.speed.{s}")}</option>'
                     for s in SPEEDS)
    computer = f'<label class="opt"><span>{et("ui.new.speed")}</span><select name="speed">{speeds}</select></label>'
    err = f'<div class="msg error" role="alert">{e(error)}</div>' if error else ""
    body = (language_switch() + f'<form id="new-game" onsubmit="return false">{err}<h3>{et("ui.new.players")}</h3>{"".join(rows)}'
            f'{computer}<details><summary>{et("ui.new.options")}</summary>{"".join(opts)}</details>'
            '<div class="choices">' + button(et("ui.new.start"), "start", cls="primary")
            + button(et("ui.cancel"), "close") + "</div></form>")
    return _frame(et("ui.new_game"), body, "newgame")


def language_switch() -> str:
    """The language choice inside the first dialog a visitor sees (the header's switch is behind it)."""
    lang = i18n.current().lang
    options = "".join(f'<option value="{code}" lang="{code}"{" selected" if code == lang else ""}>{e(name)}</option>'
                      for code, name in i18n.languages())
    return (f'<label class="opt lang-choice"><span>{et("ui.language")}</span>'
            f'<select data-lang name="language">{options}</select></label>')


def games_dialog(entries, current: str | None, problem: str = "") -> str:
    rows = []
    for s in entries:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(s.updated)) if s.updated else ""
        state = t("ui.games.finished") if s.over else t("ui.games.moves", count=s.moves)
        cur = " " + t("ui.games.this_game") if s.id == current else ""
        if s.problem:
            desc = f'<span class="bad">{e(s.problem)}</span>'
            btns = button(et("ui.export"), "export-id", s.id) + button(et("ui.games.delete"), "delete", s.id, "danger")
        else:
            desc = f"{e(state)} <small>{e(when)}</small>"
            btns = (button(et("ui.games.resume"), "resume", s.id, "primary")
                    + button(et("ui.export"), "export-id", s.id) + button(et("ui.games.delete"), "delete", s.id, "danger"))
        rows.append(f'<li data-game="{e(s.id)}"><div><b>{e(s.title)}</b>{e(cur)}<br>{desc}</div>'
                    f'<div class="row-btns">{btns}</div></li>')
    err = f'<div class="msg error" role="alert">{e(problem)}</div>' if problem else ""
    body = (f'{err}<ul class="saved">{"".join(rows) or "<li>" + et("ui.games.none") + "</li>"}</ul>'
            '<div class="choices">' + button(et("ui.games.import"), "import") + button(et("ui.new_game"), "new")
            + button(et("ui.close"), "close") + "</div>")
    return _frame(et("ui.games.title"), body, "games")


def notice_dialog(title: str, text: str) -> str:
    return _frame(e(title), f'<p class="msg error" role="alert">{e(text)}</p><div class="choices">'
                  + button(et("ui.ok"), "close", cls="primary") + "</div>", "notice")
