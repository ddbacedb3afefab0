"""The game page's HTML, as strings, from a session: the board, the side panel (status, hand, players,
bag, the move log and the replay's controls) and the hot-seat cover.

The decisions' dialogs are ``web.game.dialogs``, the menus ``web.game.menus``, the
small pieces (buttons, icons, words) ``web.game.markup``. Buttons carry ``data-ui``
(a command, ``web.game.commands``) and ``data-arg``; the page has one delegated
listener. Plain Python, no ``js``.
"""

from __future__ import annotations

from typing import Any, Iterable

import tigris
import tigris.svg as svg
from tigris import cell_name
from tigris.bag import BAG_LEVELS
from tigris.names import COLOURS
from web.core.html import Child, Markup, h, join
from web.core.i18n import t
from web.game import describe, dialogs, display
from web.game.indicator import thinking_row
from web.game.markup import button, capital, confirm_bar, confirm_switch, icon, letters
from web.game.moves import Replay, summary
from web.game.seats import COMPUTER
from web.game.session import Session


def shown_view(session: Session) -> tigris.View:
    """What the page shows: the viewer's view, or in a replay the position replayed.

    A finished game keeps no secrets: its replay shows every player's points at every step.
    """
    if session.replay is None:
        return session.view()
    game = session.shown_game()
    return tigris.view_of(game, game.players[0], memory=session.game.is_over)


def board(session: Session, cursor: str | None = None, shown: Iterable[str] = (), committing: int = 0) -> Markup:
    """The board as an ARIA grid: every cell named in words (``web.game.describe``), ``cursor`` holding its tab stop.

    ``shown``: the board display preferences switched on (``web.game.display``); ``committing``: tiles the
    side to commit points at (a choice under the pointer or the focus), added to its strength on the board.
    The pending conflict's two strengths are always written above its leaders.
    """
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
    hints = session.hint_cells() if session.replay is None else _review_cells(session)
    options = display.board_options(shown)
    labels = describe.cell_labels(view, session.kingdom_of, session.name, targets=targets, selected=selected,
                                  last=last, hint=hints, strengths=options["strengths"])
    return icon(svg.board(view, highlights=targets, selected=selected, kingdom=kingdom, last_move=last,
                          labels=labels, focus=cursor, label=describe.board_label(), hint=hints,
                          conflict=True, committing=committing, hover_outlines=True,
                          strengths=options["strengths"], outlines=options["outlines"], letters=letters()))


def _review_cells(session: Session) -> set[str]:
    """In a replay opened from the review: where hard's choice went, for the decision it marked."""
    note = session.replay.note() if session.replay else None
    if note is None:
        return set()
    a = tigris.parse_action(note[1])
    return {cell_name(a.cell)} if hasattr(a, "cell") else set()


def _replay_cells(session: Session) -> set[str]:
    r = session.replay
    if not r or r.index == 0:
        return set()
    a = tigris.parse_action(r.actions[r.index - 1])
    return {cell_name(a.cell)} if hasattr(a, "cell") else set()


def points_row(points: Iterable[int] | None) -> Markup:
    if points is None:
        return h("span", {"class": "hidden-pts", "title": t("ui.players.hidden")}, "? ? ? ?")
    shown = letters()
    return join(h("span", {"class": f"pt pt-{c}", "title": t("ui.players.colour_points", colour=c)},
                  h("i", shown[c]), n) for c, n in zip(COLOURS, points))


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
    if session.unconfirmed is not None:  # a person's turn is done, waiting for them to confirm its end
        done = session.unconfirmed
        return h("div", {"class": "turn"}, icon(svg.dynasty_icon(done, 22)), " ", h("b", session.name(done)), " — ",
                 h("span", {"id": "actions-left"}, t("ui.status.confirm")))
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
        active = join([" ", h("span", {"class": "sub"}, t("ui.status.during", name=session.owner(game.active)))])
    return h("div", {"class": "turn"}, mark, " ", name, " — ", h("span", {"id": "actions-left"}, doing), active)


def replay_status(session: Session, r: Replay) -> Markup:
    """The position being replayed: its number, the move that led to it and what it did, or the game's end."""
    lines = [h("div", {"class": "turn", "id": "replay-at"}, t("ui.status.replay", index=r.index, total=len(r.actions)))]
    if r.index == 0:
        lines.append(h("div", {"class": "sub"}, t("ui.status.replay_start")))
    else:
        move = str(r.actions[r.index - 1])
        said = summary(r.events[r.index], session.words)  # names who played it
        if not said:
            who = (session.movers + [""] * r.index)[r.index - 1]
            said = f"{session.name(who)}: {move}" if who else move
        lines.append(h("div", {"class": "sub", "id": "replay-move"}, h("code", move), " — ", said))
        note = r.note()
        if note is not None:  # opened from the review: what it said of this move
            lines.append(h("div", {"class": "sub review-note", "id": "review-note"}, note[2]))
    game = r.game
    if game.is_over:
        winners = game.result().winners
        names = ", ".join(session.name(w) for w in winners)
        lines.append(h("div", {"class": "sub"}, t("ui.status.game_over", names=names, count=len(winners))))
    return join(lines)


def panel(session: Session, thinking_text: str = "", folded: Iterable[str] = (),
          send: Markup | None = None, unseated: bool = False) -> Markup:
    """The side panel; the hand and the log fold away (``folded``: the names of those folded, see ``section``).

    A pending conflict is decided here, beside (on a phone: under) the board, never over its leaders.
    ``send``: in a game played by link, the link to send to the player to move (``web.game.sharing``).
    ``unseated``: the players are still being chosen (the first new-game dialog): no hand, and no word
    of who will take the device, for the seat may be the computer's.
    """
    game = session.shown_game()
    view = shown_view(session)
    top = [status(session), thinking_row(session, thinking_text)]
    if session.message and session.replay is None:  # a replay tells its own moves (the status above)
        top.append(h("div", {"class": "msg error" if session.error else "msg",
                             "role": "alert" if session.error else "status", "id": "message"}, session.message))
    if session.unconfirmed is not None and session.replay is None:  # beside the message, never folded away
        top.append(confirm_bar(session.can_undo))
    out = [h("div", {"class": "status"}, top), send]
    folded = set(folded)
    docked = dialogs.docked_decision(session)
    if docked is not None:
        out.append(docked)
    if session.replay is not None:
        out.append(replay_controls(session.replay))
    elif not game.is_over:
        out.append(hand_section(session, view, folded, unseated))
    out.append(players_section(session, view))
    out.append(log_section(session, folded))
    return join(out)


def board_display(shown: Iterable[str] = (), folded: Iterable[str] = ()) -> Markup:
    """Under the board: the board display preferences (``shown``: those on) and the legend of its marks."""
    return section("display", {"class": "display", "id": "board-display"}, t("ui.view.title"),
                   display.body(shown), folded)


def section(name: str, attrs: dict[str, Any], heading: Child, body: Child, folded: Iterable[str] = ()) -> Markup:
    """A panel section whose heading folds it away (a <details>), so a phone's screen is left to the board.

    ``data-fold`` names it: the page reads which ones the player folded before
    drawing the panel again, and passes them back in ``folded``.
    """
    return h("section", attrs, h("details", {"class": "fold", "data-fold": name, "open": name not in set(folded)},
                                 h("summary", h("h3", heading)), body))


def hand_section(session: Session, view: tigris.View, folded: Iterable[str] = (), unseated: bool = False) -> Markup:
    me = view.player(session.viewer)
    acting = session.can_act
    if unseated:
        return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, t("ui.hand.hidden"),
                       h("p", {"class": "sub"}, t("ui.hand.unseated")), folded)
    if not session.persons:
        return spectator_hands(session, view, folded)
    if session.unconfirmed is not None:
        return turn_done(session, folded)
    if session.by_link and session.me not in session.persons:  # "who are you?" not answered yet
        return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, t("ui.hand.hidden"),
                       h("p", {"class": "sub"}, t("ui.hand.who_first")), folded)
    if session.needs_cover or me.hand is None:
        return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, t("ui.hand.hidden"),
                       h("p", {"class": "sub"}, t("ui.hand.hidden_why", name=session.name(session.to_move))),
                       folded)
    title = join([icon(svg.dynasty_icon(me.name, 18)), " ", capital(t("ui.hand.title", name=session.owner(me.name)))])
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
        mark = icon(svg.leader_icon(me.name, leader, 34, letters()))
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
    if not session.analysing:  # (an analysis board has no turn to confirm)
        out.append(confirm_switch(session.confirm_turns))
    # One box for the pieces and the turn's buttons: on a small screen they flow together (web/styles.css).
    body = h("div", {"class": "hand-body"}, out)
    return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, title, body, folded)


def turn_done(session: Session, folded: Iterable[str] = ()) -> Markup:
    """A person's turn done, waiting for their confirmation: confirm its end, or take the last action back.

    Their hand is not shown: the tiles drawn at the end of the turn are seen once it is confirmed.
    """
    who = session.unconfirmed
    assert who is not None
    title = join([icon(svg.dynasty_icon(who, 18)), " ", t("ui.hand.title", name=session.owner(who))])
    body = [h("p", {"class": "sub"}, t("ui.hand.unconfirmed")), confirm_switch(session.confirm_turns)]
    return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, title, body, folded)


def spectator_hands(session: Session, view: tigris.View, folded: Iterable[str] = ()) -> Markup:
    """No person is seated: every computer's tiles, to watch, with nothing to press."""
    out = []
    for p in view.players:
        tiles = [h("span", {"class": "piece", "role": "img", "aria-label": t("ui.hand.tiles_of", colour=c, count=n)},
                   icon(svg.tile_icon(c, 28)), h("span", {"class": "n", "aria-hidden": "true"}, f"×{n}"))
                 for c, n in zip(COLOURS, p.hand or ()) if n]
        out.append(h("h4", icon(svg.dynasty_icon(p.name, 16)), " ", capital(t("ui.hand.title", name=session.owner(p.name)))))
        out.append(h("div", {"class": "pieces"}, tiles or h("i", t("ui.hand.no_tiles"))))
    return section("hand", {"class": "hand", "aria-label": t("ui.hand.label")}, t("ui.hand.all"), out, folded)


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
    analyse = None if session.replay else h("div", {"class": "acts"}, button(  # (the replay has its own)
        t("analysis.button"), "analyse", title=t("analysis.button_title")))
    return section("log", {"class": "log"}, t("ui.log.title"), join([h("ol", {"id": "log", "start": "1"}, items),
                                                                     analyse]), folded)


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
             button(t("review.back"), "review") if r.from_review else None,
             button(t("analysis.button"), "analyse", title=t("analysis.button_title")),
             button(t("ui.replay.leave"), "replay-exit", cls="primary"))


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
