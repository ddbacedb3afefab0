"""tigris.catalog, web.core.i18n and web/i18n/*.json: every text in English, German and Finnish, the engine's codes worded."""

from __future__ import annotations

import json
import random
import re

import pytest

import tigris
from tigris.actions import BUILDINGS, COLOURS, DYNASTIES, LEADERS, MONUMENTS, monument_name
from tigris.events import EVENTS, EXPECTED, REFUSALS, SUBCODES
from web.core import i18n

LANGS = i18n.LANGUAGES
RAW = {lang: json.loads((i18n.DIR / f"{lang}.json").read_text(encoding="utf-8")) for lang in LANGS}
CATALOGS = {lang: i18n.load(lang) for lang in LANGS}


def plain(key: str) -> bool:
    """A key every language must have (not a grammatical form ``:x`` nor a plural variant ``#one``)."""
    return ":" not in key and "#" not in key


def values_of(kind: str) -> list[str]:
    prefix = f"name.{kind}."
    return [k[len(prefix):] for k in RAW["en"] if k.startswith(prefix) and plain(k)]


# ---------------------------------------------------------------- the files


def test_files_are_flat_string_tables():
    for lang, data in RAW.items():
        assert isinstance(data, dict) and data, lang
        for k, v in data.items():
            assert isinstance(k, str) and isinstance(v, str) and v.strip(), (lang, k)


def test_every_key_exists_in_all_three():
    keys = {lang: {k for k in data if plain(k)} for lang, data in RAW.items()}
    for lang in LANGS:
        for other in LANGS:
            missing = sorted(keys[lang] - keys[other])
            assert not missing, f"in {lang}.json but not in {other}.json: {missing}"


def test_placeholders_are_the_same_in_all_three():
    for key, english in RAW["en"].items():
        if not plain(key):
            continue
        want = i18n.placeholders(english)
        for lang in LANGS:
            assert i18n.placeholders(RAW[lang][key]) == want, (lang, key, RAW[lang][key])


def test_variants_and_forms_have_a_base():
    for lang, data in RAW.items():
        for key, text in data.items():
            if "#" in key:
                base, _, category = key.partition("#")
                categories = {i18n.PLURALS[lang](n) for n in range(200)} - {"other"}  # other: the plain key
                assert category in categories and base in data, (lang, key)
                assert i18n.placeholders(text) == i18n.placeholders(data[base]), (lang, key)
            elif ":" in key:
                base = key.split(":")[0]
                assert key.startswith("name.") and base in data, (lang, key)


def test_every_form_a_text_asks_for_exists_for_every_value():
    """``{leader:gen}`` in a German text needs ``name.leader.<each leader>:gen`` in de.json."""
    for lang, data in RAW.items():
        for key, text in data.items():
            if key.startswith("name.") or key.startswith("meta."):
                continue
            for field, spec in i18n.fields(text):
                if not spec:
                    continue
                if field in i18n.OWNER_PARAMS and key.startswith("ui."):  # a player's name (i18n.Owner)
                    assert f"ui.owner.{spec}" in data, f"{lang} {key} needs ui.owner.{spec} for a name of one's own"
                    for value in values_of("dynasty"):
                        assert f"name.dynasty.{value}:{spec}" in data, f"{lang} {key} needs name.dynasty.{value}:{spec}"
                    continue
                assert field in i18n.PARAM_KIND, f"{lang} {key}: {{{field}:{spec}}} on a parameter that is not a name"
                kind = i18n.PARAM_KIND[field]
                head, _, rest = spec.partition(":")
                target, form = (head, rest) if head in i18n.KINDS else (kind, spec)
                if target != kind:
                    assert kind in i18n.BY_COLOUR and target in i18n.BY_COLOUR, (lang, key, spec)
                for value in values_of(target):
                    name = f"name.{target}.{value}"
                    assert name in data, (lang, key, name)
                    if form:
                        assert f"{name}:{form}" in data, f"{lang} {key} needs {name}:{form}"


def test_every_engine_code_has_a_key_in_every_language_and_no_key_is_left_over():
    want = {f"event.{c}" for c in EVENTS} | {f"reason.{c}" for c in REFUSALS} | {f"expected.{c}" for c in EXPECTED}
    want |= {f"{param}.{value}" for param, values in SUBCODES.items() for value in values}
    for lang in LANGS:
        have = {k for k in RAW[lang] if plain(k) and k.split(".")[0] in ("event", "reason", "expected", *SUBCODES)}
        assert have == want, (lang, sorted(have ^ want))


def test_no_english_sentences_in_the_engine():
    """The engine speaks codes: no tables of sentences, no free text the page would have to match."""
    import tigris.events as events
    assert not [n for n in dir(events) if n.endswith("_TEXT")]
    assert not any(k.startswith("phrase.") for lang in LANGS for k in RAW[lang])
    assert not hasattr(i18n, "FREE_TEXT")


def test_plurals_one_and_other_and_never_point_s():
    en, de, fi = CATALOGS["en"], CATALOGS["de"], CATALOGS["fi"]
    for lang in LANGS:
        assert [i18n.PLURALS[lang](n) for n in (0, 1, 2, 5)] == ["other", "one", "other", "other"]
        assert not [k for k, v in RAW[lang].items() if "(s)" in v], lang
    assert en.event(tigris.events.event("points", player="bull", count=1, colour="red")) == "Bull gains 1 red point"
    assert en.event(tigris.events.event("points", player="bull", count=2, colour="red")) == "Bull gains 2 red points"
    assert en.event(tigris.events.event("drew", player="pot", count=1)) == "Pot draws 1 tile"
    assert de.event(tigris.events.event("drew", player="pot", count=2)) == "Krug zieht 2 Plättchen"
    assert fi.event(tigris.events.event("swapped", player="lion", count=1)) == "Leijona vaihtaa 1 laatan"
    assert fi.event(tigris.events.event("swapped", player="lion", count=3)) == "Leijona vaihtaa 3 laattaa"


def test_a_conflict_names_the_winner_first_and_a_tie_held_by_the_defender_says_so():
    en, de, fi = CATALOGS["en"], CATALOGS["de"], CATALOGS["fi"]
    won = tigris.events.event("conflict_won", winner="archer", loser="bull", attack=5, defence=4, outcome="attacker")
    held = tigris.events.event("conflict_won", winner="bull", loser="archer", attack=3, defence=5, outcome="defender")
    tie = tigris.events.event("conflict_won", winner="bull", loser="archer", attack=4, defence=4, outcome="tie")
    assert en.event(won) == "Archer wins 5–4 against Bull"
    assert en.event(held) == "Bull wins 5–3 against Archer"
    assert en.event(tie) == "Bull holds 4–4 against Archer: a tie goes to the defender"
    assert de.event(tie) == "Stier hält 4–4 gegen den Bogenschützen stand: bei Gleichstand gewinnt der Verteidiger"
    assert fi.event(tie) == "Härkä torjuu Jousimiehen hyökkäyksen 4–4: tasapelissä puolustaja voittaa"


def test_sub_codes_are_worded_with_the_parameters_around_them():
    en, de = CATALOGS["en"], CATALOGS["de"]
    wait = {"code": "not_your_decision", "expected": "commit", "player": "bull", "colour": "red"}
    assert en.reason(wait) == "this is not the moment for that: Bull to commit red tiles"
    assert de.reason(wait) == "das geht gerade nicht: Stier bringt rote Plättchen in den Konflikt ein"
    back = tigris.events.event("leader_returned", player="archer", leader="king", why="no_temple")
    assert en.event(back) == "Archer's king returns to the supply (no temple next to it)"
    assert en.reason({"code": "catastrophe_target", "what": "wonder"}) == "a catastrophe cannot be placed on the wonder"
    assert en.expected(tigris.Game.new(["archer", "bull"], seed=1, first="bull").expected()) == "Bull to take an action"
    de = i18n.load("de")
    said = de.text("ui.kb.unavailable", what="Rückzug")  # a parameter named "what" that is no sub-code: as given
    assert said.startswith("Rückzug") and not de.misses


def test_the_names_the_issue_asks_for():
    kinds = {
        "leader": LEADERS, "tile": COLOURS, "colour": COLOURS, "dynasty": DYNASTIES, "building": BUILDINGS,
        "monument": [monument_name(m) for m in range(len(MONUMENTS))],
        "word": ("catastrophe", "monument", "treasure", "kingdom", "region", "revolt", "war", "wonder",
                 "points", "hand", "bag", "unification"),
    }
    for lang in LANGS:
        for kind, values in kinds.items():
            for v in values:
                assert f"name.{kind}.{v}" in RAW[lang], (lang, kind, v)
    assert [RAW[lang]["meta.language"] for lang in LANGS] == ["English", "Deutsch", "Suomi"]
    # English names are the engine's own words; a dynasty is a name, written with a capital.
    for kind, values in kinds.items():
        if kind not in ("tile", "word", "dynasty"):
            assert [RAW["en"][f"name.{kind}.{v}"] for v in values] == list(values)
    assert [RAW["en"][f"name.dynasty.{v}"] for v in DYNASTIES] == ["Archer", "Bull", "Pot", "Lion"]


def test_rulebook_vocabulary():
    de, fi = CATALOGS["de"], CATALOGS["fi"]
    assert [de.name("leader", v) for v in LEADERS] == ["Priester", "Bauer", "König", "Händler"]
    assert [fi.name("leader", v) for v in LEADERS] == ["pappi", "maanviljelijä", "kuningas", "kauppias"]
    assert [de.name("tile", v) for v in COLOURS] == ["Tempel", "Landwirtschaft", "Siedlung", "Markt"]
    assert [fi.name("tile", v) for v in COLOURS] == ["temppeli", "maatila", "asutus", "kauppapaikka"]
    assert [de.name("dynasty", v) for v in DYNASTIES] == ["Bogenschütze", "Stier", "Krug", "Löwe"]
    assert [fi.name("dynasty", v) for v in DYNASTIES] == ["Jousimies", "Härkä", "Ruukku", "Leijona"]


# ---------------------------------------------------------------- the catalog


def test_forms_kind_switches_and_fallbacks():
    de, fi = CATALOGS["de"], CATALOGS["fi"]
    assert de.name("leader", "farmer", "acc") == "den Bauern"
    assert de.name("colour", "red", "tile") == "Tempel"
    assert de.name("leader", "trader", "colour") == "grün"
    assert fi.name("leader", "king", "gen") == "kuninkaan"
    assert fi.name("leader", "king", "no-such-form") == "kuningas"
    assert fi.name("dynasty", "pot", "tile") == "Ruukku"  # no switch from a dynasty: plain name
    assert de.name("leader", "emperor") == "emperor"
    assert de.text("name.word.bag") == "Beutel" and fi.text("name.word.bag") == "pussi"
    assert de.text("event.points", player="bull", count=3, colour="black") == "Stier erhält 3 schwarze Siegpunkte"
    assert de.text("event.points", player="bull", count=1, colour="black") == "Stier erhält 1 schwarzen Siegpunkt"
    assert fi.text("event.points", player="lion", count=2, colour="green") == "Leijona saa 2 vihreää voittopistettä"


def test_missing_keys_fall_back_to_english_and_never_raise():
    bare = i18n.load({"meta.language": "Testisch", "event.turn_started": "{player:weird:spec} {nope}"})
    e = tigris.Game.new(["archer", "bull"], seed=1).apply("end")
    for ev in e:
        assert isinstance(bare.event(ev), str)
    turn = next(ev for ev in e if ev.code == "turn_started")
    assert bare.event(turn) == f"{turn['player'].title()} {{nope}}"  # the English name, an unknown form ignored
    ended = next(ev for ev in e if ev.code == "turn_ended")
    assert bare.event(ended) == CATALOGS["en"].event(ended) == f"{ended['player'].title()} ends the turn"  # English
    assert bare.language == "Testisch"
    assert bare.text("no.such.key") == "no.such.key"
    assert bare.event({"code": "no_such_code", "player": "archer"}) == "no_such_code(player=archer)"
    assert CATALOGS["de"].event(tigris.Event("no_such_code")) == "no_such_code()"
    assert CATALOGS["de"].reason({"code": "not_empty", "cell": "g4"}) == "das Feld g4 ist nicht leer"
    assert CATALOGS["fi"].event({"code": "drew", "player": "pot", "count": 1}) == "Ruukku ottaa pussista 1 laatan"
    broken = i18n.Catalog({"event.drew": "{player:gen"}, i18n.english())
    assert broken.event({"code": "drew", "player": "pot", "count": 2}) == "Pot draws 2 tiles"
    nothing = i18n.Catalog({}, {})  # no catalogue at all: the code and its parameters
    assert nothing.event({"code": "drew", "player": "pot", "count": 2}) == "drew(player=pot, count=2)"
    assert i18n.load("xx").lang == "en"


def test_pick_language():
    assert i18n.pick_language(["de-DE", "en"]) == "de"
    assert i18n.pick_language(["fi"]) == "fi"
    assert i18n.pick_language(["sv", "fr"]) == "en"
    assert i18n.pick_language(["sv-FI", "fi-FI", "de"]) == "fi"
    assert i18n.pick_language(["EN_gb"]) == "en"
    assert i18n.pick_language([]) == "en"
    assert i18n.pick_language(None) == "en"


def test_languages_for_the_switch():
    assert i18n.languages() == [("en", "English"), ("de", "Deutsch"), ("fi", "Suomi")]


# ---------------------------------------------------------------- real games

ENGLISH_NAMES = {
    "dynasty": DYNASTIES, "leader": LEADERS, "colour": COLOURS, "building": BUILDINGS,
    "monument": tuple(monument_name(m) for m in range(len(MONUMENTS))),
}


def english_left(text: str, params: dict) -> list[str]:
    """English name words still in a translated sentence, for the name parameters it had."""
    words: set[str] = set()
    for k, v in params.items():
        kind = i18n.PARAM_KIND.get(k)
        if kind and v in ENGLISH_NAMES[kind]:
            words.add(v)
    return sorted(w for w in words if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.I))


def random_tries(rng: random.Random) -> list[str]:
    """Actions of every kind, mostly illegal now: they draw the refusals out."""
    cell = lambda: rng.choice("abcdefghijklmnop") + str(rng.randint(1, 11))  # noqa: E731
    return [
        f"tile {rng.choice(COLOURS)} {cell()}", f"leader {rng.choice(LEADERS)} {cell()}",
        f"withdraw {rng.choice(LEADERS)}", f"catastrophe {cell()}", f"war {rng.choice(COLOURS)}",
        f"commit {rng.randint(0, 9)}", f"monument {rng.choice(ENGLISH_NAMES['monument'])} {cell()}",
        f"building {rng.choice(BUILDINGS)} {cell()}", f"wonder {cell()}", "no monument", "no treasure",
        f"treasure {cell()}", "swap " + " ".join(rng.choice(COLOURS) for _ in range(rng.randint(1, 7))),
        "wonder point red", "no building", "end",
    ]


GAMES = [
    (["archer", "bull"], 11, None),
    (["pot", "lion", "archer"], 12, {"civilization_buildings": True, "wonder_variant": True}),
    (["lion", "bull", "pot", "archer"], 13, {"english_variant": True, "treasure_collection_mandatory": False,
                                             "board": "advanced"}),
]


@pytest.mark.parametrize("players,seed,options", GAMES)
def test_real_events_and_refusals_translate(players, seed, options):
    rng = random.Random(seed)
    game = tigris.Game.new(players, seed=seed, options=options)
    en, de, fi = CATALOGS["en"], CATALOGS["de"], CATALOGS["fi"]
    events, reasons = set(), set()
    while not game.is_over and len(game.history) < 4000:
        if rng.random() < 0.3:
            try:
                game.apply(rng.choice(random_tries(rng)))
            except tigris.IllegalAction as err:
                reasons.add(err.code)
                assert en.reason(err) != str(err) and "{" not in en.reason(err)
                if err.code.startswith("notation_"):
                    continue  # the notation's own words (red, king…) are the same in every language
                for cat in (de, fi):
                    text = cat.reason(err)
                    assert text and "{" not in text, (cat.lang, err.code, text)
                    assert not english_left(text, err.params), (cat.lang, err.code, err.params, text)
            else:
                continue
        legal = game.legal_actions()
        # Leaders and decisions are rare among the legal actions: give them a fair share.
        rare = [a for a in legal if not isinstance(a, (tigris.actions.PlaceTile, tigris.actions.Swap))]
        action = rng.choice(rare if rare and rng.random() < 0.5 else legal)
        for ev in game.apply(action):
            events.add(ev.code)
            english = en.event(ev)
            assert english and "{" not in english and english != str(ev), (ev, english)
            params = dict(ev.params)
            for cat in (de, fi):
                text = cat.event(ev)
                assert text and "{" not in text, (cat.lang, ev.code, text)
                assert not english_left(text, params), (cat.lang, ev.code, params, text)
            assert en.event(ev.to_dict()) == english
    assert game.is_over
    assert {"turn_started", "tile_placed", "leader_placed", "points", "game_over"} <= events
    assert "not_your_decision" in reasons and len(reasons) >= 5
