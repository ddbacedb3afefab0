"""Played by link: a device that has not said who it is shows no hand and no hidden points."""

from __future__ import annotations

from web.game import render, sharing
from web.game.new_game import new_session


def opened_by_link():
    s = new_session({"play_archer": True, "play_bull": True, "kind_bull": "person"}, seed=5, game_id="g")
    s.by_link = True
    back, _ = sharing.read_link(sharing.link_text(s, by_link=True))
    return back


def test_before_who_are_you_is_answered_no_hand_and_no_points_are_shown():
    s = opened_by_link()
    assert sharing.who_needed(s)
    view = s.view()
    assert all(p.hand is None and p.points is None and p.treasures is None for p in view.players)
    assert all(p.hand_size == 6 for p in view.players)  # what everyone may know stays
    assert view.legal_actions == ()
    html = str(render.panel(s))
    assert 'data-ui="tile"' not in html and "data-points" not in html
    assert "once this device has said who plays on it" in html
    s.me = s.to_move
    shown = s.view().player(s.me)
    assert shown.hand is not None and shown.points is not None
    assert 'data-ui="tile"' in str(render.panel(s))


def test_the_link_is_played_by_two_people_each_at_a_device():
    s = new_session({"play_archer": True, "play_bull": True, "kind_bull": "computer"}, seed=5)  # one person
    assert 'data-ui="by-link"' not in str(sharing.share_dialog(s, "https://x/?link=1"))
    s.seats["bull"].kind = "person"
    assert 'data-ui="by-link"' in str(sharing.share_dialog(s, "https://x/?link=1"))
