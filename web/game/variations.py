"""The analysis board's move tree: the lines tried from one position, as a chess analysis board keeps them.

A node is an action's notation and the nodes that followed it; the first child continues the line (its
main line), the others are variations branching there. A node is named by its path, the child's index at
each step from the root (``(0, 0, 1)``: the main line's second move, then the second of the moves tried
after it). Playing a move that was already tried goes to it instead of adding it again, so going back and
forth never grows the tree; a new move is a new variation (the main line when it is the first).

Value types only, no game: the page replays a node's path on the position it started from.
Plain Python, no ``js``: tested in CPython (tests/web/test_variations.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Union

Path = tuple[int, ...]
MAX_NODES = 2_000  # a player tries lines, not games: past this a new move is refused (the tree stays as it is)
KEPT = 4  # positions of one game whose trees its save keeps (the latest analysed; web.game.analysis)
MAX_MOVE = 80  # characters of a move's notation in a kept tree (the longest action is far shorter)


@dataclass(repr=False, eq=False)
class Node:
    """One action played from the position before it: its notation, and what was tried after it."""

    move: str
    children: list[Node] = field(default_factory=list)


@dataclass(frozen=True)
class Move:
    """A move as the list shows it: its node's path, its notation, its number in the line from the root."""

    path: Path
    move: str
    number: int


@dataclass(frozen=True)
class Variation:
    """A line branching from the main line (what it shows in brackets): its moves and its own variations."""

    items: tuple[Union[Move, "Variation"], ...]


Item = Union[Move, Variation]


class Tree:
    """The lines tried from one position, and the node the board shows (``at``)."""

    def __init__(self, main: list[str] | tuple[str, ...] = ()) -> None:
        self.root = Node("")
        self.at: Path = ()
        self.came: Path = ()  # the deepest node the board went back from: forward goes that way again
        node = self.root
        for m in main:  # a line given from the start (the moves a finished game went on with)
            child = Node(m)
            node.children.append(child)
            node = child

    def node(self, path: Path) -> Node:
        """The node at ``path`` (``KeyError`` when there is none)."""
        node = self.root
        for i in path:
            if not 0 <= i < len(node.children):
                raise KeyError(path)
            node = node.children[i]
        return node

    def has(self, path: Path) -> bool:
        try:
            self.node(path)
        except KeyError:
            return False
        return True

    def moves(self, path: Path | None = None) -> list[str]:
        """The notations from the root to ``path`` (the board's node by default): what to replay."""
        path = self.at if path is None else path
        out, node = [], self.root
        for i in path:
            node = node.children[i]
            out.append(node.move)
        return out

    def size(self) -> int:
        """The moves in the tree (counted without recursion: a game's main line is hundreds deep)."""
        count, todo = 0, [self.root]
        while todo:
            node = todo.pop()
            count += len(node.children)
            todo.extend(node.children)
        return count

    # ---------------------------------------------------------------- moving about

    def play(self, move: str) -> Path:
        """``move`` from the board's node: to the child already tried, or to a new one (a variation when the
        node has a continuation already). Returns the new node's path."""
        node = self.node(self.at)
        for i, child in enumerate(node.children):
            if child.move == move:
                self.at = self.at + (i,)
                return self.at
        if self.size() >= MAX_NODES:  # (a few thousand steps at most, once a move)
            raise OverflowError("the tree is full")
        node.children.append(Node(move))
        self.at = self.at + (len(node.children) - 1,)
        return self.at

    def go(self, path: Path) -> bool:
        """Show the node at ``path``; False (and nothing moves) when there is none."""
        if not self.has(path):
            return False
        if self.came[:len(self.at)] != self.at:
            self.came = self.at
        self.at = tuple(path)
        return True

    def back(self) -> bool:
        """One move back (the move stays in the tree, to go forward to again)."""
        if not self.at:
            return False
        if self.came[:len(self.at)] != self.at:
            self.came = self.at
        self.at = self.at[:-1]
        return True

    def forward(self) -> bool:
        """One move on: towards the node the board came back from, else along the first child."""
        node = self.node(self.at)
        if not node.children:
            return False
        d = len(self.at)
        way = self.came[d] if len(self.came) > d and self.came[:d] == self.at else 0
        self.at = self.at + (way if way < len(node.children) else 0,)
        return True

    def start(self) -> None:
        if self.came[:len(self.at)] != self.at:
            self.came = self.at
        self.at = ()

    def end(self) -> None:
        """The end of the line shown (first children from here on)."""
        while self.forward():
            pass

    def delete(self, path: Path) -> bool:
        """Take the node at ``path`` and all that followed out of the tree; the board goes to its parent
        if it showed it or what followed. The root stays."""
        if not path or not self.has(path):
            return False
        parent = self.node(path[:-1])
        del parent.children[path[-1]]
        self.came = ()
        if self.at[:len(path)] == tuple(path):
            self.at = tuple(path[:-1])
        elif self.at[:len(path) - 1] == tuple(path[:-1]) and len(self.at) >= len(path) \
                and self.at[len(path) - 1] > path[-1]:
            self.at = self.at[:len(path) - 1] + (self.at[len(path) - 1] - 1,) + self.at[len(path):]
        return True

    def promote(self, path: Path) -> bool:
        """Make the variation holding ``path`` the main line at its branching (its first child)."""
        if not path or not self.has(path):
            return False
        for depth in range(len(path), 0, -1):
            if path[depth - 1] != 0:
                parent = self.node(path[:depth - 1])
                i = path[depth - 1]
                parent.children.insert(0, parent.children.pop(i))
                self.at = _moved(self.at, path[:depth - 1], i)
                self.came = _moved(self.came, path[:depth - 1], i)
                return True
        return False

    # ---------------------------------------------------------------- the list

    def layout(self) -> tuple[Item, ...]:
        """The move list: the main line from the root, each variation after the move it stands instead of."""
        return tuple(_line(self.root, (), 1))

    def main_line(self) -> list[Path]:
        out: list[Path] = []
        node, path = self.root, ()  # type: tuple[Node, Path]
        while node.children:
            path = path + (0,)
            node = node.children[0]
            out.append(path)
        return out


    # ---------------------------------------------------------------- kept with the saved game

    def find(self, moves: list[str]) -> Path | None:
        """The path of the line ``moves`` from the root, if the tree holds it."""
        node, path = self.root, ()  # type: tuple[Node, Path]
        for m in moves:
            i = next((i for i, c in enumerate(node.children) if c.move == m), None)
            if i is None:
                return None
            node, path = node.children[i], path + (i,)
        return path

    def to_list(self) -> list[list[Any]]:
        """The tree as its save holds it: each node ``[its parent's place in the list (-1: the root), move]``,
        a parent before its children and the children in their order (no recursion: a line is long)."""
        out: list[list[Any]] = []
        todo: list[tuple[Node, int]] = [(c, -1) for c in reversed(self.root.children)]
        while todo:
            node, parent = todo.pop()
            out.append([parent, node.move])
            todo.extend((c, len(out) - 1) for c in reversed(node.children))
        return out


def read_tree(kept: Any) -> Tree | None:
    """A tree from ``Tree.to_list``'s list (a saved game's, untrusted: its shape is checked, its moves are
    the analysis's to check); None when it is not one."""
    if not isinstance(kept, list) or not 0 < len(kept) <= MAX_NODES:
        return None
    tree = Tree()
    nodes: list[Node] = []
    for item in kept:
        if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int and isinstance(item[1], str)
                and -1 <= item[0] < len(nodes) and 0 < len(item[1]) <= MAX_MOVE):
            return None
        node = Node(item[1])
        (tree.root if item[0] < 0 else nodes[item[0]]).children.append(node)
        nodes.append(node)
    return tree


def _line(node: Node, path: Path, number: int) -> Iterator[Item]:
    """The moves following ``node``: its first child and that one's line; the other children, each a
    variation, right after the first child's move."""
    while node.children:
        first = node.children[0]
        yield Move(path + (0,), first.move, number)
        for i, other in enumerate(node.children[1:], start=1):
            yield Variation((Move(path + (i,), other.move, number), *_line(other, path + (i,), number + 1)))
        node, path, number = first, path + (0,), number + 1


def _moved(at: Path, parent: Path, i: int) -> Path:
    """``at`` after the child ``i`` of ``parent`` moved to the front."""
    d = len(parent)
    if at[:d] != parent or len(at) <= d:
        return at
    j = at[d]
    j = 0 if j == i else (j + 1 if j < i else j)
    return at[:d] + (j,) + at[d + 1:]


def path_text(path: Path) -> str:
    """A path as a button's ``data-arg`` ("0.0.1"; the root is "")."""
    return ".".join(map(str, path))


def read_path(text: str) -> Path | None:
    """A ``data-arg`` back into a path, or None when it is not one."""
    if not text:
        return ()
    parts = text.split(".")
    if len(parts) > MAX_NODES or not all(p.isdigit() and len(p) <= 5 for p in parts):
        return None
    return tuple(int(p) for p in parts)
