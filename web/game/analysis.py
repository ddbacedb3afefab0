"""The analysis board: a position to try lines on, every seat played by the person at the screen, the lines
kept as a tree (``web.game.variations``), and hard's evaluation of each position shown beside it.

An ``Analysis`` is a ``Session`` (the same table, hand, dialogs and keys as a game) whose every seat is a
person's, with no cover, no computer, no confirmation of a turn's end and never saved as a game: each action
goes into the tree, and "Undo" takes the last move of the line back (the move stays in the tree). The session
it was opened from is kept aside (``back_to``), and the page goes back to it; only its ``analyses`` change:
the tree is kept there (``keep``), and found there again when the same position is analysed (``restore``).

What it may know: opened from a finished game (its replay, its review) or from a position that states
every hand (a ``?position=`` link, a tutorial's board), every hand is open. Opened from a game in
progress, it starts from the game as the analyst (the person whose hand the page showed) may know it:
``tigris.ai.known.imagined``, the others' hands and the bag made up from the tiles he cannot see, exactly
as the computer imagines them. The real game's hidden tiles are then in nothing the analysis holds, draws
or sends; the panel says the others' hands are imagined.

Plain Python, no ``js``: tested in CPython (tests/web/test_analysis.py).
"""

from __future__ import annotations

import zlib
from typing import Any, Callable

import tigris
from tigris.ai.known import imagined, known_to
from web.core.i18n import t
from web.game.moves import Replay, cells_of, summary
from web.game.seats import PERSON, Seat
from web.game.session import Session
from web.game.variations import KEPT, Node, Path, Tree, read_path, read_tree

ORIGINS = ("game", "replay", "review", "link")  # where it was opened from: where "Back" goes
MAIN_LINE = 1_500  # moves of a finished game kept as the main line (a longer game: its first)


class Analysis(Session):
    """A position, the lines tried from it, and the one the board shows."""

    analysing = True

    def __init__(self, base: tigris.Game, seats: list[Seat], origin: str = "game", back_to: Session | None = None,
                 analyst: str | None = None, main: list[str] | tuple[str, ...] = (), ai_seed: int = 0,
                 number_from: int = 1) -> None:
        super().__init__(base.copy(), [Seat(s.dynasty, s.name, PERSON) for s in seats], game_id="analysis",
                         ai_seed=ai_seed, speed="instant")
        self.origin = origin if origin in ORIGINS else "game"
        self.back_to = back_to  # the session the page goes back to (None: the page that opened the link)
        self.analyst = analyst  # a game in progress: whose knowledge it starts from; None: every hand open
        self.base = base.copy()
        self.tree = Tree(list(main)[:MAIN_LINE])
        self.games: dict[Path, tigris.Game] = {(): self.base}  # the position after each node, as played
        self.events: dict[Path, list[tigris.Event]] = {(): []}
        self.found: dict[Path, dict[str, Any]] = {}  # hard's analysis of each node (the worker's reply)
        self.number_from = number_from  # the number of the base's first move in the game it came from
        self.confirm_choice = False
        self.dirty = False
        self.given = self.tree.to_list()  # the tree as opened: kept only once it holds more, or other
        self.changed = False  # the tree has changed since it was last kept with the game
        self.kept = ""  # how keeping its lines went when it did not: "full", "refused" (the panel says so)

    # ---------------------------------------------------------------- the rules of this table

    @property
    def needs_cover(self) -> bool:
        return False  # one person plays every seat

    @property
    def confirm_turns(self) -> bool:
        return False

    @property
    def can_hint(self) -> bool:
        return False  # hard's best actions are shown beside the board already

    def hint_cells(self) -> set[str]:
        """Where hard's best action goes, once it is known (the board marks it as a hint)."""
        found = self.analysed
        if not found or not found.get("actions"):
            return set()
        try:
            best = tigris.parse_action(found["actions"][0][0])
        except ValueError:
            return set()
        return {tigris.cell_name(best.cell)} if hasattr(best, "cell") else set()

    def undoable(self, mover: str | None) -> bool:
        return False  # the tree is the undo

    @property
    def can_undo(self) -> bool:
        return bool(self.tree.at)

    def undo(self) -> bool:
        """Take the line's last move back (it stays in the tree: forward goes to it again)."""
        return self.go(self.tree.at[:-1]) if self.tree.at else False

    def after_act(self, mover: str | None, action: tigris.Action | str, events: list[tigris.Event],
                  before: tigris.Game | None) -> None:
        size = self.tree.size()
        try:
            path = self.tree.play(str(action))
            self.changed = self.changed or self.tree.size() != size
        except OverflowError:
            self.game = self.game_at(self.tree.at).copy()
            self.say(lambda: t("analysis.full"))
            return
        self.games.setdefault(path, self.game.copy())
        self.events[path] = events
        self._shown(path, action)
        self.dirty = False  # never saved as a game (its tree goes with the game it came from: keep)

    def _shown(self, path: Path, action: tigris.Action | str | None) -> None:
        self.clear_selection()
        events = self.events.get(path, [])
        self.last_cells = cells_of(action, events) if action is not None else set()
        self.message = (lambda: summary(events, self.words)) if events else ""
        self.error = False

    # ---------------------------------------------------------------- the tree

    def game_at(self, path: Path) -> tigris.Game:
        """The position after the node at ``path``: replayed from the nearest position already worked out."""
        known = max((len(p) for p in self.games if p == path[:len(p)]), default=0)
        game = self.games[path[:known]]
        for depth in range(known + 1, len(path) + 1):
            sub = path[:depth]
            game = game.copy()
            self.events[sub] = game.apply(self.tree.node(sub).move)
            self.games[sub] = game
        return game

    def known_line(self, replay: Replay, at: int) -> None:
        """The main line's positions as ``replay`` worked them out from its position ``at`` (the base), so that
        none is replayed again (they are only read: a position shown is a copy)."""
        path: Path = ()
        for index in range(at + 1, min(len(replay.positions), at + 1 + len(self.tree.main_line()))):
            path += (0,)
            self.games[path], self.events[path] = replay.positions[index], replay.events[index]

    def mover(self, path: Path) -> str | None:
        """Who played the move at ``path``: the player to move before it (None if it cannot be replayed)."""
        try:
            return self.game_at(path[:-1]).to_move
        except (KeyError, ValueError, tigris.IllegalAction):
            return None

    def go(self, path: Path) -> bool:
        """Show the node at ``path`` (the board, the hand and the panel follow); False if there is none."""
        try:
            game = self.game_at(path)
        except (KeyError, ValueError, tigris.IllegalAction):
            return False  # a move the engine refuses can only come from a tampered button: nothing moves
        self.tree.go(path)
        self.game = game.copy()
        move = self.tree.node(path).move if path else None
        self._shown(path, tigris.parse_action(move) if move else None)
        return True

    def back(self) -> bool:
        return self.undo()

    def forward(self) -> bool:
        at = self.tree.at
        if not self.tree.forward():
            return False
        to = self.tree.at
        self.tree.at = at
        return self.go(to)

    def to_start(self) -> bool:
        return self.go(())

    def to_end(self) -> bool:
        at = self.tree.at
        self.tree.end()
        to = self.tree.at
        self.tree.at = at
        return self.go(to)

    def delete(self, path: Path) -> bool:
        """Take a variation (the node and all that followed it) out of the tree."""
        if not self.tree.delete(path):
            return False
        self.changed = True
        self.games = {(): self.base}
        self.events = {(): []}
        self.found = {}
        return self.go(self.tree.at)

    def promote(self, path: Path) -> bool:
        """Make the line through ``path`` the main one where it branched."""
        if not self.tree.promote(path):
            return False
        self.changed = True
        self.games = {(): self.base}
        self.events = {(): []}
        self.found = {}
        return self.go(self.tree.at)

    def button(self, ui: str, arg: str) -> None:
        """One of the analysis's own buttons (``data-ui`` ``an-*``, ``data-arg``): a move of the list, a
        step, one of hard's best actions, a variation's tools. Anything else does nothing."""
        if ui == "an-play":
            self.play(arg)
            return
        if ui in ("an-go", "an-delete", "an-promote"):
            path = read_path(arg)
            if path is not None:
                {"an-go": self.go, "an-delete": self.delete, "an-promote": self.promote}[ui](path)
            return
        steps: dict[str, Callable[[], bool]] = {"an-back": self.back, "an-forward": self.forward,
                                                "an-start": self.to_start, "an-end": self.to_end}
        if ui in steps:
            steps[ui]()

    # ---------------------------------------------------------------- kept with the saved game

    @property
    def key(self) -> str:
        """Where its lines are kept in the game's save: the position it starts from (the moves before it, and
        in a game in progress whose knowledge it starts from)."""
        moves = self.back_to.game.history[:self.number_from - 1] if self.back_to is not None else []
        crc = zlib.crc32("\n".join(map(str, moves)).encode())
        return f"{len(moves)}.{crc:08x}" + (f".{self.analyst}" if self.analyst else "")

    def keep(self) -> bool:
        """Write the lines into the game it came from (its ``analyses``, saved with it): True when that game
        has changed and is to be saved. A tree as it was opened is not kept; the latest ``KEPT`` positions are."""
        back, self.changed = self.back_to, False
        if back is None:
            return False
        tree = self.tree.to_list()
        kept = back.analyses.pop(self.key, None)
        if tree != self.given:
            back.analyses[self.key] = tree
            for old in list(back.analyses)[:-KEPT]:
                del back.analyses[old]
        elif kept is None:
            return False
        back.dirty = True
        return True

    def restore(self) -> None:
        """The lines kept from an earlier visit to this position, if any: every move checked by the engine
        (a move it refuses is left out, with what followed it), the board on the node it was opened at."""
        kept = self.back_to.analyses.get(self.key) if self.back_to is not None else None
        tree = read_tree(kept) if kept is not None else None
        if tree is None:
            return
        moves = self.tree.moves()
        self.tree, self.games, self.events = tree, {(): self.base}, {(): []}
        todo: list[tuple[Path, tigris.Game]] = [((), self.base)]
        while todo:  # (no recursion: a line is long)
            path, game = todo.pop()
            node = tree.node(path)
            sound: list[Node] = []
            for child in node.children:
                after = game.copy()
                try:
                    events = after.apply(child.move)
                except (ValueError, tigris.IllegalAction):
                    continue  # a move the engine refuses (a tampered save): left out, with what followed it
                sub = path + (len(sound),)
                sound.append(child)
                self.games[sub], self.events[sub] = after, events
                todo.append((sub, after))
            node.children = sound
        self.go(self.tree.find(moves) or ())

    # ---------------------------------------------------------------- what the page shows and sends

    @property
    def imagined(self) -> bool:
        """The others' hands are the computer's imagining (a game in progress), not the real ones."""
        return self.analyst is not None

    def view(self) -> tigris.View:
        """Every hand open; in a game in progress, what the analyst sees, and of the player to move when it is
        another, his imagined hand (to play his moves with), nothing more (his points stay hidden)."""
        g = self.game
        mover = g.to_move
        if self.analyst is None:
            view = tigris.view_of(g, mover or g.players[0], memory=True)
            seen = tuple(tigris.view_of(g, p, memory=True).player(p) for p in g.players)
        else:
            view = tigris.view_of(g, mover or self.analyst)
            mine = tigris.view_of(g, self.analyst)
            seen = tuple(_with_hand(mine.player(p), view.player(p).hand) if p == mover else mine.player(p)
                         for p in g.players)
        fields = {name: getattr(view, name) for name in tigris.View.__slots__}
        fields["players"] = seen
        return tigris.View(**fields)

    def request(self, count: int = 3) -> dict[str, Any] | None:
        """The worker's ``analyse`` job for the node shown: the game only as the player to move may know it
        (``tigris.ai.known``), the computer's seed; None when the game is over."""
        g = self.game
        if g.is_over or g.to_move is None:
            return None
        return {"kind": "analyse", "game": known_to(g, g.to_move_index), "seed": self.think_seed, "count": count}

    @property
    def analysed(self) -> dict[str, Any] | None:
        return self.found.get(self.tree.at)


def _with_hand(seen: tigris.PlayerView, hand: tuple[int, ...] | None) -> tigris.PlayerView:
    fields = {name: getattr(seen, name) for name in tigris.PlayerView.__slots__}
    fields["hand"] = hand
    return tigris.PlayerView(**fields)


def open_from(session: Session, origin: str = "game") -> Analysis | None:
    """The analysis of the position ``session`` shows (its replay's, else the game's), with the lines kept
    from an earlier visit to it, or None when there is nothing to analyse (a hand hidden behind the cover)."""
    a = _opened(session, origin)
    if a is not None:
        a.restore()
    return a


def _opened(session: Session, origin: str) -> Analysis | None:
    """The analysis of the position ``session`` shows, as it opens the first time.

    A finished game: every hand open, the game's own continuation as the main line (the whole game from its
    start, the board at its end, when no replay shows a position). A game in progress: from what the person
    whose hand is shown may know (``tigris.ai.known.imagined``).
    """
    seats = [session.seats[p] for p in session.game.players]
    r = session.replay
    if session.game.is_over:
        if r is None or r.positions[r.index].is_over:  # the final score, or the replay at the end
            whole = Replay(session.game)
            if not whole.actions:
                return None  # no known beginning: only its end, with nothing left to play
            a = Analysis(whole.positions[0], seats, origin, session, main=[str(x) for x in whole.actions],
                         ai_seed=session.ai_seed)
            a.known_line(whole, 0)
            a.to_end()
            return a
        at = r.index
        note = r.note()
        if note is not None and at > 0:  # a marked decision: from the position it was taken in
            at -= 1
        a = Analysis(r.positions[at], seats, origin, session, main=[str(a) for a in r.actions[at:]],
                     ai_seed=session.ai_seed, number_from=at + 1)
        a.known_line(r, at)
        return a
    if session.needs_cover or session.unconfirmed is not None \
            or session.by_link and session.me not in session.game.players:
        return None  # a hand behind the cover, tiles drawn and not yet shown, a device not yet seated
    game = r.game if r is not None else session.game
    number = (r.index if r is not None else len(session.game.history)) + 1
    if game.is_over:
        return None
    if not session.persons:  # the computers play each other: the spectator sees every hand already
        return Analysis(game, seats, origin, session, ai_seed=session.ai_seed, number_from=number)
    analyst = session.viewer
    return Analysis(imagined(game, game.players.index(analyst)), seats, origin, session, analyst=analyst,
                    ai_seed=session.ai_seed, number_from=number)


def open_for_link(session: Session, named: str) -> tuple[Analysis | None, bool]:
    """``&analyse`` on a game's link (``?game=``, ``?link=``): the analysis of ``session`` at its last position,
    or after the move the link names (``&analyse=12``; 0 is the game's start), as from its replay there, so
    "Back" goes to the game or to that replay. Returns the analysis (None: nothing to analyse there, as for the
    Analyse button) and whether the link named a move the game does not have (its last position instead)."""
    named = named.strip()
    moves = len(session.game.history)
    if named.isdigit() and len(named) <= 6 and int(named) <= moves:
        session.start_replay()
        assert session.replay is not None
        session.replay.step(int(named))
    elif named:
        return open_from(session, "game"), True
    return open_from(session, "replay" if session.replay is not None else "game"), False


def open_position(game: tigris.Game, seats: list[Seat]) -> Analysis | None:
    """The analysis of a position that states every hand (a ``?position=`` link, a tutorial's board)."""
    if game.is_over:
        return None
    return Analysis(game, seats, "link", None)
