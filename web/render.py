"""The page's HTML, as strings, from a session: board, side panel, dialogs, cover.

Buttons carry ``data-ui`` (a command) and ``data-arg``; the page has one
delegated listener that hands them to ``web.main``. Decisions are buttons
carrying an action's notation (``data-ui="play" data-arg="commit 2"``), so the
engine receives exactly what the player picked. Plain Python, no ``js``.
"""

from __future__ import annotations

import time
from html import escape
from typing import Iterable

import tigris
import tigris.svg as svg
from tigris import cell_name
from tigris.options import CHOICES
from tigris.options import LABELS as OPTION_HELP

from .session import (
    COLOURS, COMPUTER, DYNASTIES, LEADERS, LEVELS, OPTION_LABELS, PERSON, SPEEDS, VALUE_LABELS, Session,
)

LETTER = {"red": "R", "blue": "B", "black": "K", "green": "G"}
TILE_WORD = {"red": "temple", "blue": "farm", "black": "settlement", "green": "market"}
LEADER_COLOUR = dict(zip(LEADERS, COLOURS))


def e(text: object) -> str:
    return escape(str(text), quote=True)


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
        attrs += f' title="{e(title)}" aria-label="{e(title)}"'
    if disabled:
        attrs += " disabled"
    if pressed is not None:
        attrs += f' aria-pressed="{"true" if pressed else "false"}"'
    return f"<button type=\"button\"{attrs}>{label}</button>"


# ---------------------------------------------------------------------- board


def board(session: Session) -> str:
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
    out = svg.board(view, highlights=session.targets(), selected=selected, kingdom=kingdom, last_move=last)
    for cell in session.hint_cells() if session.replay is None else ():
        out = mark_cell(out, cell, "hint")
    return out


def mark_cell(board_svg: str, cell: str, cls: str) -> str:
    """Add ``cls`` to the highlight layer of ``cell`` in a board drawn by ``tigris.svg.board``."""
    start = board_svg.find(f'<g data-cell="{cell}" ')
    at = board_svg.find('<rect class="hl', start) if start >= 0 else -1
    end = board_svg.find("</g>", start) if start >= 0 else -1
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
        return '<span class="hidden-pts" title="hidden">? ? ? ?</span>'
    return "".join(
        f'<span class="pt pt-{c}" title="{c} points"><i>{LETTER[c]}</i>{n}</span>' for c, n in zip(COLOURS, points)
    )


def status(session: Session) -> str:
    game = session.shown_game()
    if session.replay is not None:
        r = session.replay
        return f'<div class="turn">Replay: move {r.index} of {len(r.actions)}</div>'
    if game.is_over:
        winners = ", ".join(session.name(w) for w in game.result().winners)
        return f'<div class="turn">Game over — {e(winners)} {"wins" if "," not in winners else "win"}</div>'
    who = session.to_move
    icon = svg.dynasty_icon(who, 22)
    name = e(session.name(who))
    if session.computer_to_move:
        level = e(session.level_of(who))
        return f'<div class="turn">{icon} <b>{name}</b> (computer, {level}) to move</div>'
    phase = game.phase
    doing = {
        "action": f"{game.actions_left} action{'s' if game.actions_left != 1 else ''} left",
        "war": "chooses which war comes first", "commit": "commits tiles to the conflict",
        "monument": "may build a monument", "treasure": "takes treasures",
        "building": "may place a building", "wonder_point": "chooses the wonder's point",
    }.get(phase, "decides")
    active = ""
    if who != game.active:
        active = f' <span class="sub">(during {e(session.name(game.active))}\'s turn)</span>'
    return f'<div class="turn">{icon} <b>{name}</b> — <span id="actions-left">{e(doing)}</span>{active}</div>'


def thinking(text: str) -> str:
    """The inside of the "thinking…" indicator (``text``: who thinks, e.g. "Bull is thinking…")."""
    return f'<span class="spinner" aria-hidden="true"></span> {e(text)}' if text else ""


def panel(session: Session, thinking_text: str = "") -> str:
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
        out.append(hand_section(session, view))
    out.append(players_section(session, view))
    out.append(log_section(session))
    return "".join(out)


def hand_section(session: Session, view: tigris.View) -> str:
    me = view.player(session.viewer)
    acting = session.can_act
    if session.needs_cover or me.hand is None:
        return (f'<section class="hand" aria-label="hand"><h3>Hands are hidden</h3><p class="sub">'
                f"{e(session.name(session.to_move))} will see their tiles after taking the device.</p></section>")
    title = f"{e(session.name(me.name))}'s hand"
    out = [f'<section class="hand" aria-label="hand"><h3>{svg.dynasty_icon(me.name, 18)} {title}</h3>']
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
        what = f"{c} tile ({TILE_WORD[c]})"
        if swapping:
            tiles.append(button(label, "swap-pick", c, "piece", f"swap a {what}", disabled=not acting or left == 0))
        else:
            tiles.append(button(label, "tile", c, "piece" + (" sel" if sel else ""), f"place a {what}",
                                disabled=not acting, pressed=sel))
    out.append(f'<div class="pieces">{"".join(tiles) or "<i>no tiles</i>"}</div>')
    if swapping:
        chosen = "".join(button(svg.tile_icon(c, 26), "swap-unpick", c, "piece small", f"keep a {c} tile")
                         for c in picked)
        out.append(f'<div class="swap">To swap: {chosen or "<i>pick tiles above</i>"} '
                   + button(f"Swap {len(picked)} tile{'s' if len(picked) != 1 else ''}", "swap-confirm",
                            cls="primary", disabled=not picked)
                   + button("Cancel", "swap") + "</div>")
    leaders = []
    for leader, where in me.leaders.items():
        sel = session.selection == ("leader", leader)
        icon = svg.leader_icon(me.name, leader, 34)
        if where is None:
            leaders.append(button(icon, "leader", leader, "piece" + (" sel" if sel else ""),
                                  f"place the {leader}", disabled=not acting, pressed=sel))
        else:
            leaders.append(
                f'<span class="onboard">{button(icon + f"<small>{e(where)}</small>", "leader", leader, "piece small" + (" sel" if sel else ""), f"move the {leader} from {where}", disabled=not acting, pressed=sel)}'
                + button("withdraw", "withdraw", leader, "link", f"withdraw the {leader}", disabled=not acting)
                + "</span>"
            )
    out.append(f'<h4>Leaders</h4><div class="pieces leaders">{"".join(leaders)}</div>')
    cats = me.catastrophes
    sel = session.selection == ("catastrophe", "")
    out.append('<div class="pieces">' + button(
        f'{svg.catastrophe_icon(30)}<span class="n">×{cats}</span>', "catastrophe", "",
        "piece" + (" sel" if sel else ""), f"play a catastrophe ({cats} left)",
        disabled=not acting or cats == 0, pressed=sel) + "</div>")
    buttons = [
        button("Swap tiles", "swap", disabled=not acting or sum(hand) == 0, pressed=swapping),
        button("End turn", "end", cls="primary", disabled=not acting),
        button("↶ Undo", "undo", disabled=not session.can_undo, title="take back your last action"),
    ]
    if session.can_hint:
        buttons.append(button("Hint", "hint", cls="hint-btn", title="the hard computer's suggestion"))
    out.append(f'<div class="acts">{"".join(buttons)}</div></section>')
    return "".join(out)


def players_section(session: Session, view: tigris.View) -> str:
    game = session.shown_game()
    rows = []
    for p in view.players:
        s = session.seat(p.name)
        kind = " (computer)" if s and s.kind == COMPUTER else ""
        turn = " now" if p.name == game.to_move else ""
        tr = "?" if p.treasures is None else p.treasures
        pts = "" if p.points is None else f' data-points="{",".join(map(str, p.points))}"'
        rows.append(
            f'<li class="pl{turn}" data-player="{e(p.name)}"{pts}>{svg.dynasty_icon(p.name, 22)}'
            f'<div class="pinfo"><div class="pname">{e(session.name(p.name))}<small>{kind}</small></div>'
            f'<div class="pstats"><span class="pts">{points_row(p.points)}</span>'
            f'<span title="treasures">◆ {tr}</span><span title="catastrophes left">☇ {p.catastrophes}</span>'
            f'<span title="tiles in hand">▢ {p.hand_size}</span></div></div></li>'
        )
    return f'<section class="players"><ul>{"".join(rows)}</ul></section>'


def log_section(session: Session) -> str:
    game = session.game
    items = []
    for i, (a, who) in enumerate(zip(game.history, session.movers + [""] * len(game.history))):
        cur = ""
        if session.replay is not None and i == session.replay.index - 1:
            cur = ' class="cur"'
        name = f'<span class="who">{e(session.name(who))}</span> ' if who else ""
        items.append(f"<li{cur}>{name}<code>{e(a)}</code></li>")
    return (f'<section class="log"><h3>Moves</h3><ol id="log" start="1">{"".join(items)}</ol></section>')


def replay_controls(session: Session) -> str:
    r = session.replay
    n = len(r.actions)
    return ('<div class="acts replay">'
            + button("⏮", "replay-step", "0", title="first position")
            + button("◀", "replay-step", str(r.index - 1), title="previous move", disabled=r.index == 0)
            + button("▶", "replay-step", str(r.index + 1), title="next move", disabled=r.index >= n)
            + button("⏭", "replay-step", str(n), title="last position")
            + button("Leave replay", "replay-exit", cls="primary") + "</div>")


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
    if phase == "action":
        return None
    html = {"commit": conflict_dialog, "war": war_dialog, "monument": monument_dialog,
            "treasure": treasure_dialog, "building": building_dialog, "wonder_point": wonder_point_dialog,
            }.get(phase, lambda s, v: generic_dialog(s))(session, view)
    return with_hint(session, html)


def with_hint(session: Session, html: str) -> str:
    """A decision's dialog with a hint button, a thinking indicator, and the hinted choice marked."""
    extra = '<div class="thinking" role="status" hidden></div>'
    if session.hint is not None:
        arg = f'data-arg="{e(str(session.hint))}" class="choice"'
        html = html.replace(arg, arg[:-1] + ' hinted"')
        extra += f'<p class="msg hint-text">Hint: {e(str(session.hint))}</p>'
    if session.can_hint:
        extra += ('<div class="acts">' + button("Hint", "hint", cls="hint-btn",
                                                title="the hard computer's suggestion") + "</div>")
    return html[:-len("</div>")] + extra + "</div>"


def _frame(title: str, body: str, cls: str = "") -> str:
    return (f'<div class="dlg {cls}" role="dialog" aria-modal="true" aria-labelledby="dlg-title">'
            f'<h2 id="dlg-title">{title}</h2>{body}</div>')


def conflict_dialog(session: Session, view: tigris.View) -> str:
    c = view.conflict
    me = session.to_move
    colour = c["colour"]
    kind = "Revolt" if c["kind"] == "revolt" else "War"
    title = f"{kind} of the {c['leader']}s"
    att, dfn = c["attacker"], c["defender"]
    attack_total = c["attack"] + (c["attacker_commit"] or 0)

    def side(who: str, role: str, base: int, cell: str, committed: int | None) -> str:
        what = "temples next to the leader" if c["kind"] == "revolt" else f"{colour} tiles in the kingdom"
        extra = ""
        if committed is not None:
            extra = f'<div>committed: <b class="commit">{committed}</b> → <b class="total">{base + committed}</b></div>'
        return (f'<div class="side {role}" data-side="{role}">{svg.leader_icon(who, c["leader"], 40)}'
                f'<div><b>{e(session.name(who))}</b> <small>{role} on {e(cell)}</small>'
                f'<div class="strength">strength on the board: <b>{base}</b> <small>({what})</small></div>'
                f"{extra}</div></div>")

    body = [
        '<div class="sides">',
        side(att, "attacker", c["attack"], c["attacker_cell"], c["attacker_commit"]),
        side(dfn, "defender", c["defence"], c["defender_cell"], None),
        "</div>",
    ]
    hand = view.player(me).hand or (0, 0, 0, 0)
    have = hand[COLOURS.index(colour)]
    if me == att:
        ask = (f"You attack. Commit {colour} tiles ({TILE_WORD[colour]}s) from your hand — you have "
               f"<b>{have}</b>. Then {e(session.name(dfn))} answers.")
    else:
        ask = (f"You defend against <b>{attack_total}</b>. Commit {colour} tiles ({TILE_WORD[colour]}s) — you have "
               f"<b>{have}</b>. A tie goes to the defender.")
    body.append(f'<p class="ask">{ask}</p><div class="choices">')
    for a in game_actions(session):
        n = a.count
        base = c["attack"] if me == att else c["defence"]
        body.append(button(f"Commit {n} <small>→ {base + n}</small>", "play", str(a), "choice"))
    body.append("</div>")
    return _frame(e(title), "".join(body), "conflict")


def game_actions(session: Session) -> list[tigris.Action]:
    return list(session.game.legal_actions())


def war_dialog(session: Session, view: tigris.View) -> str:
    body = ['<p>Your tile united two kingdoms. Which war is fought first?</p><div class="choices">']
    for a in game_actions(session):
        leader = LEADERS[a.colour]
        body.append(button(f"{svg.leader_icon(session.to_move, leader, 26)} War of the {leader}s "
                           f"<small>({COLOURS[a.colour]})</small>", "play", str(a), "choice"))
    body.append("</div>")
    return _frame("Which war first?", "".join(body), "war")


def monument_dialog(session: Session, view: tigris.View) -> str:
    body = ['<p>Your tile completes a square of four. Build a monument on it?</p><div class="choices">']
    for a in game_actions(session):
        if type(a).__name__ == "ErectWonder":
            body.append(button(f"Erect the wonder <small>centred on {cell_name(a.cell)}</small>", "play", str(a),
                               "choice"))
        elif isinstance(a, tigris.BuildMonument):
            name = str(a).split()[1]
            x, y = name.split("-")
            body.append(button(f'<span class="sw sw-{x}"></span><span class="sw sw-{y}"></span> '
                               f"{e(name)} monument <small>on {cell_name(a.cell)}</small>", "play", str(a),
                               "choice"))
        else:
            body.append(button("No monument", "play", str(a), "choice"))
    body.append("</div>")
    return _frame("Build a monument?", "".join(body), "monument")


def building_dialog(session: Session, view: tigris.View) -> str:
    body = ['<p>Your tile completes a line of three. Place (or move) a civilization building?</p>'
            '<div class="choices">']
    for a in game_actions(session):
        words = str(a).split()
        if words[0] == "building" and len(words) == 3:
            colour = COLOURS[a.colour]
            label = (f'<span class="sw sw-{colour}"></span> {e(words[1].title())} '
                     f"<small>on {e(words[2])}</small>")
        else:
            label = "No building"
        body.append(button(label, "play", str(a), "choice"))
    body.append("</div>")
    return _frame("A civilization building?", "".join(body), "building")


def wonder_point_dialog(session: Session, view: tigris.View) -> str:
    body = ['<p>Your king stands by the wonder: choose the colour of his point.</p><div class="choices">']
    for a in game_actions(session):
        colour = COLOURS[a.colour]
        body.append(button(f'<span class="sw sw-{colour}"></span> {colour}', "play", str(a), "choice"))
    body.append("</div>")
    return _frame("The wonder's point", "".join(body), "wonder-point")


def generic_dialog(session: Session) -> str:
    """Any other decision the engine asks for: its legal actions, in notation."""
    body = [f"<p>{e(session.game.expected()[:1].upper() + session.game.expected()[1:])}.</p><div class=\"choices\">"]
    for a in game_actions(session):
        body.append(button(e(str(a)), "play", str(a), "choice"))
    body.append("</div>")
    return _frame("A decision", "".join(body), "decision")


def treasure_dialog(session: Session, view: tigris.View) -> str:
    t = view.treasure_choice
    n = t["count"]
    body = [f"<p>Your trader on {e(t['trader'])} takes {n} treasure{'s' if n != 1 else ''} from its kingdom"
            f"{' (special-border ones first)' if t['special'] else ''}.</p><div class=\"choices\">"]
    for a in game_actions(session):
        label = "Take none" if not a.cells else "Take " + " + ".join(cell_name(x) for x in a.cells)
        body.append(button(e(label), "play", str(a), "choice"))
    body.append("</div>")
    return _frame("Treasures", "".join(body), "treasure")


def final_dialog(session: Session) -> str:
    result = session.game.result()
    why = "two treasures or fewer remain" if result.why == "treasures" else "the bag is empty"
    rows = []
    for s in result.standings:
        cells = "".join(
            f'<td class="pt-{c}">{s.totals[i]}'
            + (f'<small title="treasures added"> (+{s.allocation[i]})</small>' if s.allocation[i] else "")
            + "</td>" for i, c in enumerate(COLOURS))
        rows.append(f'<tr class="rank-{s.rank}"><td>{s.rank}.</td><td>{svg.dynasty_icon(s.player, 20)} '
                    f"{e(session.name(s.player))}</td>{cells}<td>{s.treasures}</td><td><b>{s.score}</b></td>"
                    f'<td class="vec">{" ".join(map(str, s.vector))}</td></tr>')
    head = "".join(f'<th class="pt-{c}" title="{c}">{LETTER[c]}</th>' for c in COLOURS)
    body = (f"<p>The game ends: {why}. A player's score is their weakest colour; treasures fill the weakest "
            f"colours; ties are broken by the next weakest.</p>"
            f'<table class="result"><thead><tr><th></th><th>Player</th>{head}<th>◆</th><th>Score</th>'
            f"<th>Tie-break</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
            '<div class="choices">' + button("New game", "new", cls="primary") + button("Replay", "replay")
            + button("Export", "export") + button("Close", "close-final") + "</div>")
    return _frame("Final score", body, "final")


def cover(session: Session) -> str | None:
    if not session.needs_cover:
        return None
    who = session.to_move
    return (f'<div class="cover-box" data-ui="reveal">{svg.dynasty_icon(who, 72)}<h2>Pass to {e(session.name(who))}</h2>'
            f"<p>Tap when ready.</p>{button('I am ' + e(session.name(who)) + ' — show my hand', 'reveal', cls='primary')}"
            "</div>")


# ---------------------------------------------------------------------- menus


def new_game_dialog(error: str = "", defaults: dict | None = None) -> str:
    d = defaults or {}
    rows = []
    for i, dyn in enumerate(DYNASTIES):
        on = d.get(f"play_{dyn}", i < 2)
        kind = d.get(f"kind_{dyn}", COMPUTER if i == 1 else PERSON)
        name = d.get(f"name_{dyn}", dyn.title())
        lv = d.get(f"level_{dyn}") or d.get("level") or "medium"
        seat_levels = "".join(f'<option value="{x}"{" selected" if x == lv else ""}>{x}</option>' for x in LEVELS)
        rows.append(
            f'<div class="seat"><label class="play">{"<input type=checkbox name=play_" + dyn + (" checked" if on else "") + ">"}'
            f" {svg.dynasty_icon(dyn, 26)} {dyn.title()}</label>"
            f'<input name="name_{dyn}" value="{e(name)}" maxlength="24" aria-label="{dyn} name">'
            f'<select name="kind_{dyn}" aria-label="{dyn} plays as">'
            f'<option value="person"{" selected" if kind == PERSON else ""}>person</option>'
            f'<option value="computer"{" selected" if kind == COMPUTER else ""}>computer</option></select>'
            f'<select name="level_{dyn}" class="level" aria-label="{dyn} computer level" '
            f'title="the computer\'s level">{seat_levels}</select></div>'
        )
    opts = []
    for key, values in CHOICES.items():
        cur = d.get(key, values[0])
        choices = "".join(
            f'<option value="{str(v).lower()}"{" selected" if str(v).lower() == str(cur).lower() else ""}>'
            f"{e(VALUE_LABELS.get((key, v), _value_label(v)))}</option>" for v in values)
        label = OPTION_LABELS.get(key, key.replace("_", " ").capitalize())
        why = OPTION_HELP.get(key, ("", ""))[1]
        opts.append(f'<label class="opt"><span>{e(label)}<small class="why">{e(why)}</small></span>'
                    f'<select name="{key}">{choices}</select></label>')
    speed = d.get("speed", "normal")
    speeds = "".join(f'<option value="{s}"{" selected" if s == speed else ""}>{s}</option>' for s in SPEEDS)
    computer = f'<label class="opt"><span>Computer speed</span><select name="speed">{speeds}</select></label>'
    err = f'<div class="msg error" role="alert">{e(error)}</div>' if error else ""
    body = (f'<form id="new-game" onsubmit="return false">{err}<h3>Players</h3>{"".join(rows)}{computer}'
            f'<details><summary>Rules options</summary>{"".join(opts)}</details>'
            '<div class="choices">' + button("Start", "start", cls="primary") + button("Cancel", "close")
            + "</div></form>")
    return _frame("New game", body, "newgame")


def _value_label(v: object) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v).replace("_", " ")


def games_dialog(entries, current: str | None, problem: str = "") -> str:
    rows = []
    for s in entries:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(s.updated)) if s.updated else ""
        state = "finished" if s.over else f"{s.moves} moves"
        cur = " (this game)" if s.id == current else ""
        if s.problem:
            desc = f'<span class="bad">{e(s.problem)}</span>'
            btns = button("Export", "export-id", s.id) + button("Delete", "delete", s.id, "danger")
        else:
            desc = f"{e(state)} <small>{e(when)}</small>"
            btns = (button("Resume", "resume", s.id, "primary") + button("Export", "export-id", s.id)
                    + button("Delete", "delete", s.id, "danger"))
        rows.append(f'<li data-game="{e(s.id)}"><div><b>{e(s.title)}</b>{e(cur)}<br>{desc}</div>'
                    f'<div class="row-btns">{btns}</div></li>')
    err = f'<div class="msg error" role="alert">{e(problem)}</div>' if problem else ""
    body = (f'{err}<ul class="saved">{"".join(rows) or "<li>No saved games yet.</li>"}</ul>'
            '<div class="choices">' + button("Import a file…", "import") + button("New game", "new")
            + button("Close", "close") + "</div>")
    return _frame("Saved games", body, "games")


def notice_dialog(title: str, text: str) -> str:
    return _frame(e(title), f'<p class="msg error" role="alert">{e(text)}</p><div class="choices">'
                  + button("OK", "close", cls="primary") + "</div>", "notice")
