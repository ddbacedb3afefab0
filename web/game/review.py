"""The game review on the page: what the worker found (``tigris.ai.review``), kept with the saved game, and
drawn: the chart of each player's chance to win turn by turn (with its text alternative), the marked
decisions, the progress. The judging is the engine's; this module only keeps and shows it.

Plain Python, no ``js``.
"""

from __future__ import annotations

from typing import Any

import tigris
from tigris.names import DYNASTIES
from web.core.html import Markup, h, join
from web.core.i18n import t
from web.game.describe import action_words
from web.game.markup import _frame, button, capital

GRADES = ("inaccuracy", "mistake", "blunder")
MAX_ITEMS = 2_000  # more than a game's turns or decisions: a stored review longer than this is not ours
CHART_W, CHART_H = 600, 160
LINE = {"archer": "#2f6fb0", "bull": "#b23a2e", "pot": "#2e7d32", "lion": "#7a5a12"}  # the dynasties' colours


class Review:
    """One player's review of one finished game: its standings, the decisions judged so far."""

    def __init__(self, player: str, moves: int, standings: list[dict[str, Any]] | None = None,
                 judged: list[dict[str, Any]] | None = None, total: int | None = None,
                 complete: bool = False) -> None:
        self.player = player
        self.moves = moves  # the game's length it was made for
        self.standings = standings or []
        self.judged = judged or []
        self.total = total  # decisions to judge, once known
        self.complete = complete

    def add(self, news: list[dict[str, Any]]) -> None:
        """What the worker found since it last said (``tigris.ai.review`` items, as the worker sends them)."""
        for item in news:
            if "standings" in item:
                self.standings = list(item["standings"])
                self.total = int(item["total"])
            elif "index" in item and not any(j["index"] == item["index"] for j in self.judged):
                self.judged.append(item)
        self.judged.sort(key=lambda j: j["index"])
        if self.total is not None and len(self.judged) >= self.total:
            self.complete = True

    def marks(self) -> list[dict[str, Any]]:
        return [j for j in self.judged if j.get("grade") in GRADES]

    def judged_at(self, index: int) -> dict[str, Any] | None:
        return next((j for j in self.judged if j["index"] == index), None)

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "moves": self.moves, "standings": self.standings, "judged": self.judged,
                "total": self.total, "complete": self.complete}


def _num(v: Any, low: float, high: float) -> bool:
    return type(v) in (int, float) and low <= v <= high


def _action_text(v: Any) -> bool:
    if not isinstance(v, str) or len(v) > 80:
        return False
    try:
        tigris.parse_action(v)
    except ValueError:
        return False
    return True


def read_review(d: Any, game: tigris.Game) -> Review | None:
    """A stored review, if it is sound and made for this very game (a finished one, of this length)."""
    try:
        if not isinstance(d, dict) or d.get("player") not in game.players or d.get("moves") != len(game.history):
            return None
        standings, judged, total = d.get("standings"), d.get("judged"), d.get("total")
        if not isinstance(standings, list) or not isinstance(judged, list) \
                or len(standings) > MAX_ITEMS or len(judged) > MAX_ITEMS:
            return None
        n = len(game.players)
        for s in standings:
            if not isinstance(s, dict) or not _num(s.get("index"), 0, len(game.history)) \
                    or not _num(s.get("turn"), 0, MAX_ITEMS) or not isinstance(s.get("values"), list) \
                    or len(s["values"]) != n or not all(_num(v, 0.0, 1.0) for v in s["values"]):
                return None
        for j in judged:
            if not isinstance(j, dict) or not _num(j.get("index"), 0, len(game.history) - 1) \
                    or j.get("grade") not in GRADES + (None,) or not _num(j.get("loss"), 0.0, 1e6) \
                    or not _action_text(j.get("played")) or not _action_text(j.get("best")) \
                    or not isinstance(j.get("values"), list) or len(j["values"]) > 4 \
                    or not all(isinstance(x, list) and len(x) == 2 and _action_text(x[0]) and _num(x[1], -1e6, 1e6)
                               for x in j["values"]):
                return None
        if total is not None and not _num(total, 0, MAX_ITEMS):
            return None
        return Review(str(d["player"]), len(game.history), standings, judged, total, d.get("complete") is True)
    except (TypeError, KeyError):
        return None


def read_reviews(d: Any, game: tigris.Game) -> dict[str, Review]:
    """The reviews a save keeps (one per player reviewed); whatever is not sound is left out."""
    if not isinstance(d, dict) or not game.is_over:
        return {}
    out = {}
    for player, item in d.items():
        if player in DYNASTIES:
            r = read_review(item, game)
            if r is not None and r.player == player:
                out[player] = r
    return out


# ---------------------------------------------------------------------- drawing


def _x(i: int, count: int) -> float:
    return 30 + (CHART_W - 40) * (i / max(1, count - 1))


def _y(chance: float) -> float:
    return 10 + (CHART_H - 30) * (1.0 - chance)


def chart(review: Review, names: dict[str, str], players: tuple[str, ...]) -> Markup:
    """Each player's chance to win, turn by turn, as SVG: a click on a turn goes to it, a mark to its decision.

    Each turn is a button for the keyboard too, with one tab stop for them all: the arrows go from turn to
    turn, Enter goes there (``web.game.keyboard.chart_step``); its name says every player's chance then."""
    st = review.standings
    count = len(st)
    parts: list[Markup] = []
    for frac in (0.0, 0.5, 1.0):  # the axis: 0, 50 and 100 %
        y = _y(frac)
        parts.append(h("line", {"x1": 30, "x2": CHART_W - 10, "y1": y, "y2": y, "class": "grid"}))
        parts.append(h("text", {"x": 26, "y": y + 4, "text-anchor": "end", "class": "axis"}, f"{int(frac * 100)}%"))
    for i, s in enumerate(st):  # a column per turn: a click goes there
        x0 = _x(i, count) - (CHART_W - 40) / max(1, count - 1) / 2
        chances = ", ".join(f"{names.get(p, p)} {round(v * 100)}%" for p, v in zip(players, s["values"]))
        turn = t("review.final") if s.get("final") else f"{t('review.turn')} {s['turn']}"
        parts.append(h("rect", {"x": round(x0, 1), "y": 10, "width": round((CHART_W - 40) / max(1, count - 1), 1),
                                "height": CHART_H - 30, "class": "turn", "data-ui": "review-go",
                                "data-arg": str(s["index"]), "role": "button", "tabindex": "0" if i == 0 else "-1",
                                "aria-label": t("review.turn_point", turn=turn, chances=chances)},
                       h("title", t("review.turn_title", turn=s["turn"]))))
    for p, player in enumerate(players):
        points = " ".join(f"{_x(i, count):.1f},{_y(s['values'][p]):.1f}" for i, s in enumerate(st))
        parts.append(h("polyline", {"points": points, "class": "line" + (" me" if player == review.player else ""),
                                    "stroke": LINE.get(player, "#444")}))
    turn_of = [s["index"] for s in st]
    me = players.index(review.player)
    for j in review.marks():
        i = max((k for k, at in enumerate(turn_of) if at <= j["index"]), default=0)
        x, y = _x(i, count), _y(st[i]["values"][me]) if st else CHART_H / 2
        parts.append(h("circle", {"cx": round(x, 1), "cy": round(y, 1), "r": 5 + GRADES.index(j["grade"]),
                                  "class": f"mark {j['grade']}", "data-ui": "review-go", "data-arg": str(j["index"])},
                       h("title", mark_words(j, names))))
    return h("svg", {"class": "review-chart", "viewBox": f"0 0 {CHART_W} {CHART_H}", "role": "group",
                     "aria-labelledby": "review-legend"}, parts)


def chart_table(review: Review, names: dict[str, str], players: tuple[str, ...]) -> Markup:
    """The chart as a table, for screen readers."""
    head = h("tr", h("th", t("review.turn")), [h("th", names.get(p, p)) for p in players])
    rows = [h("tr", h("td", t("review.final") if s.get("final") else s["turn"]),
              [h("td", f"{round(v * 100)}%") for v in s["values"]]) for s in review.standings]
    return h("table", {"class": "sr-only"}, h("caption", t("review.legend")), h("thead", head), h("tbody", rows))


def mark_words(j: dict[str, Any], names: dict[str, str]) -> str:
    played, best = tigris.parse_action(j["played"]), tigris.parse_action(j["best"])
    return t("review.mark", move=j["index"] + 1, grade=t(f"review.grade.{j['grade']}"),
             played=action_words(played), best=action_words(best), loss=f"{j['loss']:.1f}")


def review_body(review: Review | None, names: dict[str, str], players: tuple[str, ...],
                running: bool) -> Markup:
    """The part of the review dialog that changes while it works: progress, chart, marks."""
    if review is None:
        return h("p", t("review.starting"))
    done, total = len(review.judged), review.total
    progress = None
    if not review.complete:
        progress = h("p", {"class": "review-progress"},
                     h("progress", {"max": total or 1, "value": done, "aria-label": t("review.progress_label")}),
                     " ", t("review.progress", done=done, total=total if total is not None else "…")
                     if running else t("review.paused", done=done, total=total if total is not None else "…"))
    marks = review.marks()
    items = [h("li", {"class": f"mark-{j['grade']}"},
               button(capital(mark_words(j, names)), "review-go", str(j["index"]))) for j in marks]
    if items:
        listing = h("ol", {"class": "review-marks"}, items)
    elif review.complete and review.total == 0:
        listing = h("p", t("review.nothing"))
    else:
        listing = h("p", t("review.no_marks_yet") if not review.complete else t("review.no_marks"))
    keys = [join([" ", h("span", {"class": "key", "style": f"color:{LINE.get(p, '#444')}"}, "━"), " ",
                  names.get(p, p)]) for p in players]
    legend = h("p", {"id": "review-legend", "class": "legend"}, t("review.legend"), keys)
    drawn = (chart(review, names, players), chart_table(review, names, players)) if review.standings else ()
    return join([progress, legend, *drawn, h("h3", t("review.marked")), listing])


def review_dialog(review: Review | None, names: dict[str, str], players: tuple[str, ...], running: bool,
                  choosable: list[str]) -> Markup:
    """The review: whose decisions, the live part, and its buttons (stop or go on, close)."""
    who = None
    if len(choosable) > 1:
        who = h("label", {"class": "review-who"}, t("review.whose"), " ",
                h("select", {"data-review-player": True},
                  [h("option", {"value": p, "selected": review is not None and p == review.player}, names.get(p, p))
                   for p in choosable]))
    buttons = [button(t("review.cancel"), "review-cancel") if running else None,
               button(t("review.resume"), "review-resume")
               if not running and review is not None and not review.complete else None,
               button(t("ui.close"), "review-close", cls="primary")]
    return _frame(t("review.title"), join([
        who,
        h("div", {"id": "review-live", "aria-live": "polite"}, review_body(review, names, players, running)),
        h("div", {"class": "choices"}, buttons)]), "review")
