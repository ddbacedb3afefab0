"""A game shared by link: the setup and every move, read back through the one gate.

A link opens the very game it was made from (every decision of every player,
the seats and the page's settings), is short enough for a chat message, and
anything else (changed, cut short, from another version, not a link at all)
is refused with a code the page translates.
"""

from __future__ import annotations

import base64
import json
import random
import string
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import tigris
from tigris import link, link_fields, link_moves, link_v1
from tigris.actions import parse_action
from tigris.link import Link, LinkError, decode, encode, relation
from tigris.options import CHOICES
from tigris.player_name import clean_name

ROOT = Path(__file__).resolve().parents[2]
DYNASTIES = ["archer", "bull", "pot", "lion"]


def random_game(seed: int, players: int = 2, options: dict | None = None, stop: int | None = None) -> tigris.Game:
    """A game played with a random legal action at every decision (to the end, or ``stop`` moves)."""
    rng = random.Random(seed)
    game = tigris.Game.new(DYNASTIES[:players], seed=seed, options=options)
    while not game.is_over and (stop is None or len(game.history) < stop):
        game.apply(rng.choice(game.legal_actions()))
    return game


def mixed_options(seed: int) -> dict:
    """Every rule flag drawn at random; with an even seed the three variants are all played."""
    rng = random.Random(seed)
    options = {k: rng.choice(v) for k, v in CHOICES.items()}
    if seed % 2 == 0:
        options.update(civilization_buildings=True, wonder_variant=True, english_variant=True)
    return options


def same_game(a: tigris.Game, b: tigris.Game) -> None:
    assert tigris.to_record(b) == tigris.to_record(a)


def refused(text: object, code: str) -> LinkError:
    with pytest.raises(LinkError) as e:
        decode(text)
    assert e.value.code == code, (e.value.code, str(e.value))
    return e.value


# --- a whole game comes back as it was ---------------------------------------------------

@pytest.mark.parametrize("players,seed", [(2, 1), (2, 2), (3, 3), (4, 4)])
def test_a_whole_game_opens_from_its_link_move_for_move(players: int, seed: int) -> None:
    game = random_game(seed, players)
    assert game.is_over
    opened = decode(encode(Link(game)))
    same_game(game, opened.game)
    assert opened.game.result() == game.result()


def test_a_whole_two_player_game_fits_in_a_chat_message() -> None:
    game = random_game(5)
    text = encode(Link(game, computers={"bull": "hard"}, names={"archer": "Anna"}, game_id="k2m3n4p5q6"))
    assert len(game.history) > 150
    assert len(text) <= 1500
    assert all(c.isalnum() or c in "-_" for c in text)  # nothing a URL must escape


def test_a_game_in_progress_continues_identically_on_the_other_device() -> None:
    game = random_game(6, 3, stop=57)
    opened = decode(encode(Link(game))).game
    same_game(game, opened)
    rng = random.Random(0)
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        assert game.apply(action) == opened.apply(action)
    same_game(game, opened)


def test_a_game_not_yet_begun_has_a_link_too() -> None:
    game = tigris.Game.new(["lion", "archer"], seed=-12345, first="archer")
    opened = decode(encode(Link(game))).game
    same_game(game, opened)
    assert opened.players == ("lion", "archer") and opened.active == "archer"


@pytest.mark.parametrize("seed", [0, 2**63 - 1, -2**63, 987654321987])
def test_any_seed_the_record_allows(seed: int) -> None:
    game = tigris.Game.new(["bull", "pot"], seed=seed)
    for _ in range(5):
        game.apply(sorted(game.legal_actions(), key=str)[-1])
    same_game(game, decode(encode(Link(game))).game)


KINDS = {"PlaceTile", "PlaceLeader", "Withdraw", "Catastrophe", "Swap", "EndTurn", "ChooseWar", "Commit",
         "BuildMonument", "NoMonument", "TakeTreasures", "PlaceBuilding", "NoBuilding", "ErectWonder", "WonderPoint"}


def test_every_kind_of_decision_travels_in_a_link() -> None:
    """War order, commitments, monuments, treasures, buildings, the wonder and its points, swaps, catastrophes."""
    games = [random_game(seed, 2 + seed % 3, mixed_options(seed)) for seed in (0, 1, 4)]
    games += [random_game(57, 2, {"wonder_variant": True}), random_game(16, 2)]
    seen = set()
    for game in games:
        seen |= {type(parse_action(a)).__name__ for a in game.history}
        same_game(game, decode(encode(Link(game))).game)
    assert seen == KINDS


@pytest.mark.parametrize("name", list(CHOICES))
def test_every_rule_option_travels_in_a_link(name: str) -> None:
    value = CHOICES[name][-1]
    game = random_game(7, 2, {name: value}, stop=40)
    opened = decode(encode(Link(game))).game
    assert getattr(opened.options, name) == value
    same_game(game, opened)


def test_a_game_from_a_position_travels_with_its_position() -> None:
    diagram = """
players: archer bull
turn: archer 1
bag: 40
seed: 4
archer: hand rrbkgg points 1 0 2 0 treasures 0 catastrophes 2
bull:   hand rbkkgg points 0 3 0 0 treasures 1 catastrophes 2
    a  b  c  d
 1  r* Ar .  .
 2  .  k  r* Bk
"""
    game = tigris.from_diagram(diagram)
    rng = random.Random(3)
    while not game.is_over and len(game.history) < 12:
        game.apply(rng.choice(game.legal_actions()))
    assert game.history
    opened = decode(encode(Link(game))).game
    same_game(game, opened)


def test_opening_a_link_replays_its_moves_without_asking_for_the_legal_actions(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Each move is its own code: opening a link costs what playing its moves costs, no more."""
    game = random_game(8, 2, stop=120)
    text = encode(Link(game))

    def refused_to_list(self: tigris.Game) -> list:
        raise AssertionError("legal_actions() asked while a link was opened")
    monkeypatch.setattr(tigris.Game, "legal_actions", refused_to_list)
    assert encode(Link(game)) == text
    same_game(game, decode(text).game)


# --- what the page needs to continue the same game ---------------------------------------

def test_the_seats_names_settings_and_id_come_back() -> None:
    game = random_game(9, 4, stop=31)
    sent = Link(game, computers={"bull": "", "pot": "random", "lion": "hard"}, names={"archer": "Äiti 👑"},
                level="easy", speed="instant", ai_seed=2**40 + 7, game_id="k2m3n4p5q6", undo=1, by_link=True)
    got = decode(encode(sent))
    assert (got.computers, got.names, got.level, got.speed, got.ai_seed, got.game_id, got.undo, got.by_link) == (
        sent.computers, sent.names, "easy", "instant", 2**40 + 7, "k2m3n4p5q6", 1, True)
    assert got.undo_from is not None and got.undo_from.history == game.history[:-1]  # the page's undo, unreplayed
    plain = decode(encode(Link(game)))
    assert (plain.computers, plain.names, plain.game_id, plain.undo, plain.by_link) == ({}, {}, "", 0, False)
    assert plain.undo_from is None


def test_the_link_says_who_made_each_move() -> None:
    game = tigris.Game.new(["archer", "bull"], seed=10)
    movers = []
    rng = random.Random(10)
    while len(game.history) < 80:
        movers.append(game.to_move)
        game.apply(rng.choice(game.legal_actions()))
    assert decode(encode(Link(game))).movers == movers


def test_an_id_a_link_cannot_carry_is_left_out() -> None:
    game = tigris.Game.new(["archer", "bull"], seed=11)
    assert decode(encode(Link(game, game_id="not/a key"))).game_id == ""


any_text = st.text(st.characters(exclude_categories=()), max_size=40)  # lone surrogates, controls: anything


def gated_game(options: dict, seed: int, steps: int, players: int, from_position: bool, more: int) -> tigris.Game:
    """A game as the gate lets it in: a real game's record (or its position, then more moves) read back."""
    game = random_game(seed, players, options, stop=steps)
    if from_position and game.phase == tigris.Phase.ACTION:  # (a diagram cannot show a war being fought)
        game = tigris.from_diagram(tigris.to_diagram(game))
        rng = random.Random(seed)
        while not game.is_over and len(game.history) < more:
            game.apply(rng.choice(game.legal_actions()))
    return tigris.from_record(json.loads(json.dumps(tigris.to_record(game))), verify=True)


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(game=st.builds(gated_game, st.fixed_dictionaries({k: st.sampled_from(v) for k, v in CHOICES.items()}),
                      st.integers(0, 10**6), st.integers(0, 300), st.integers(2, 4), st.booleans(),
                      st.integers(0, 30)),
       names=st.lists(any_text, min_size=4, max_size=4), seats=st.lists(st.sampled_from(["person", "", *link.LEVELS]),
                                                                         min_size=4, max_size=4),
       level=st.sampled_from(link.LEVELS), speed=st.sampled_from(link.SPEEDS), ai_seed=st.integers(0, 2**63 - 1),
       game_id=st.one_of(any_text, st.text("abcdefghijkmnpqrstuvwxyz23456789", min_size=10, max_size=10)),
       undo=st.integers(0, 80), by_link=st.booleans())
def test_every_game_the_gate_lets_in_comes_back_from_its_link(
        game: tigris.Game, names: list[str], seats: list[str], level: str, speed: str, ai_seed: int, game_id: str,
        undo: int, by_link: bool) -> None:
    """Whatever a save, a file or a link brought in, with any names at all, can be shared and opened again."""
    computers = {p: s for p, s in zip(game.players, seats) if s != "person"}
    sent = Link(game, computers, dict(zip(game.players, names)), level, speed, ai_seed, game_id, undo, by_link)
    got = decode(encode(sent))
    same_game(game, got.game)
    assert got.names == {p: clean_name(n) for p, n in zip(game.players, names) if clean_name(n)}
    assert (got.computers, got.level, got.speed, got.ai_seed, got.by_link) == (computers, level, speed, ai_seed,
                                                                               by_link)
    assert got.game_id == (game_id if link_fields.GAME_ID.fullmatch(game_id) else "")
    assert got.undo == min(undo, link_fields.MAX_UNDO, len(game.history))
    assert encode(got) == encode(sent)  # and it shares again as the very same link


# --- a link older than, or branching from, the stored game --------------------------------

def test_how_a_link_stands_to_the_stored_copy() -> None:
    stored = ["tile red a1", "tile blue b2", "end"]
    assert relation(stored, list(stored)) == "same"
    assert relation(stored, stored + ["tile red c3"]) == "newer"
    assert relation(stored, stored[:2]) == "older"
    assert relation(stored, stored[:2] + ["tile black d4"]) == "branch"
    assert relation([], stored) == "newer"


# --- refusals ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def sample() -> str:
    return encode(Link(random_game(12, 2, stop=120), computers={"bull": "medium"}, game_id="abcdefghij"))


def written(data: bytes, version: int = link.VERSION) -> str:
    """A link of these bytes with a check sum that matches them: what a careful forger would send."""
    return link._text(version, data + link._crc(version, data))


def head(*fields: int) -> bytes:
    w = link_fields.Writer()
    for n in fields:
        w.uint(n)
    return bytes(w.out)


# flags, archer-bull, seed (zigzag), first, options, seats, level, speed, ai seed, undo: a game just begun
BEGUN = (0, 20, 0, 0, 0, 0, 2, 1, 0, 0)


def head_saying(game: tigris.Game, count: int) -> bytes:
    """The head of the game's link, but for the number of moves it says follow."""
    w = link_fields.Writer()
    link_fields.write_head(w, Link(game))
    assert w.out[-1] == len(game.history) < 128
    return bytes(w.out[:-1]) + head(count)


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every move the engine is asked to play from now on."""
    played: list[str] = []
    apply = tigris.Game.apply

    def counted(self: tigris.Game, action: object) -> object:
        played.append(str(action))
        return apply(self, action)  # type: ignore[arg-type]
    monkeypatch.setattr(tigris.Game, "apply", counted)
    return played


@pytest.mark.parametrize("text", ["", None, 42, "hello", "-1abc", "x" * 50, "1ab$cd", "2ab$cd", "１abc"])
def test_what_is_not_a_link_is_refused(text: object) -> None:
    refused(text, "link.not_link")


def test_a_link_from_another_version_is_refused_with_its_version(sample: str) -> None:
    e = refused("3" + sample[1:], "link.version")
    assert e.params == {"version": "3", "expected": 2}
    assert "format 3" in str(e)
    refused("17" + sample[1:], "link.version")
    refused("0" + sample[1:], "link.version")


def test_a_link_too_long_is_refused_before_it_is_read() -> None:
    e = refused("2" + "A" * 10**6, "link.too_long")
    assert e.params["limit"] == link.MAX_LINK_CHARS


def test_a_link_cut_short_is_refused_before_any_move_is_replayed(sample: str, replays: list[str]) -> None:
    for end in range(1, len(sample)):
        with pytest.raises(LinkError) as e:
            decode(sample[:end])
        assert e.value.code in ("link.truncated", "link.checksum", "link.not_link"), end
    refused(sample[:-4], "link.checksum")
    assert replays == []


def test_any_character_changed_is_refused_before_any_move_is_replayed(sample: str, replays: list[str]) -> None:
    for i in range(1, len(sample)):
        for c in "A_":
            if sample[i] == c:
                continue
            changed = sample[:i] + c + sample[i + 1:]
            try:
                got = decode(changed)
            except LinkError as e:
                assert e.code == "link.checksum", (i, e.code)
                assert replays == [], i
                continue
            assert i == len(sample) - 1 and encode(got) == sample  # only the unused low bits of the last character
            replays.clear()


def test_too_many_moves_are_refused_before_they_are_replayed(replays: list[str]) -> None:
    e = refused(written(head(*BEGUN, 10**6)), "link.too_many_moves")
    assert e.params == {"count": 10**6, "limit": tigris.record.MAX_ACTIONS}
    assert replays == []


def test_a_move_count_larger_than_the_moves_written_is_refused_before_any_replay(replays: list[str]) -> None:
    game = random_game(13, 2, stop=20)
    replays.clear()
    moves = link_moves.write_moves(tigris.parse_action(a) for a in game.history)
    for count in (21, 100, 5000):
        refused(written(head_saying(game, count) + moves), "link.bad_field")
    refused(written(head_saying(game, 19) + moves), "link.bad_field")  # a move left over
    assert replays == []
    assert len(decode(written(head_saying(game, 20) + moves)).game.history) == 20


def test_an_illegal_move_is_refused_with_its_number() -> None:
    game = random_game(14, 2, stop=10)
    moves = [tigris.parse_action(a) for a in game.history]
    moves[6] = moves[4]  # a tile or leader placed where one already stands, or a decision out of turn
    e = refused(written(head_saying(game, 10) + link_moves.write_moves(moves)), "link.move")
    assert e.params == {"number": 7}


def test_a_field_out_of_range_is_refused() -> None:
    refused(written(head(0, 16, 0, 0) + bytes(12)), "link.bad_field")  # archer twice


def test_a_starting_position_that_unpacks_to_a_flood_is_refused() -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = packer.compress(b" " * 10**6) + packer.flush()
    w = link_fields.Writer()
    w.uint(1)
    w.bytes(bomb)
    e = refused(written(bytes(w.out)), "link.bad_field")
    assert e.params == {"field": "start"}


def test_a_link_with_an_impossible_starting_position_is_refused_by_the_gate() -> None:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    w = link_fields.Writer()
    w.uint(1)
    w.bytes(packer.compress(b'{"players": ["archer"]}') + packer.flush())
    w.uint(0)
    with pytest.raises(tigris.LoadError) as e:
        decode(written(bytes(w.out) + bytes(12)))
    assert not e.value.code.startswith("link.")  # the position's own refusal, worded by the gate


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_change_to_a_link_is_refused_or_changes_nothing(sample: str, data: st.DataObject) -> None:
    text = list(sample)
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(text) - 1))
        what = data.draw(st.sampled_from(["replace", "delete", "insert"]))
        c = data.draw(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"))
        if what == "replace":
            text[i] = c
        elif what == "delete":
            del text[i]
        else:
            text.insert(i, c)
    changed = "".join(text)
    try:
        got = decode(changed)
    except tigris.LoadError:
        return
    assert encode(got) == sample  # only the unused low bits of the last character changed


# --- links of format 1, written before format 2: still read -------------------------------

FORMAT_1 = json.loads((ROOT / "tests" / "engine" / "saved" / "links_format1.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("kept", FORMAT_1["links"], ids=[k["what"] for k in FORMAT_1["links"]])
def test_a_link_of_format_1_opens_the_game_it_was_made_of(kept: dict) -> None:
    """Links the page wrote before format 2 (kept as it wrote them) open as they did, and share anew in format 2."""
    assert kept["link"].startswith("1")
    got = decode(kept["link"])
    assert tigris.to_record(got.game) == kept["record"]
    fields = ("computers", "names", "level", "speed", "ai_seed", "game_id", "undo", "by_link", "movers")
    assert {k: getattr(got, k) for k in fields} == {k: kept[k] for k in fields}
    again = encode(got)
    assert again.startswith("2") and tigris.to_record(decode(again).game) == kept["record"]
    assert link.encode_v1(got) == kept["link"]  # the benches' format-1 writer writes what the page wrote


def test_a_link_of_format_1_changed_or_cut_short_is_still_refused() -> None:
    text = FORMAT_1["links"][0]["link"]
    refused(text[:-4], "link.checksum")
    i = len(text) - 10
    with pytest.raises(LinkError) as e:
        decode(text[:i] + ("A" if text[i] != "A" else "B") + text[i + 1:])
    assert e.value.code in ("link.checksum", "link.move")  # format 1 finds out in the replay


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 6)])
def test_a_whole_game_played_opens_from_its_link_of_format_1(players: int, seed: int) -> None:
    game = random_game(seed, players)
    same_game(game, decode(link.encode_v1(Link(game))).game)


def test_a_link_of_format_1_declaring_more_moves_than_it_holds_is_refused_early(monkeypatch) -> None:
    """A game just begun, its count of moves changed to 5,000: once the link's number is spent, every move
    would be the first of its choices; after a few dozen of those the link is refused, not 5,000 moves later."""
    text = link.encode_v1(Link(tigris.Game.new(DYNASTIES[:2], seed=7)))
    data = base64.urlsafe_b64decode(text[1:] + "=" * (-len(text[1:]) % 4))
    body, crc = data[:-4], data[-4:]
    assert body[-1] == 0  # the head ends with the number of moves: none
    count = link_fields.Writer()
    count.uint(5000)
    forged = "1" + base64.urlsafe_b64encode(body[:-1] + bytes(count.out) + crc).decode("ascii").rstrip("=")
    played = []
    apply = tigris.Game.apply
    monkeypatch.setattr(tigris.Game, "apply", lambda self, a: played.append(a) or apply(self, a))
    refused(forged, "link.checksum")
    assert len(played) <= 100  # of the 5,000 it declares


def test_a_name_format_1_refused_opens_now_as_the_one_rule_makes_it() -> None:
    """Format 1 wrote a tab in a name but refused it on reading; it opens now, the tab a space."""
    old = link_fields.Writer()
    for n in (2, 20, 3, 0, 0, 0, 2, 1, 0):  # names follow; archer-bull; seed, first, options, seats, level, …
        old.uint(n)
    old.text("Ann\tLee")
    old.text("")
    old.uint(0)  # undo
    old.uint(0)  # no moves
    body = bytes(old.out)
    text = link._text(1, body + link_v1.checksum(body, []).to_bytes(4, "big"))
    assert decode(text).names == {"archer": "Ann Lee"}


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_refusal_of_a_link_is_worded_in_every_language() -> None:
    catalogues = {lang: json.loads((ROOT / "web" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
                  for lang in ("en", "de", "fi")}
    for code, english in link.ENGLISH.items():
        assert catalogues["en"][f"load.{code}"] == english, code  # the page's English is the engine's
        for lang in ("de", "fi"):
            assert placeholders(catalogues[lang][f"load.{code}"]) == placeholders(english), (lang, code)


def test_the_link_numbers_every_rule_option_the_engine_knows() -> None:
    """A flag added to the engine must be added to the link's table (at its end), with the same choices."""
    assert dict(link.OPTIONS) == CHOICES
