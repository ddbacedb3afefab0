"""web.storage: saves, the list of saved games, imports, exports and URLs, without a browser."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "e2e"))

import pytest  # noqa: E402

import tigris  # noqa: E402
from web_positions import REVOLT  # noqa: E402
from web import storage  # noqa: E402
from web.session import COMPUTER, Seat, Session, new_session  # noqa: E402


def played(n: int = 6) -> Session:
    s = new_session({"play_archer": True, "play_bull": True, "kind_bull": COMPUTER, "name_archer": "Gilgamesh"},
                    seed=11)
    for _ in range(n):
        a = s.game.legal_actions()[0] if not s.computer_to_move else s.computer_action()
        s.play(a)
    return s


def test_save_and_load_round_trip_exactly():
    st = storage.Store(storage.MemoryBackend(), clock=lambda: 1000.0)
    s = played()
    assert st.save(s) is None
    assert st.current_id() == s.id
    back = st.load(s.id)
    assert back.game.to_dict() == s.game.to_dict()
    assert back.name("archer") == "Gilgamesh" and back.seats["bull"].kind == COMPUTER
    assert back.movers == s.movers and back.ai_seed == s.ai_seed and back.level == s.level
    [entry] = st.entries()
    assert entry.id == s.id and entry.moves == len(s.game.history) and entry.problem is None
    assert "Gilgamesh" in entry.title


def test_damaged_and_tampered_saves_are_reported_and_kept():
    backend = storage.MemoryBackend()
    st = storage.Store(backend)
    s = played()
    st.save(s)
    raw = backend.get(storage.PREFIX + s.id)
    d = json.loads(raw)
    d["record"]["state"]["points"]["archer"] = [9, 9, 9, 9]  # tampered: moves no longer lead there
    backend.set(storage.PREFIX + "tampered", json.dumps(d))
    backend.set(storage.PREFIX + "garbage", "{not json")
    with pytest.raises(storage.LoadProblem, match="does not match the moves"):
        st.load("tampered")
    with pytest.raises(storage.LoadProblem, match="damaged"):
        st.load("garbage")
    assert backend.get(storage.PREFIX + "garbage") == "{not json"  # kept for export
    problems = {e.id: e.problem for e in st.entries()}
    assert problems[s.id] is None and problems["garbage"]
    st.delete("garbage")
    assert backend.get(storage.PREFIX + "garbage") is None


def test_full_storage_is_reported_and_play_continues():
    st = storage.Store(storage.MemoryBackend(quota=100))
    s = played()
    problem = st.save(s)
    assert problem and "storage is full" in problem
    s.play(s.game.legal_actions()[0] if not s.computer_to_move else s.computer_action())


def test_import_and_export():
    s = played()
    text = storage.export_text(s)
    assert json.loads(text)["format"] == "tigris-game"
    back = storage.parse_import(text)
    assert back.game.to_dict() == s.game.to_dict()
    assert storage.export_name(s).endswith(".json")
    with pytest.raises(storage.LoadProblem, match="not JSON"):
        storage.parse_import("hello")
    with pytest.raises(storage.LoadProblem, match="not a Tigris game record"):
        storage.parse_import('{"format": "chess"}')
    d = json.loads(text)
    d["version"] = 99
    with pytest.raises(storage.LoadProblem, match="version"):
        storage.parse_import(json.dumps(d))
    d = json.loads(text)
    d["actions"] = d["actions"][:-1]
    with pytest.raises(storage.LoadProblem, match="cannot be opened"):
        storage.parse_import(json.dumps(d))


def test_urls_open_positions_and_games():
    req = storage.from_query("?position=" + quote(REVOLT) + "&speed=instant&computer=bull&level=easy")
    assert req.session.level == "easy"
    assert req.problem is None and req.session.game.players == ("archer", "bull")
    assert req.session.speed == "instant" and req.session.seats["bull"].kind == COMPUTER
    s = played()
    record = json.dumps(s.game.to_dict())
    for encoded in (quote(record), base64.urlsafe_b64encode(record.encode()).decode().rstrip("="),
                    storage.encode_game(s)):
        req = storage.from_query("game=" + encoded)
        assert req.problem is None, req.problem
        assert req.session.game.to_dict() == s.game.to_dict()
    assert storage.from_query("?position=nonsense").problem.startswith("The position in the link")
    assert "cannot be read" in storage.from_query("?game=%%%").problem
    assert storage.from_query("?new").fresh
    assert storage.from_query("").session is None


def test_bare_record_gets_default_seats():
    g = tigris.Game.from_diagram(REVOLT)
    s = storage.session_from_save(g.to_dict())
    assert [x.name for x in s.seats.values()] == ["Archer", "Bull"]
    with pytest.raises(storage.LoadProblem):
        storage.session_from_save(["not", "a", "dict"])
    with pytest.raises(storage.LoadProblem, match="players"):
        storage.session_from_save({"app": "tigris-web", "seats": [{"dynasty": "cat"}], "record": g.to_dict()})
    assert isinstance(Seat.from_dict({"dynasty": "pot"}), Seat)
