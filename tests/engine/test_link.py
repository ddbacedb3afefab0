"""A game shared by link: the setup and every move, read back through the one gate.

A link opens the very game it was made from (every decision of every player,
the seats and the page's settings), is short enough for a chat message, and
anything else (changed, cut short, from another version, not a link at all)
is refused with a code the page translates.
"""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import tigris
from tigris import link
from tigris.actions import parse_action
from tigris.link import Link, LinkError, decode, encode, relation
from tigris.options import CHOICES

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


def test_the_order_of_legal_actions_does_not_matter(monkeypatch: pytest.MonkeyPatch) -> None:
    """Moves are numbered among the legal actions sorted by notation, not in the engine's order."""
    game = random_game(8, 2, stop=60)
    text = encode(Link(game))
    legal = tigris.Game.legal_actions
    monkeypatch.setattr(tigris.Game, "legal_actions", lambda self: legal(self)[::-1])
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
    plain = decode(encode(Link(game)))
    assert (plain.computers, plain.names, plain.game_id, plain.undo, plain.by_link) == ({}, {}, "", 0, False)


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


@pytest.mark.parametrize("text", ["", None, 42, "hello", "-1abc", "x" * 50, "1ab$cd", "１abc"])
def test_what_is_not_a_link_is_refused(text: object) -> None:
    refused(text, "link.not_link")


def test_a_link_from_another_version_is_refused_with_its_version(sample: str) -> None:
    e = refused("2" + sample[1:], "link.version")
    assert e.params == {"version": "2", "expected": 1}
    assert "format 2" in str(e)
    refused("17" + sample[1:], "link.version")


def test_a_link_too_long_is_refused_before_it_is_read() -> None:
    e = refused("1" + "A" * 10**6, "link.too_long")
    assert e.params["limit"] == link.MAX_LINK_CHARS


def test_a_link_cut_short_is_refused(sample: str) -> None:
    for end in [*range(1, len(sample) - 8, 7), *range(len(sample) - 8, len(sample))]:
        with pytest.raises(LinkError) as e:
            decode(sample[:end])
        assert e.value.code in ("link.truncated", "link.checksum", "link.not_link", "link.bad_field"), end
    refused(sample[:30], "link.truncated")
    refused(sample[:-4], "link.checksum")


def test_a_changed_move_is_refused(sample: str) -> None:
    i = len(sample) - 10
    changed = sample[:i] + ("A" if sample[i] != "A" else "B") + sample[i + 1:]
    refused(changed, "link.checksum")


def test_too_many_moves_are_refused_before_they_are_replayed() -> None:
    w = link._Writer()
    for n in (0, 20, 0, 0, 0, 0, 2, 1, 0, 0, 10**6):  # flags, archer-bull, seed, first, options, seats, …
        w.uint(n)
    text = "1" + link.base64.urlsafe_b64encode(bytes(w.out)).decode().rstrip("=")
    e = refused(text, "link.too_many_moves")
    assert e.params == {"count": 10**6, "limit": tigris.record.MAX_ACTIONS}


def test_a_field_out_of_range_is_refused() -> None:
    w = link._Writer()
    for n in (0, 16, 0, 0):  # archer twice
        w.uint(n)
    refused("1" + link.base64.urlsafe_b64encode(bytes(w.out) + bytes(12)).decode().rstrip("="), "link.bad_field")


def test_a_starting_position_that_unpacks_to_a_flood_is_refused() -> None:
    packer = link.zlib.compressobj(9, link.zlib.DEFLATED, -15)
    bomb = packer.compress(b" " * 10**6) + packer.flush()
    w = link._Writer()
    w.uint(1)
    w.bytes(bomb)
    e = refused("1" + link.base64.urlsafe_b64encode(bytes(w.out)).decode().rstrip("="), "link.bad_field")
    assert e.params == {"field": "start"}


def test_a_link_with_an_impossible_starting_position_is_refused_by_the_gate() -> None:
    packer = link.zlib.compressobj(9, link.zlib.DEFLATED, -15)
    w = link._Writer()
    w.uint(1)
    w.bytes(packer.compress(b'{"players": ["archer"]}') + packer.flush())
    w.uint(0)
    with pytest.raises(tigris.LoadError) as e:
        decode("1" + link.base64.urlsafe_b64encode(bytes(w.out) + bytes(12)).decode().rstrip("="))
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
