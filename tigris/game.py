"""The game: one mutable object driven only through ``legal_actions()`` and ``apply()``.

``Game`` holds a ``State`` (the position) plus where the current action has
got to: which decision is pending (war order, tiles to commit, monument,
treasures) and what comes after it. Every rule lives in a module of its own;
this file only sequences them: each action resolved completely (its conflicts,
building, monument, treasures) before the next, then the end of the turn.

Forced decisions: a decision whose options depend only on public information
(which war, when only one colour is at war; which treasures, when there is
only one way to take them) is taken automatically. Committing tiles is always
asked, even when the hand holds none of the colour, so that nobody learns
about a hidden hand from the pace of play.
"""

from __future__ import annotations

import random
from typing import Any, Iterable, Mapping

from . import conflict as cf
from .actions import (
    BLACK, COLOURS, COMMIT_ACTIONS, END, LEADER_ACTIONS, LEADERS, NO_MONUMENT, RED, TILE_ACTIONS,
    CATASTROPHE_ACTIONS, WAR_ACTIONS, WITHDRAW_ACTIONS, Action, BuildMonument, Catastrophe,
    ChooseWar, Commit, EndTurn, NoMonument, PlaceLeader, PlaceTile, Swap,
    TakeTreasures, Withdraw, monument_name, parse_action, swap_actions, DYNASTIES, BLUE,
    BUILDINGS, WONDER_POINTS, ErectWonder, NoBuilding, PlaceBuilding, WonderPoint,
)
from .buildings import building_options, in_group, return_buildings_from
from .wonder import erect, wonder_options
from .board import CELL_NAMES, MAPS, NEIGHBOURS
from .events import Event, IllegalAction, NotationError, event
from .kingdoms import adjacent_kingdoms, group_cells, groups
from .model import Position, Setup
from .leaders import check_place, targets, temple_sites, unsupported
from .monuments import monument_options, monument_points, square
from .names import Phase
from .options import Options
from .scoring import Result, final_result
from .state import HAND_SIZE, NO, TILE_COUNTS, State
from .tiles import catastrophe_sites, check_catastrophe, check_tile, tile_sites
from .treasures import Collection, collections, valid_take

ACTION, WAR, COMMIT, MONUMENT, TREASURE, OVER = (
    Phase.ACTION, Phase.WAR, Phase.COMMIT, Phase.MONUMENT, Phase.TREASURE, Phase.OVER)
BUILDING, WONDER_POINT = Phase.BUILDING, Phase.WONDER_POINT  # variants (the advanced rules)


class Game:
    """A game of Tigris & Euphrates. Create with ``Game.new`` or ``Game.deal``, or read one with
    ``tigris.from_record`` or ``tigris.from_diagram``."""

    def __init__(self, state: State, options: Options) -> None:
        self.state = state
        self.options = options
        self.phase = ACTION
        self.placed = NO  # the tile placed by the current action, for monuments
        self.unifier = NO  # the unifying tile while its wars are fought
        self.war_options: list[int] = []  # colours the active player may choose from
        self.wars_started: list[int] = []  # colours at war when the unification happened
        self.snapshot: dict[tuple[int, int], frozenset[int]] = {}  # PRE_UNIFICATION_SNAPSHOT
        self.conflict: cf.Conflict | None = None
        self.monument_choices: list[Action] = []  # monuments (and the wonder) the placed tile allows
        self.building_choices: list[Action] = []
        self.collection: Collection | None = None
        self.declined: list[int] = []  # traders that declined treasures in this pass
        self.treasure_then: str = ACTION  # what follows treasure collection: ACTION or "turn"
        self.bag_failed = False  # bag_end = END_OF_TURN: the game ends with this turn
        self.result_: Result | None = None
        self.setup: Setup | None = None  # how the game was dealt (for replay)
        self.start: Position | None = None  # or the position it began from (a diagram's)
        self.history: list[str] = []  # every action applied, in notation
        # tiles each player has swapped so far: public (SPEC §16.2, the log tells each swap's count), and how a
        # computer reads who keeps his temples; a game read from a position starts them at nought
        self.swapped: list[int] = [0] * len(state.players)
        # temples each player has committed attacking in revolts: public too (the log tells each commitment), and
        # how a computer reads who spends his temples and who keeps them
        self.revolt_temples: list[int] = [0] * len(state.players)
        self._events: list[Event] | None = []

    # ------------------------------------------------------------------ creation

    @classmethod
    def new(
        cls,
        players: Iterable[str],
        seed: int,
        options: Options | Mapping[str, Any] | None = None,
        first: str | None = None,
    ) -> "Game":
        """A new game: dynasties in seating order, a seed for the bag and the start player."""
        return cls.deal(Setup(tuple(str(p).lower() for p in players), seed, Options.of(options),
                              None if first is None else first.lower()))

    @classmethod
    def deal(cls, setup: Setup) -> "Game":
        """The game ``setup`` deals (``ValueError`` if it cannot be played).

        The temples and their treasures go on the board; the rest of the tiles
        are shuffled with the seed into the bag, from which each player in
        seating order draws six (every draw takes the bag's last tile); then
        the start player is the one named, or one drawn with the seed.
        """
        names = setup.players
        if not 2 <= len(names) <= 4:
            raise ValueError("a game needs 2 to 4 players")
        for name in names:
            if name not in DYNASTIES:
                raise ValueError(f"'{name}' is not a dynasty (archer, bull, pot, lion)")
        if len(set(names)) != len(names):
            raise ValueError("each player needs a different dynasty")
        first = setup.first
        if first is not None and first not in names:
            raise ValueError(f"the start player '{first}' is not playing")
        opts = setup.options
        board_map = MAPS[opts.board]
        rng = random.Random(setup.seed)
        st = State(board_map, names)
        bag: list[int] = []
        for colour, count in enumerate(TILE_COUNTS):
            bag += [colour] * count
        for cell in board_map.temples:
            st.put_tile(cell, RED)
            st.treasure.add(cell)
            bag.remove(RED)
        rng.shuffle(bag)
        st.bag = bag
        for p in range(len(names)):
            for _ in range(HAND_SIZE):
                st.hands[p][st.bag.pop()] += 1
        st.active = names.index(first) if first else rng.randrange(len(names))
        game = cls(st, opts)
        game.setup = Setup(names, setup.seed, opts, names[st.active])
        return game

    @classmethod
    def replay(cls, setup: Setup, actions: Iterable[Action | str]) -> "Game":
        """The same setup and the same actions give the identical game."""
        game = cls.deal(setup)
        for a in actions:
            game.apply(a)
        return game

    def copy(self) -> "Game":
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.state = self.state.copy()
        g.war_options = self.war_options[:]
        g.wars_started = self.wars_started[:]
        g.monument_choices = self.monument_choices[:]
        g.building_choices = self.building_choices[:]
        g.declined = self.declined[:]
        g.history = self.history[:]
        g.swapped = self.swapped[:]
        g.revolt_temples = self.revolt_temples[:]
        if self.conflict is not None:
            g.conflict = self.conflict.copy()
        g._events = []
        return g

    # ------------------------------------------------------------------ questions

    @property
    def players(self) -> tuple[str, ...]:
        return self.state.players

    @property
    def active(self) -> str:
        return self.state.players[self.state.active]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def to_move_index(self) -> int:
        if self.phase == COMMIT:
            c = self.conflict
            assert c is not None  # a conflict is under way while tiles are committed
            return c.attacker if c.attacker_commit == NO else c.defender
        if self.phase == TREASURE:
            assert self.collection is not None  # the kingdom whose treasures are taken
            return self.collection.owner
        if self.phase == OVER:
            return NO
        return self.state.active

    @property
    def to_move(self) -> str | None:
        """The player who must decide now (not always the active player)."""
        i = self.to_move_index
        return None if i == NO else self.state.players[i]

    @property
    def actions_left(self) -> int:
        return 0 if self.phase == OVER else 2 - self.state.actions_done

    def kingdom(self, cell: str) -> list[str]:
        """The cells of the region or kingdom holding ``cell`` (empty if nothing links there)."""
        from .board import parse_cell
        i = parse_cell(cell)
        if not self.state.link[i]:
            return []
        return sorted((CELL_NAMES[c] for c in group_cells(self.state.link, i)), key=lambda n: (int(n[1:]), n[0]))

    def result(self) -> Result:
        """Final colour totals after treasure allocation, ranking with tie-breaks."""
        if self.result_ is None:
            raise ValueError("the game is not over")
        return self.result_

    def index(self, player: str) -> int:
        try:
            return self.state.players.index(player)
        except ValueError:
            raise ValueError(f"'{player}' is not playing") from None

    def expected(self) -> Event:
        """What the game waits for, as a code (``tigris.events.EXPECTED``) with ``player``
        (and ``colour`` when tiles are to be committed): ``commit(player=bull, colour=red)``."""
        if self.phase == OVER:
            return event("nothing")
        who = self.to_move or ""
        if self.phase == COMMIT and self.conflict is not None:
            return event("commit", player=who, colour=COLOURS[self.conflict.tile_colour])
        return event(str(self.phase), player=who)

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """Every legal action for ``to_move``, decisions included."""
        phase = self.phase
        if phase == ACTION:
            return self._main_actions()
        if phase == WAR:
            return [WAR_ACTIONS[c] for c in self.war_options]
        if phase == COMMIT:
            return [COMMIT_ACTIONS[n] for n in self._commit_options()]
        if phase == MONUMENT:
            return self.monument_choices + [NO_MONUMENT]
        if phase == BUILDING:
            return list(self.building_choices)
        if phase == WONDER_POINT:
            return list(WONDER_POINTS)
        if phase == TREASURE:
            assert self.collection is not None
            out: list[Action] = list(self.collection.choices())
            if not self.options.treasure_collection_mandatory:
                out.append(TakeTreasures(()))
            return out
        return []

    def _commit_options(self) -> list[int]:
        c = self.conflict
        assert c is not None
        have = self.state.hands[self.to_move_index][c.tile_colour]
        return cf.commit_options(c, have, self.options.english_variant)

    def _main_actions(self) -> list[Action]:
        st = self.state
        p = st.active
        out: list[Action] = self.leader_actions()
        hand = st.hands[p]
        if any(hand):
            out.extend(self.tile_actions())
            out.extend(swap_actions(hand))
        if st.catastrophes_left[p]:
            out.extend([CATASTROPHE_ACTIONS[c] for c in catastrophe_sites(st)])
        out.append(END)
        return out

    def leader_actions(self) -> list[Action]:
        """The active player's legal withdrawals and leader placements, in ``legal_actions()``'s order
        (for the computer players, which look at some kinds of action only)."""
        st = self.state
        p = st.active
        out: list[Action] = []
        sites = temple_sites(st)
        supply_targets: list[int] | None = None
        for colour in range(4):
            origin = st.leader_cell[p][colour]
            if origin == NO:
                if supply_targets is None:
                    supply_targets = targets(st, sites, NO)
                cells = supply_targets
            else:
                cells = targets(st, sites, origin)
                out.append(WITHDRAW_ACTIONS[colour])
            leader_acts = LEADER_ACTIONS[colour]
            out.extend([leader_acts[c] for c in cells])
        return out

    def tile_actions(self, cells: Iterable[int] | None = None) -> list[Action]:
        """The active player's legal tile placements, in ``legal_actions()``'s order; with ``cells``, only
        those on these cells."""
        st = self.state
        hand = st.hands[st.active]
        out: list[Action] = []
        if not any(hand):
            return out
        land, river = tile_sites(st, cells)
        for colour in range(4):
            if hand[colour]:
                acts = TILE_ACTIONS[colour]
                out.extend([acts[c] for c in (river if colour == BLUE else land)])
        return out

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action | str) -> list[Event]:
        """Play one action for ``to_move``; returns the events it caused.

        Raises ``IllegalAction`` (with the reason) and leaves the game unchanged
        when the action is not legal now.
        """
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except NotationError as e:
                raise IllegalAction(e.code, **e.params) from None
        self._check(action)
        events: list[Event] = []
        self._events = events
        self._perform(action)
        self.history.append(str(action))
        self._events = []
        return events

    def apply_legal(self, action: Action) -> None:
        """Play ``action``, taken from this game's ``legal_actions()`` now, without checking it again and
        without events: the computer players' simulations play thousands of actions a decision. Whatever a
        person, a file or a link sends goes through ``apply``."""
        self._events = None
        try:
            self._perform(action)
        finally:
            self._events = []
        self.history.append(str(action))

    def is_legal(self, action: Action | str) -> bool:
        try:
            if isinstance(action, str):
                action = parse_action(action)
            self._check(action)
        except (IllegalAction, NotationError):
            return False
        return True

    def _refuse_phase(self) -> None:
        if self.phase == OVER:
            raise IllegalAction("game_over")
        wait = self.expected()
        raise IllegalAction("not_your_decision", expected=wait.code, **dict(wait.params))

    def _check(self, a: Action) -> None:
        """Raise ``IllegalAction`` unless ``a`` is legal now. Changes nothing."""
        st = self.state
        phase = self.phase
        if phase == ACTION:
            p = st.active
            if type(a) is PlaceTile:
                check_tile(st, p, a.colour, a.cell)
            elif type(a) is PlaceLeader:
                check_place(st, p, a.colour, a.cell)
            elif type(a) is Withdraw:
                if st.leader_cell[p][a.colour] == NO:
                    raise IllegalAction("leader_not_on_board", leader=LEADERS[a.colour])
            elif type(a) is Catastrophe:
                check_catastrophe(st, p, a.cell)
            elif type(a) is Swap:
                if not 1 <= len(a.colours) <= 6:
                    raise IllegalAction("swap_count")
                for c in set(a.colours):
                    if a.colours.count(c) > st.hands[p][c]:
                        raise IllegalAction("no_such_tile", colour=COLOURS[c])
            elif type(a) is not EndTurn:
                self._refuse_phase()
        elif phase == WAR and type(a) is ChooseWar:
            if a.colour not in self.war_options:
                raise IllegalAction("not_a_war", leader=LEADERS[a.colour])
        elif phase == COMMIT and type(a) is Commit:
            assert self.conflict is not None
            colour = self.conflict.tile_colour
            most = st.hands[self.to_move_index][colour]
            if not 0 <= a.count <= most:
                raise IllegalAction("commit_range", count=most, colour=COLOURS[colour])
            if a.count not in self._commit_options():
                raise IllegalAction("english_commit" if self.to_move_index == self.conflict.attacker
                                    else "english_defence")
        elif phase == MONUMENT and type(a) in (BuildMonument, NoMonument, ErectWonder):
            if type(a) is BuildMonument and a not in self.monument_choices:
                raise IllegalAction("not_a_monument", monument=monument_name(a.monument),
                                    cell=CELL_NAMES[a.cell])
            if type(a) is ErectWonder and a not in self.monument_choices:
                raise IllegalAction("not_a_wonder", cell=CELL_NAMES[a.cell])
        elif phase == BUILDING and type(a) in (PlaceBuilding, NoBuilding):
            if type(a) is PlaceBuilding and a not in self.building_choices:
                raise IllegalAction("not_a_building", building=BUILDINGS[a.colour], cell=CELL_NAMES[a.cell])
        elif phase == WONDER_POINT and type(a) is WonderPoint:
            pass
        elif phase == TREASURE and type(a) is TakeTreasures:
            assert self.collection is not None
            if not a.cells:
                if self.options.treasure_collection_mandatory:
                    raise IllegalAction("treasure_mandatory")
            elif not valid_take(self.collection, a.cells):
                raise IllegalAction("treasure_choice", count=self.collection.count)
        else:
            self._refuse_phase()

    def _emit(self, code: str, **params: Any) -> None:
        if self._events is not None:  # None while ``apply_legal`` plays
            self._events.append(event(code, **params))

    def _name(self, p: int) -> str:
        return self.state.players[p]

    def _perform(self, a: Action) -> None:
        if type(a) is PlaceTile:
            self._place_tile(a.colour, a.cell)
        elif type(a) is PlaceLeader:
            self._place_leader(a.colour, a.cell)
        elif type(a) is Withdraw:
            st = self.state
            st.lift_leader(st.active, a.colour)
            self._emit("leader_withdrawn", player=self.active, leader=LEADERS[a.colour])
            self._finish_action()
        elif type(a) is Catastrophe:
            self._catastrophe(a.cell)
        elif type(a) is Swap:
            self._swap(a.colours)
        elif type(a) is EndTurn:
            self._end_turn()
        elif type(a) is ChooseWar:
            self._begin_war(a.colour)
        elif type(a) is Commit:
            self._commit(a.count)
        elif type(a) is BuildMonument:
            self._build_monument(a)
        elif type(a) is NoMonument:
            self._emit("monument_declined", player=self.active)
            self._finish_action()
        elif type(a) is ErectWonder:
            self._erect_wonder(a.cell)
        elif type(a) is PlaceBuilding:
            self._place_building(a.colour, a.cell)
        elif type(a) is NoBuilding:
            self._emit("building_declined", player=self.active)
            self._monument_step()
        elif type(a) is WonderPoint:
            self._score(self.state.active, a.colour, 1)
            self._end_turn_treasures()
        elif type(a) is TakeTreasures:
            self._take_treasures(a.cells)

    # ------------------------------------------------------------------ the four actions

    def _place_leader(self, colour: int, cell: int) -> None:
        st = self.state
        p = st.active
        origin = st.leader_cell[p][colour]
        if origin != NO:
            st.lift_leader(p, colour)
            self._emit("leader_moved", player=self.active, leader=LEADERS[colour],
                       origin=CELL_NAMES[origin], cell=CELL_NAMES[cell])
        else:
            self._emit("leader_placed", player=self.active, leader=LEADERS[colour], cell=CELL_NAMES[cell])
        st.put_leader(p, colour, cell)
        gid, leaders = groups(st)
        rival = [who for who in leaders[gid[cell]] if who[1] == colour and who[0] != p]
        if rival:
            q = rival[0][0]
            other = st.leader_cell[q][colour]
            self.conflict = cf.Conflict(
                "revolt", colour, p, q, cell, other,
                cf.temple_strength(st, cell), cf.temple_strength(st, other),
            )
            self._emit("revolt", attacker=self.active, defender=self._name(q), leader=LEADERS[colour])
            self.phase = COMMIT
            return
        self._finish_action()

    def _place_tile(self, colour: int, cell: int) -> None:
        st = self.state
        p = st.active
        grp = groups(st)
        kingdoms = adjacent_kingdoms(grp, cell)
        st.hands[p][colour] -= 1
        st.put_tile(cell, colour)
        self.placed = cell
        self._emit("tile_placed", player=self.active, colour=COLOURS[colour], cell=CELL_NAMES[cell])
        if len(kingdoms) == 1:
            leaders = grp[1][kingdoms[0]]
            owner = next((q for q, c in leaders if c == colour), NO)
            if owner == NO:
                owner = next((q for q, c in leaders if c == BLACK), NO)
            if owner != NO:
                # A building of the tile's colour in the kingdom doubles the point (variant),
                # also one in a region this very tile joins to the kingdom.
                double = False
                if st.building_cell[colour] != NO:
                    new_gid = groups(st)[0]
                    double = in_group(st, new_gid, colour, new_gid[cell])
                self._score(owner, colour, 2 if double else 1)
        elif len(kingdoms) == 2:
            self._emit("unification", cell=CELL_NAMES[cell])
            self.unifier = st.marker = cell
            self.wars_started = cf.war_colours(st, cell)
            if self.options.war_supporters == "pre_unification_snapshot":
                self.snapshot = {
                    st.leader_at[lc]: frozenset(group_cells(st.link, lc, skip=cell))
                    for c in self.wars_started for lc in self._war_leader_cells(c)
                }
            self._next_war()
            return
        self._after_wars()

    def _catastrophe(self, cell: int) -> None:
        st = self.state
        p = st.active
        st.catastrophes_left[p] -= 1
        self._emit("catastrophe", player=self.active, cell=CELL_NAMES[cell])
        if st.tile[cell] != NO:
            colour = st.tile[cell]
            st.remove_tile(cell)
            self._emit("tile_removed", colour=COLOURS[colour], cell=CELL_NAMES[cell])
        st.catastrophe.add(cell)
        st._groups = None
        self._return_unsupported()
        self._finish_action()

    def _swap(self, colours: tuple[int, ...]) -> None:
        st = self.state
        p = st.active
        for c in colours:
            st.hands[p][c] -= 1
        st.removed += len(colours)
        self.swapped[p] += len(colours)
        self._emit("swapped", player=self.active, count=len(colours))
        if self._draw(p, len(colours)):
            self._finish_action()

    # ------------------------------------------------------------------ conflicts

    def _war_leader_cells(self, colour: int) -> list[int]:
        group = set(group_cells(self.state.link, self.unifier))
        return [cells[colour] for cells in self.state.leader_cell if cells[colour] in group]

    def _next_war(self) -> None:
        colours = cf.war_colours(self.state, self.unifier)
        for c in self.wars_started:
            if c not in colours:
                self._emit("war_avoided", leader=LEADERS[c])
        self.wars_started = colours
        if not colours:
            self.unifier = self.state.marker = NO
            self.snapshot = {}
            self._after_wars()
        elif len(colours) == 1:
            self._begin_war(colours[0])
        else:
            self.war_options = colours
            self.phase = WAR

    def _support(self, leader_cell: int, colour: int) -> tuple[int, ...]:
        st = self.state
        if self.snapshot:
            cells = self.snapshot.get(st.leader_at[leader_cell], frozenset())
            return tuple(sorted(c for c in cells if st.tile[c] == colour and not st.down[c]))
        return cf.supporters(st, leader_cell, colour, self.unifier)

    def _begin_war(self, colour: int) -> None:
        st = self.state
        self.war_options = []
        self.wars_started = [c for c in self.wars_started if c != colour]
        attacker, defender = cf.war_sides(st, colour, self.unifier)
        a_cell, d_cell = st.leader_cell[attacker][colour], st.leader_cell[defender][colour]
        a_sup, d_sup = self._support(a_cell, colour), self._support(d_cell, colour)
        self.conflict = cf.Conflict("war", colour, attacker, defender, a_cell, d_cell,
                                    len(a_sup), len(d_sup), a_sup, d_sup)
        self._emit("war", attacker=self._name(attacker), defender=self._name(defender), leader=LEADERS[colour])
        self.phase = COMMIT

    def _commit(self, count: int) -> None:
        st = self.state
        c = self.conflict
        assert c is not None
        p = self.to_move_index
        st.hands[p][c.tile_colour] -= count
        st.removed += count
        st.lost[c.tile_colour] += count
        self._emit("committed", player=self._name(p), count=count, colour=COLOURS[c.tile_colour])
        if c.attacker_commit == NO:
            c.attacker_commit = count
            if c.kind == "revolt":
                self.revolt_temples[p] += count
            return
        c.defender_commit = count
        self._resolve(c)

    def _resolve(self, c: cf.Conflict) -> None:
        st = self.state
        attack, defence = c.attack + c.attacker_commit, c.defence + c.defender_commit
        won = attack > defence  # a tie goes to the defender
        winner, loser = (c.attacker, c.defender) if won else (c.defender, c.attacker)
        self.conflict = None
        outcome = "attacker" if won else "defender" if attack < defence else "tie"
        self._emit("conflict_won", winner=self._name(winner), loser=self._name(loser),
                   attack=attack, defence=defence, outcome=outcome)
        st.lift_leader(loser, c.colour)
        self._emit("leader_returned", player=self._name(loser), leader=LEADERS[c.colour], why="lost_conflict")
        if c.kind == "revolt":
            self._score(winner, RED, 1)
            self.phase = ACTION
            self._finish_action()
            return
        lost = c.defender_support if won else c.attacker_support
        removed = 0
        for cell in lost:
            if cf.removable(st, cell, c.colour):
                st.remove_tile(cell)
                removed += 1
                self._emit("tile_removed", colour=COLOURS[c.colour], cell=CELL_NAMES[cell])
        self._score(winner, c.colour, 1 + removed)
        self._return_unsupported()
        self.phase = ACTION
        self._next_war()

    # ------------------------------------------------------------------ after the conflicts

    def _after_wars(self) -> None:
        """After a tile's wars: the building (variant), then the monument or wonder, in that order."""
        if self.placed != NO and self.options.civilization_buildings:
            self.building_choices = building_options(self.state, self.placed)
            if self.building_choices:
                self.phase = BUILDING
                return
        self._monument_step()

    def _place_building(self, colour: int, cell: int) -> None:
        st = self.state
        moved = st.building_cell[colour] != NO
        st.building_cell[colour] = cell
        self._emit("building_moved" if moved else "building_placed", player=self.active,
                   building=BUILDINGS[colour], cell=CELL_NAMES[cell])
        self._monument_step()

    def _monument_step(self) -> None:
        self.phase = ACTION
        self.building_choices = []
        if self.placed != NO:
            st = self.state
            choices: list[Action] = list(monument_options(st, self.placed))
            if self.options.wonder_variant:
                choices += wonder_options(st, self.placed)
            self.monument_choices = choices
            if choices:
                self.phase = MONUMENT
                return
        self._finish_action()

    def _return_buildings(self, cells: set[int]) -> None:
        for colour in return_buildings_from(self.state, cells):
            self._emit("building_returned", building=BUILDINGS[colour])

    def _erect_wonder(self, centre: int) -> None:
        st = self.state
        self._return_buildings(set(NEIGHBOURS[centre]) | {centre})
        erect(st, centre)
        self._emit("wonder_erected", player=self.active, cell=CELL_NAMES[centre])
        self._return_unsupported()
        self._finish_action()

    def _build_monument(self, a: BuildMonument) -> None:
        st = self.state
        self._return_buildings(set(square(a.cell)))
        for cell in square(a.cell):
            st.down[cell] = True
        st.monument_cell[a.monument] = a.cell
        self._emit("monument_built", player=self.active, monument=monument_name(a.monument),
                   cell=CELL_NAMES[a.cell])
        self._return_unsupported()
        self._finish_action()

    def _finish_action(self) -> None:
        """End of action: treasures (by default), then the next action or the turn's end."""
        self.phase = ACTION
        self.monument_choices = []
        self.placed = NO
        if self.options.treasure_timing == "end_of_action":
            self.treasure_then = ACTION
            self.declined = []
            self._collect()
        else:
            self._action_done()

    def _action_done(self) -> None:
        st = self.state
        st.actions_done += 1
        if st.actions_done >= 2:
            self._end_turn()

    def _collect(self) -> None:
        """Hand out treasures, asking the trader's owner whenever there is a choice (rulebook: "Treasure Distribution")."""
        mandatory = self.options.treasure_collection_mandatory
        while True:
            todo = [c for c in collections(self.state) if c.trader_cell not in self.declined]
            if not todo:
                break
            col = todo[0]
            choices = col.choices()
            if mandatory and len(choices) == 1:
                self._give(col, choices[0].cells)
                continue
            self.collection = col
            self.phase = TREASURE
            return
        self.collection = None
        self.phase = ACTION
        if self.treasure_then == ACTION:
            self._action_done()
        else:
            self._end_turn_refill()

    def _take_treasures(self, cells: tuple[int, ...]) -> None:
        col = self.collection
        assert col is not None
        if cells:
            self._give(col, cells)
        else:
            self.declined.append(col.trader_cell)
            self._emit("treasure_declined", player=self._name(col.owner))
        self._collect()

    def _give(self, col: Collection, cells: tuple[int, ...]) -> None:
        st = self.state
        for c in cells:
            st.treasure.discard(c)
        st.treasures_taken[col.owner] += len(cells)
        self._emit("treasure_taken", player=self._name(col.owner), count=len(cells),
                   cells=[CELL_NAMES[c] for c in cells])

    # ------------------------------------------------------------------ end of turn

    def _end_turn(self) -> None:
        st = self.state
        p = st.active
        self.phase = ACTION
        self._emit("turn_ended", player=self.active)
        per_leader = self.options.monument_scoring == "per_leader"
        for colour, gain in monument_points(st, p, per_leader):
            self._score(p, colour, gain)
        king = st.leader_cell[p][BLACK]
        if st.wonder and king != NO and st.wonder[0] in group_cells(st.link, king):
            self.phase = WONDER_POINT  # the king by the wonder gains a point of a colour he chooses
            return
        self._end_turn_treasures()

    def _end_turn_treasures(self) -> None:
        self.phase = ACTION
        if self.options.treasure_timing == "end_of_turn":
            self.treasure_then = "turn"
            self.declined = []
            self._collect()
        else:
            self._end_turn_refill()

    def _end_turn_refill(self) -> None:
        st = self.state
        n = len(st.players)
        for step in range(n):
            q = (st.active + step) % n
            need = HAND_SIZE - sum(st.hands[q])
            if need > 0 and not self._draw(q, need):
                return
        if len(st.treasure) <= 2:
            self._game_over("treasures")
            return
        if self.bag_failed:
            self._game_over("bag")
            return
        st.active = (st.active + 1) % n
        st.actions_done = 0
        self._emit("turn_started", player=self.active)

    def _draw(self, p: int, count: int) -> bool:
        """Draw into a hand; False when this ends the game (the bag ran short; see the ``bag_end`` option)."""
        st = self.state
        bag = st.bag
        short = len(bag) < count
        if self.options.bag_end == "less_than_six" and len(bag) < 6:
            short = True
        take = min(count, len(bag))
        hand = st.hands[p]
        for _ in range(take):
            hand[bag.pop()] += 1
        if take:
            self._emit("drew", player=self._name(p), count=take)
        if short:
            if self.options.bag_end == "end_of_turn":
                self.bag_failed = True
                return True
            self._game_over("bag")
            return False
        return True

    def _game_over(self, why: str) -> None:
        st = self.state
        self.phase = OVER
        self.conflict = None
        self.result_ = final_result(st.players, st.scores, st.treasures_taken, why)
        self._emit("game_over", why=why)

    # ------------------------------------------------------------------ helpers

    def _score(self, p: int, colour: int, count: int) -> None:
        self.state.scores[p][colour] += count
        self._emit("points", player=self._name(p), count=count, colour=COLOURS[colour])

    def _return_unsupported(self) -> None:
        st = self.state
        for p, colour in unsupported(st):
            st.lift_leader(p, colour)
            self._emit("leader_returned", player=self._name(p), leader=LEADERS[colour], why="no_temple")
