"""The game review on the page (web.game.review): kept with the saved game, read back only when sound, drawn
as a chart with a text alternative and a list of marked decisions."""

from __future__ import annotations

import json
import random
from html.parser import HTMLParser

import pytest

import tigris
from web.core import i18n
from web.game import review as rv
from web.game import save_format, worker_jobs
from web.game.session import Session


@pytest.fixture(scope="module")
def finished() -> tigris.Game:
    g = tigris.Game.new(["archer", "bull"], seed=21)
    rng = random.Random(21)
    while not g.is_over:
        acts = g.legal_actions()
        plays = [a for a in acts if str(a) != "end"] or acts
        g.apply(rng.choice(plays))
    return g


def worked_out(game: tigris.Game, player: str, limit: int = 4) -> rv.Review:
    """The worker's job run here (the same code), stopped after ``limit`` decisions."""
    request = {"kind": "review", "record": tigris.to_record(game), "player": player, "seed": 5, "worlds": 2}
    job = worker_jobs.start(json.dumps(request))
    r = rv.Review(player, len(game.history))
    while len(r.judged) < limit:
        reply = job.step(0.2)
        news = job.progress()
        if news:
            r.add(json.loads(news))
        if reply is not None:
            break
    return r


def test_the_worker_s_review_job_gives_the_standings_first_then_decisions(finished):
    r = worked_out(finished, "archer")
    from tigris.ai.review import decisions

    assert r.standings and r.total == len(decisions(tigris.to_record(finished), "archer"))
    assert len(r.judged) >= 4 and [j["index"] for j in r.judged] == sorted(j["index"] for j in r.judged)
    assert not r.complete


def test_a_review_is_saved_with_the_game_and_read_back(finished):
    s = Session(finished.copy())
    s.reviews["archer"] = worked_out(finished, "archer", 2)
    back = save_format.session_from_save(json.loads(json.dumps(s.to_save())))
    assert back.reviews["archer"].to_dict() == s.reviews["archer"].to_dict()


@pytest.mark.parametrize("damage", [
    lambda d: d.update(moves=3),  # made for another length of game
    lambda d: d.update(player="pot"),
    lambda d: d["standings"].append({"index": 0, "turn": 1, "values": [2.0, 0.0]}),
    lambda d: d["judged"].append({"index": 0, "player": "archer", "played": "<script>", "best": "end",
                                  "loss": 1, "grade": "mistake", "values": []}),
    lambda d: d["judged"].append({"index": 0, "played": "end", "best": "end", "loss": 1, "grade": "awful",
                                  "values": []}),
])
def test_a_damaged_stored_review_is_left_out_and_made_again(finished, damage):
    d = worked_out(finished, "archer", 1).to_dict()
    damage(d)
    assert rv.read_review(d, finished) is None


def test_a_running_game_keeps_no_review(finished):
    g = tigris.Game.new(["archer", "bull"], seed=1)
    assert rv.read_reviews({"archer": rv.Review("archer", 0).to_dict()}, g) == {}


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


@pytest.mark.parametrize("lang", ["en", "de", "fi"])
def test_the_review_shows_a_chart_its_table_and_the_marked_decisions(finished, lang):
    i18n.use(lang)
    try:
        r = worked_out(finished, "archer", 10)
        r.judged.append({"index": r.judged[0]["index"], "player": "archer", "played": "end",
                         "best": r.judged[0]["best"], "loss": 9.0, "grade": "blunder", "values": []})
        names = {p: p.title() for p in finished.players}
        html = str(rv.review_dialog(r, names, finished.players, True, ["archer", "bull"]))
        p = Tags()
        p.feed(html)
        tags = [t for t, _ in p.tags]
        assert "svg" in tags and "polyline" in tags and "table" in tags and "progress" in tags
        svg = next(a for t, a in p.tags if t == "svg")
        assert svg["role"] == "group" and svg["aria-labelledby"] == "review-legend"
        turns = [a for t, a in p.tags if t == "rect" and a.get("data-ui") == "review-go"]
        assert len(turns) == len(r.standings) and all(a["role"] == "button" for a in turns)
        assert [a["tabindex"] for a in turns].count("0") == 1  # one tab stop; the arrows go from turn to turn
        assert all("%" in a["aria-label"] for a in turns)  # each turn named with every player's chance
        goes = [a for t, a in p.tags if a.get("data-ui") == "review-go"]
        assert any(t == "circle" for t, a in p.tags if a.get("data-ui") == "review-go")  # a mark on the chart
        assert any(t == "button" for t, a in p.tags if a.get("data-ui") == "review-go")  # and in the list
        assert all(a["data-arg"].isdigit() for a in goes)
        assert "{" not in html  # every placeholder filled
        from web.core.i18n import t
        for key in ("review.title", "review.marked", "review.cancel"):
            assert t(key) in html
        assert t("review.grade.blunder") in html
    finally:
        i18n.use("en")
