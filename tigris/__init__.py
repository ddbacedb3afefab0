"""Tigris: the rules of Reiner Knizia's *Tigris & Euphrates* as a pure-Python engine.

The public surface::

    game = tigris.Game.new(["archer", "bull"], seed=1)
    game.legal_actions()        # every legal action for game.to_move
    game.apply("tile red g5")   # events; IllegalAction with a reason if refused
    tigris.view_of(game, "archer")  # what one player may know
    tigris.to_record(game), tigris.from_record(d)       # the JSON record (record.py)
    tigris.to_diagram(game), tigris.from_diagram(text)  # the position as text (diagram.py)
    tigris.parse_json(text)     # JSON from outside, within limits; refusals raise tigris.LoadError
    tigris.link.encode(tigris.Link(game)), tigris.link.decode(text)  # a whole game as a short URL text
"""

from .actions import (
    Action, BuildMonument, Catastrophe, ChooseWar, Commit, EndTurn, NoMonument,
    PlaceLeader, PlaceTile, Swap, TakeTreasures, Withdraw, parse_action,
)
from .board import ADVANCED, STANDARD, cell_name, parse_cell
from .diagram import from_diagram, to_diagram
from .events import Event, IllegalAction, NotationError
from .game import Game
from .gate import DiagramError, LoadError, RecordError, parse_json
from .link import Link, LinkError
from .model import Position, Setup
from .names import Phase
from .options import Options
from .record import from_record, replay_record, to_record
from .scoring import Result, Standing
from .view import PlayerView, View, view_of

__version__ = "0.1.0"

__all__ = [
    "Action", "ADVANCED", "BuildMonument", "Catastrophe", "ChooseWar", "Commit", "DiagramError",
    "EndTurn", "Event", "Game", "IllegalAction", "Link", "LinkError", "LoadError", "NoMonument", "NotationError",
    "Options", "Phase", "PlaceLeader", "PlaceTile", "PlayerView", "Position", "RecordError", "Result", "STANDARD",
    "Setup", "Standing", "Swap", "TakeTreasures", "View", "Withdraw", "cell_name", "from_diagram", "from_record",
    "parse_action", "parse_cell", "parse_json", "replay_record", "to_diagram", "to_record", "view_of",
]
