"""Share a game, and play it by link: the page's side of ``tigris.link``.

A link (``?link=<text>``) carries the whole game and the seats; this module
turns a session into one and back, and decides what a link means for the
copy of the same game this device may already hold (the game id tells):
nothing new, the next moves (brought up to date), or an older or branching
game, which the page explains and never writes over without asking. And
the dialogs and the panel's section that say so, as HTML.
Plain Python, no ``js`` (the page's part is ``web.game.linking``).
"""

from __future__ import annotations

from dataclasses import dataclass

import tigris
from tigris import LoadError, link

from web.core.html import Markup, h
from web.core.i18n import t

from .markup import _frame, button
from .save_format import LoadProblem, who_plays
from .seats import COMPUTER, PERSON, Seat, is_default_name, seat_name
from .session import Session, new_id
from .storage import Store

PARAM = "link"  # the URL's parameter: ?link=<text>

NEW, SAME, NEWER, OLDER, BRANCH, OTHER = "new", "same", "newer", "older", "branch", "other"


def remote_to_move(session: Session) -> bool:
    """Played by link, and another device's person is to move: this one waits for their link."""
    who = session.to_move
    return session.by_link and not session.game.is_over and session.is_person(who) and not session.is_here(who) \
        and session.unconfirmed is None  # a turn done here is sent once its player confirms its end


def who_needed(session: Session) -> bool:
    """Played by link, and this device has not said which of the people it plays."""
    return session.by_link and session.me not in session.persons


def to_link(session: Session, by_link: bool = False) -> link.Link:
    """The session as a link holds it: the game, the computer seats and their levels, own names, settings, id."""
    game = session.game
    computers = {p: session.seats[p].level or "" for p in game.players if not session.is_person(p)}
    names = {p: session.seats[p].name for p in game.players if not is_default_name(p, session.seats[p].name)}
    undo = len(session.undo_stack) if session.undo_owner == session.to_move and not game.is_over else 0
    return link.Link(game, computers=computers, names=names, level=session.level, speed=session.speed,
                     ai_seed=session.ai_seed, game_id=session.id, undo=undo, by_link=by_link)


def link_text(session: Session, by_link: bool = False) -> str:
    return link.encode(to_link(session, by_link))


def share_url(page: str, text: str) -> str:
    """The address that opens the game: the page's own (without its query or fragment) and ``?link=``."""
    return page.split("#")[0].split("?")[0] + f"?{PARAM}={text}"


def read_link(text: str) -> tuple[Session, link.Link]:
    """A link's game as a session (the id is the link's, if it has one); ``LoadProblem`` if it cannot be opened."""
    try:
        got = link.decode(text)
    except LoadError as e:
        raise LoadProblem("storage.bad_link_game", problem=e) from None
    except Exception as e:  # anything the engine did not foresee is refused the same way
        raise LoadProblem("storage.bad_link_game", problem=LoadError("link.not_link")) from e
    game = got.game
    seats = [Seat(p, seat_name(p, got.names.get(p)), COMPUTER if p in got.computers else PERSON,
                  got.computers.get(p) or None) for p in game.players]
    session = Session(game, seats, game_id=got.game_id or None, ai_seed=got.ai_seed, movers=got.movers,
                      speed=got.speed, level=got.level)
    session.by_link = got.by_link
    session.restore_undo(got.undo, got.undo_from)  # from the link's own replay: not a second one
    return session, got


@dataclass
class Arrival:
    """A link opened on this device, and how it stands to the copy of its game stored here."""

    session: Session  # the link's (or an imported file's) game
    got: link.Link | None
    stored: Session | None = None  # this device's copy of the same game (same id), when it can be read
    relation: str = NEW  # NEW, SAME, NEWER, OLDER, BRANCH; OTHER: the id is taken by another game here
    common: int = 0  # moves both share, from the start


def same_beginning(a: tigris.Game, b: tigris.Game) -> bool:
    return a.setup == b.setup and a.start == b.start and a.options == b.options


def arrive(store: Store, text: str) -> Arrival:
    """Open a link against the saved games (``LoadProblem`` if it cannot be opened; nothing is written).

    A link whose id names a saved game that cannot be read, or a different
    game, is given a new id: opening it never touches that save.
    """
    session, got = read_link(text)
    return meet(store, session, got)


def meet(store: Store, session: Session, got: link.Link | None = None) -> Arrival:
    """A game come from outside (a link, an imported file) against the copy of it stored here, if any
    (same id and same beginning); a game whose id is another's here gets an id of its own."""
    arrival = Arrival(session, got)
    if store.raw(session.id) is None:
        return arrival
    try:
        stored = store.load(session.id)
    except LoadProblem:
        stored = None
    if stored is None or not same_beginning(stored.game, session.game):
        arrival.relation = OTHER
        session.id = new_id()
        return arrival
    mine, theirs = stored.game.history, session.game.history
    arrival.stored = stored
    arrival.relation = link.relation(mine, theirs)
    arrival.common = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
    return arrival


def imported(store: Store, session: Session) -> Session:
    """An imported file's game as it goes on the table: the copy stored here when it holds the same moves
    (no second entry), brought up to date when the file continues it, a separate game when it is older or
    branches (nothing stored is written over); said in the message after what the file opened."""
    arrival = meet(store, session)
    stored, opened = arrival.stored, session._message
    if arrival.relation == SAME and stored is not None:
        stored.say(lambda: t("storage.import_same"), error=False)
        return stored
    then = ""
    if arrival.relation == NEWER and stored is not None:
        session.by_link, session.me = session.by_link or stored.by_link, stored.me
        then = "storage.import_newer"
    elif arrival.relation in (OLDER, BRANCH):
        session.id = new_id()
        then = "storage.import_older" if arrival.relation == OLDER else "storage.import_branch"
    if then:
        count = abs(len(session.game.history) - len(stored.game.history)) if stored else 0
        session.say(lambda: " ".join([opened() if callable(opened) else opened, t(then, count=count)]),
                    error=session.error)
    return session


def opened_words(session: Session) -> str:
    """What a link opened: "Opened the game from the link: Archer · Bull (computer, easy), move 12."."""
    who = [(s.dynasty, s.name, s.kind, session.level_of(s.dynasty)) for s in session.seats.values()]
    return t("share.opened", players=who_plays(who), move=len(session.game.history))


# ---------------------------------------------------------------------- markup


def _link_field(url: str, copied: str | None, where: str) -> Markup:
    """The link, shown selectable, its copy button, and what copying did ("ok", "failed" or None)."""
    said = None
    if copied is not None:
        ok = copied == "ok"
        said = h("p", {"class": "copied" if ok else "copied msg error", "role": "status"},
                 t("share.copied") if ok else t("share.copy_failed"))
    return h("div", {"class": "share-field"},
             h("input", {"class": "share-url", "type": "text", "readonly": True, "value": url,
                         "aria-label": t("share.link_label"), "spellcheck": "false"}),
             button(t("share.copy"), "share-copy", where, cls="primary"), said)


def share_dialog(session: Session, url: str, copied: str | None = None) -> Markup:
    """The Share button's dialog: the link to this game, what it holds, and the way to play by link."""
    if session.by_link:
        by_link = h("p", {"class": "sub"}, t("share.by_link_on"))
    elif len(session.persons) >= 2:
        by_link = h("p", {"class": "sub"}, t("share.by_link_help"), " ", button(t("share.by_link"), "by-link"))
    else:
        by_link = None
    body = [h("p", t("share.body")), _link_field(url, copied, "dialog"), by_link,
            h("div", {"class": "choices"}, button(t("ui.close"), "close"))]
    return _frame(t("share.title"), body, "share")


def who_dialog(session: Session) -> Markup:
    """Played by link: which of the people this device plays (asked once per game and device)."""
    seats = [button(session.name(p), "me", p, cls="primary") for p in session.persons]
    return _frame(t("share.who_title"), [h("p", t("share.who_body")), h("div", {"class": "choices"}, seats)], "who")


def link_dialog(arrival: Arrival) -> Markup:
    """A link older than the stored copy of its game, or one that branches from it: keep mine, or open theirs."""
    assert arrival.stored is not None
    mine, theirs = len(arrival.stored.game.history), len(arrival.session.game.history)
    if arrival.relation == OLDER:
        title, text = t("share.older_title"), t("share.older_body", theirs=theirs, mine=mine)
    else:
        title, text = t("share.branch_title"), t("share.branch_body", common=arrival.common, theirs=theirs, mine=mine)
    body = [h("p", {"class": "msg", "role": "alert"}, text),
            h("div", {"class": "choices"}, button(t("share.keep_mine"), "keep-mine", cls="primary"),
              button(t("share.open_theirs"), "open-theirs"))]
    return _frame(title, body, "link-older" if arrival.relation == OLDER else "link-branch")


def send_section(session: Session, url: str, copied: str | None = None) -> Markup:
    """The panel while another device's person is to move (the link to send them), or when the game is over."""
    if session.game.is_over:
        text = t("share.send_over")
    else:
        who = session.owner(session.to_move)  # a name that bends ("Jousimiehen vuoro")
        just_played = bool(session.movers) and session.movers[-1] == session.me
        text = t("share.send", player=who) if just_played else t("share.waiting", player=who)
    return h("section", {"id": "send-link", "class": "send-link", "aria-label": t("share.link_label")},
             h("p", text), _link_field(url, copied, "panel"))
