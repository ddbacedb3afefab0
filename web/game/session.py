"""One game at the table: the engine's game plus what only the page needs.

The table (``web.core.table``: what the player has selected, its targets, the
undo snapshots of the current turn), the seats (``web.game.seats``), whose
hand the screen may show (several people on one device), the movers and the
last message; the computer's moves and the hint are ``web.game.computer``, the
replay ``web.game.moves``. Every rule question goes to the engine: targets come
from ``legal_actions()``, refusals are the engine's ``IllegalAction`` reasons.

Plain Python, no ``js``: tested in CPython (tests/web/test_web_session.py).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Iterable

import tigris
from tigris import Catastrophe, IllegalAction, NotationError, Swap, parse_action
from tigris.names import COLOURS
from web.core import i18n
from web.core.i18n import Message, sentence, t  # sentence: a worded event or refusal as a message
from web.game.computer import Computer
from web.game.moves import Replay, cells_of
from web.game.reloaded_turn import reloaded_turn
from web.game.turn_end import TurnEnd
from web.game.seats import COMPUTER, LEVELS, PERSON, Seat, default_seats, display_name  # noqa: F401 (COMPUTER: re-exported)

if TYPE_CHECKING:
    from web.game.review import Review

SPEEDS = {"slow": 1.2, "normal": 0.6, "fast": 0.15, "instant": 0.0}

def new_id(rng: random.Random | None = None) -> str:
    r = rng or random.Random()
    return "".join(r.choice("abcdefghijkmnpqrstuvwxyz23456789") for _ in range(10))


class Session(TurnEnd, Computer):
    """A game being played on this page: the table (``web.core.table``) with seats, turns and messages."""

    analysing = False  # an analysis board (``web.game.analysis``): never saved itself, every seat the person's

    def __init__(self, game: tigris.Game, seats: Iterable[Seat] | None = None, game_id: str | None = None,
                 ai_seed: int = 0, movers: list[str] | None = None, speed: str = "normal",
                 level: str = "medium") -> None:
        super().__init__(game)
        seats = list(seats) if seats is not None else default_seats(game.players)
        self.seats = {s.dynasty: s for s in seats}
        for p in game.players:  # a seat for everyone playing, whatever was given
            self.seats.setdefault(p, Seat(p, p.title(), PERSON))
        self.id = game_id or new_id()
        self.ai_seed = ai_seed
        self.speed = speed if speed in SPEEDS else "normal"
        self.level = level if level in LEVELS else "medium"
        n = len(game.history)
        self.movers: list[str] = list(movers or [])[:n]
        self.movers += [""] * (n - len(self.movers))
        self.undo_owner: str | None = None
        self.swap_pick: list[str] | None = None  # colours picked for a swap, None when not swapping
        self._message: Message = ""
        self.error = False
        self.last_cells: set[str] = set()
        self.shown: str | None = None  # whose hand may be shown (several people on one device)
        self.replay: Replay | None = None
        self.reviews: dict[str, Review] = {}  # a finished game's reviews, one per player reviewed (web.game.review)
        self.analyses: dict[str, list[Any]] = {}  # the analysis board's trees, by the position each starts from
        self.hint: tigris.Action | None = None  # the hard AI's suggestion for the person to move
        self.asking: Catastrophe | None = None  # a catastrophe waiting for the person's yes (it destroys)
        self.by_link = False  # played by link: each person on a device of their own (docs/sharing.md)
        self.me: str | None = None  # played by link: the seat this device plays (None: not asked yet)
        self.dirty = True  # needs saving

    # ------------------------------------------------------------------ seats

    def seat(self, player: str | None) -> Seat | None:
        return None if player is None else self.seats.get(player)

    def name(self, player: str | None) -> str:
        s = self.seat(player)
        return display_name(s.dynasty, s.name) if s else (player or "")

    def owner(self, player: str | None) -> i18n.Owner:
        """The player's shown name as a parameter that bends (``{name:gen}``: "des Bogenschützen", "von Anna")."""
        return i18n.Owner(player or "", self.name(player))

    def own_names(self) -> dict[str, str]:
        """Players whose shown name is not the catalog's word for their dynasty (own names; English's capital)."""
        cat = i18n.current()
        return {p: self.name(p) for p in self.game.players if self.name(p) != cat.name("dynasty", p)}

    def words(self, what: Any) -> str:
        """An engine event or refusal (``IllegalAction``) in the page's language, with the players' names."""
        code = getattr(what, "code", "")
        params = dict(getattr(what, "params", ()))
        own = self.own_names()
        for k, v in params.items():
            if i18n.PARAM_KIND.get(k) == "dynasty" and v in own:
                params[k] = own[v]
        cat = i18n.current()
        d = {"code": code, **params}
        return cat.reason(d) if isinstance(what, IllegalAction) else cat.event(d)

    @property
    def message(self) -> str:
        """The last message, worded in the page's current language."""
        m = self._message
        return m() if callable(m) else m

    @message.setter
    def message(self, value: Message) -> None:
        self._message = value

    def level_of(self, player: str | None) -> str:
        """The level of a computer player: its seat's, or the session's."""
        s = self.seat(player)
        return s.level if s and s.level else self.level

    def is_person(self, player: str | None) -> bool:
        s = self.seat(player)
        return bool(s and s.kind == PERSON)

    @property
    def persons(self) -> list[str]:
        return [p for p in self.game.players if self.is_person(p)]

    @property
    def to_move(self) -> str | None:
        return self.game.to_move

    def is_here(self, player: str | None) -> bool:
        """A person who plays on this device: every person, but in a game played by link only this device's."""
        return self.is_person(player) and (not self.by_link or player == self.me)

    @property
    def person_to_move(self) -> bool:
        return not self.game.is_over and self.is_here(self.to_move) and self.unconfirmed is None

    @property
    def computer_to_move(self) -> bool:
        return not self.game.is_over and self.to_move is not None and not self.is_person(self.to_move) \
            and self.unconfirmed is None

    @property
    def needs_cover(self) -> bool:
        """Another person must take the device before their hand is shown."""
        return (not self.by_link and len(self.persons) > 1 and self.person_to_move and self.shown != self.to_move)

    def reveal(self) -> None:
        self.shown = self.to_move

    @property
    def viewer(self) -> str:
        """Whose view the page shows."""
        if self.game.is_over:
            return self.game.players[0]
        if self.by_link and self.me in self.game.players:
            return self.me
        if self.person_to_move and not self.needs_cover and self.to_move is not None:
            return self.to_move
        if self.shown in self.game.players:
            return self.shown
        people = self.persons
        if len(people) == 1:
            return people[0]
        if not people:
            return self.to_move or self.game.active
        return self.shown or self.game.active

    def view(self) -> tigris.View:
        """What the page shows: the viewer's view; with no person seated (the computers play each other)
        nothing is anyone's secret, and the spectator sees every hand and every score (docs/rules-decisions.md).
        Played by link before this device has said who it is: only what every player may know."""
        view, g = tigris.view_of(self.game, self.viewer), self.game
        if self.by_link and self.me not in self.persons and not g.is_over:  # each seen by another: no hand
            seen = tuple(tigris.view_of(g, next(q for q in g.players if q != p)).player(p) for p in g.players)
        elif self.persons or g.is_over:
            return view
        else:
            seen = tuple(tigris.view_of(g, p).player(p) for p in g.players)
        fields = {name: getattr(view, name) for name in tigris.View.__slots__}
        fields["players"], fields["legal_actions"] = seen, ()
        return tigris.View(**fields)

    # ------------------------------------------------------------------ selection and targets

    @property
    def can_act(self) -> bool:
        """A person may choose one of the four main actions now."""
        return self.person_to_move and not self.needs_cover and self.game.phase == tigris.Phase.ACTION \
            and self.replay is None

    def may_select(self) -> bool:
        return self.can_act

    def select(self, kind: str, what: str = "") -> None:
        self.message, self.error = "", False
        self.swap_pick = None
        self.hint = None
        self.asking = None
        super().select(kind, what)

    def clear_selection(self) -> None:
        self.selection = None
        self.swap_pick = None
        self.hint = None
        self.asking = None

    def cancel_ask(self) -> None:
        """The person said no to the catastrophe: nothing is played, the catastrophe stays chosen."""
        self.asking = None

    def targets(self) -> set[str]:
        """Cells where the selected piece may go (from the engine's legal actions)."""
        return set(self.target_cells())

    def selected_cells(self) -> set[str]:
        if self.selection and self.selection[0] == "leader" and self.can_act and self.to_move is not None:
            where = self.view().player(self.to_move).leaders.get(self.selection[1])
            return {where} if where else set()
        return set()

    def kingdom_of(self, cell: str) -> list[str]:
        """The cells linked to ``cell`` (its region or kingdom); empty for an empty cell."""
        return self.shown_game().kingdom(cell)

    def shown_game(self) -> tigris.Game:
        return self.replay.game if self.replay else self.game

    def click_cell(self, cell: str) -> list[tigris.Event]:
        """A click on a board cell: place the selected piece there, or pick up a leader."""
        if not self.can_act:
            if self.unconfirmed is not None and self.replay is None:
                self.say(lambda: t("ui.msg.confirm_first"), error=False)
            elif self.computer_to_move and self.replay is None:
                who = self.to_move
                self.say(lambda: t("ui.msg.computer_thinking", name=self.name(who)), error=False)
            return []
        mover = self.to_move
        assert mover is not None  # a person may act
        action = self.action_at(cell)
        if action is None:
            leaders = self.view().player(mover).leaders
            for leader, where in leaders.items():
                if where == cell:
                    self.select("leader", leader)
                    self.message = lambda: t("ui.msg.move_leader", leader=leader)
                    return []
            self.say(lambda: t("ui.msg.choose_first"), error=False)
            return []
        if type(action) is Catastrophe and self.game.is_legal(action):
            self.asking = action  # it destroys: the page asks first (``confirm`` is playing it)
            return []
        return self.play(action)

    # ------------------------------------------------------------------ swaps

    def start_swap(self) -> None:
        self.selection = None
        self.swap_pick = [] if self.swap_pick is None else None
        self.message, self.error = "", False

    def pick_swap(self, colour: str) -> None:
        if self.swap_pick is None:
            return
        hand = self.view().player(self.viewer).hand or (0, 0, 0, 0)
        c = COLOURS.index(colour)
        if self.swap_pick.count(colour) < hand[c]:
            self.swap_pick.append(colour)

    def unpick_swap(self, colour: str) -> None:
        if self.swap_pick and colour in self.swap_pick:
            self.swap_pick.remove(colour)

    def confirm_swap(self) -> list[tigris.Event]:
        if not self.swap_pick:
            self.say(lambda: t("ui.msg.swap_first"))
            return []
        return self.play(Swap(tuple(sorted(COLOURS.index(c) for c in self.swap_pick))))

    # ------------------------------------------------------------------ playing

    def say(self, text: Message, error: bool = True) -> None:
        """Show a message; give a callable (``lambda: t(...)``) so it follows a language switch."""
        self.message, self.error = text, error

    def play(self, action: tigris.Action | str) -> list[tigris.Event]:
        """Play an action for the player to move; an illegal one leaves the engine's reason."""
        self.asking = None
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except NotationError as e:
                bad = e
                self.say(lambda: sentence(i18n.current().reason(bad)))
                return []
        try:
            return self.act(action)
        except IllegalAction as e:
            refused = e
            self.say(lambda: sentence(self.words(refused)))
            return []

    def undoable(self, mover: str | None) -> bool:
        return self.is_person(mover)  # a computer's action is never taken back: no snapshot

    def after_act(self, mover: str | None, action: tigris.Action | str, events: list[tigris.Event],
                  before: tigris.Game | None) -> None:
        if mover != self.undo_owner or not self.is_person(mover):
            self.undo_stack = []
            self.undo_owner = mover if self.is_person(mover) else None
        if before is not None and self.undo_owner == mover:
            self.undo_stack.append((before, len(self.movers)))
        told = self.hold(mover, events)
        self.tell(told)
        self.movers.append(mover or "")
        self.selection = None
        self.swap_pick = None
        self.hint = None
        self.last_cells = cells_of(action, events)
        self.message = self.told_message()
        self.error = False
        if self.is_person(mover):
            self.shown = mover
        self.dirty = True

    @property
    def can_undo(self) -> bool:
        owner = self.unconfirmed or self.to_move
        return bool(self.undo_stack) and owner == self.undo_owner and self.replay is None \
            and not self.game.is_over

    def undone(self, n: int) -> None:
        self.release()
        del self.movers[n:]
        self.clear_selection()
        self.last_cells = set()
        self.say(lambda: t("ui.msg.undone"), error=False)
        self.dirty = True

    # ------------------------------------------------------------------ saving

    def to_save(self) -> dict[str, Any]:
        return {
            "app": "tigris-web", "version": 1, "id": self.id,
            "seats": [self.seats[p].to_dict() for p in self.game.players],
            "ai_seed": self.ai_seed, "speed": self.speed, "level": self.level, "movers": self.movers,
            "undo": len(self.undo_stack) if self.undo_owner in (self.to_move, self.unconfirmed)
            and not self.game.is_over else 0,
            **({"unconfirmed": self.unconfirmed} if self.unconfirmed is not None else {}),
            **({"by_link": True, "me": self.me} if self.by_link else {}),
            **({"reviews": {p: r.to_dict() for p, r in self.reviews.items()}}
               if self.reviews and self.game.is_over else {}),
            **({"analyses": self.analyses} if self.analyses else {}),
            "record": tigris.to_record(self.game),
        }

    def restore_undo(self, count: int, before: tigris.Game | None = None, waiting: str | None = None) -> None:
        """After a load: the undo of the last ``count`` actions, and ``waiting``'s finished turn waiting again
        for their confirmation, where the game bears it out (``web.game.reloaded_turn``)."""
        turn = reloaded_turn(self, count, before, waiting)
        if turn is None:
            return
        self.undo_stack, self.undo_owner = turn.stack, turn.owner
        if waiting is not None:
            self.unconfirmed, self.end_events, self.turn_of = turn.owner, turn.end_events, turn.owner

    # ------------------------------------------------------------------ replay

    def start_replay(self) -> None:
        self.replay = Replay(self.game)
        self.clear_selection()

    def stop_replay(self) -> None:
        self.replay = None
