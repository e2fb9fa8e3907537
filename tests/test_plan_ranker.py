"""The plan ranker (occam.plan_ranker): its candidates against an enumeration of our own, its features, strict
checkpoints, training from answers alone, and the second opinion it gives the rule readers."""
from __future__ import annotations

import itertools
import json
import math
import zlib
from dataclasses import replace
from fractions import Fraction

import pytest
import torch
from safetensors.torch import save_file

from occam.numbers import find_numbers
from occam.plan_ranker import (SHIPPED, PlanRanker, RankerConfig, candidates, confirms, fillable, pair_features, ranker_input,
                               ranking, same_value, second_opinion, shipped)
from occam.plan_readers import first_plan, plans
from occam.story_plans import Plan, evaluate
from occam.training.plan_ranker import SHIPPED_EXCLUDE, answers_match, examples, measure, train

SMALL = RankerConfig(dim=1 << 16)


def _all_values(xs: list[Fraction]) -> set[Fraction]:
    """Every value of one or two operations of + - * / over distinct numbers of ``xs``, written out by hand."""
    ops = [lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a * b, lambda a, b: a / b if b else None]
    out = set()
    for a, b in itertools.permutations(xs, 2):
        out |= {v for f in ops if (v := f(a, b)) is not None}
    for a, b, c in itertools.permutations(xs, 3):
        for f, g in itertools.product(ops, ops):
            inner = f(a, b)
            if inner is None:
                continue
            out |= {v for v in (g(inner, c), g(c, inner)) if v is not None}
    return out


@pytest.mark.parametrize("xs", [[3, 5], [2, 7, 11], [4, 9, 6], [1.5, 8, 20]])
def test_candidates_compute_every_value_of_one_or_two_operations(xs):
    text = "Numbers " + ", ".join(str(x) for x in xs) + ". How many?"
    item = ranker_input(text, SMALL)
    assert item is not None and [n.value for n in item.numbers] == xs
    got = {Fraction(v).limit_denominator(10**6) for v in item.values}
    want = {v.limit_denominator(10**6) for v in _all_values([Fraction(x) for x in xs])}
    assert got == want
    for tree, value in zip(item.trees, item.values):  # each tree's value is its own
        assert math.isclose(evaluate(tree, xs), value)


def test_commutative_trees_are_listed_once():
    two = candidates(2)
    assert len(two) == 6  # a+b, a*b once; a-b, b-a, a/b, b/a
    trees = [t for t, *_ in candidates(3)]
    assert len(trees) == len(set(trees))
    assert ("add", (("add", (("x", 0), ("x", 1))), ("x", 2))) in trees
    assert ("add", (("add", (("x", 1), ("x", 0))), ("x", 2))) not in trees


def test_too_few_or_too_many_numbers_are_not_ranked():
    assert ranker_input("I have 7 apples. How many?", SMALL) is None
    assert ranker_input("1, 2, 3, 4, 5, 6, 7 and 8. What now?", SMALL) is None


@pytest.mark.parametrize("bad", [{"dim": 1000}, {"dim": True}, {"max_numbers": 1}, {"max_numbers": 9},
                                 {"fill_at": 1.5}, {"veto_below": -0.1}, {"fill_at": True}, {"features_version": 0},
                                 {"confirm_at": 2.0}, {"veto_below": None}, {"veto_two_sure": 1.5}])
def test_config_rejects_bad_values(bad):
    with pytest.raises(ValueError):
        RankerConfig(**bad)


def test_pair_features_tell_what_two_numbers_share():
    text = "Ana picked 40 shells and Ben picked 25 shells. They sell at 3 cents each."
    forty, twenty_five, three = find_numbers(text)
    assert {"unit:same", "units:shell|shell", "rate:00", "sent:same", "dec:00"} <= set(pair_features(text, forty, twenty_five))
    assert {"unit:diff", "units:shell|cent", "rate:01", "sent:diff"} <= set(pair_features(text, twenty_five, three))
    assert "money:01" in pair_features("Ana picked 40 shells for $2.50.", *find_numbers("Ana picked 40 shells for $2.50."))


def test_a_pairs_weights_are_the_same_wherever_its_numbers_stand():
    """The pair cell of "40 + 25" hashes its features under the operation's name alone, so the weights learnt for a
    pair are used whatever the numbers' places in the story (an unused number before them moves their indices)."""
    story = "Ana picked 40 shells and Ben picked 25 shells. How many shells did they pick?"
    for text in (story, "On day 3, " + story):
        numbers = find_numbers(text)
        a, b = numbers[-2], numbers[-1]
        ids = tuple(zlib.crc32(f"P|add|top#{f}".encode()) % SMALL.dim for f in pair_features(text, a, b))
        item = ranker_input(text, SMALL)
        assert ids in item.cells
        tree = ("add", (("x", len(numbers) - 2), ("x", len(numbers) - 1)))
        assert ids in [item.cells[c] for c in item.rows[item.trees.index(tree)]]


_LEFT = ["Ana had {a} stickers and gave away {b}. How many stickers does she have left?",
         "A ferry carried {a} cars; {b} drove off at the first stop. How many cars are still on it?",
         "There were {a} eggs in the crate and {b} broke. How many eggs are not broken?"]
_TOTAL = ["Ben picked {a} pears and then {b} more pears. How many pears did he pick in all?",
          "The print shop made {a} posters on Monday and {b} on Tuesday. How many posters altogether?"]
_EACH = ["Each box holds {a} pens. How many pens are in {b} boxes?",
         "A tailor sews {a} buttons on each coat. How many buttons for {b} coats?"]


def _problems(seed: int, n: int) -> list[dict]:
    rng = torch.Generator().manual_seed(seed)
    out = []
    for k in range(n):
        a, b = (int(x) for x in torch.randint(2, 60, (2,), generator=rng))
        a += b  # a left-over is above zero
        kind = k % 3
        templates = [_LEFT, _TOTAL, _EACH][kind]
        text = templates[(k // 3) % len(templates)].format(a=a, b=b)
        out.append({"input": text, "output": [a - b, a + b, a * b][kind]})
    return out


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    path = tmp_path_factory.mktemp("ranker") / "train.json"
    path.write_text(json.dumps(_problems(0, 90)))
    data = examples([str(path)], SMALL)
    assert all(e.right for e in data)  # every problem has a tree whose value is its answer
    return train(data, SMALL, epochs=3)


def test_training_from_answers_alone_learns_the_operation(trained, tmp_path):
    path = tmp_path / "new.json"
    path.write_text(json.dumps(_problems(1, 30)))
    report = measure(trained, examples([str(path)], SMALL))
    assert report["at 0.0"]["right"] >= 27  # 30 new problems of the same kinds, other numbers
    read = ranking("Ana had 90 stickers and gave away 35. How many stickers does she have left?", ranker=trained)
    assert read is not None and read.best.value == 55 and read.best.asks == "ranked"


def test_save_and_load_give_the_same_probabilities(trained, tmp_path):
    trained.save_pretrained(tmp_path)
    again = PlanRanker.from_pretrained(tmp_path)
    item = ranker_input("A tailor sews 6 buttons on each coat. How many buttons for 14 coats?", SMALL)
    assert torch.equal(trained.probabilities(item), again.probabilities(item))
    assert json.loads((tmp_path / "config.json").read_text())["dim"] == SMALL.dim


def test_loading_is_strict(trained, tmp_path):
    trained.save_pretrained(tmp_path)
    save_file({"weight": torch.zeros(SMALL.dim + 1)}, str(tmp_path / "model.safetensors"))
    with pytest.raises(ValueError, match="expected \\(65536,\\)"):
        PlanRanker.from_pretrained(tmp_path)
    save_file({"weight": torch.zeros(SMALL.dim), "bias": torch.zeros(1)}, str(tmp_path / "model.safetensors"))
    with pytest.raises(ValueError, match="expected one tensor, weight"):
        PlanRanker.from_pretrained(tmp_path)
    (tmp_path / "config.json").write_text(json.dumps({"dim": 1 << 16, "features_version": 99}))
    with pytest.raises(ValueError, match="retrain"):
        PlanRanker.from_pretrained(tmp_path)
    (tmp_path / "config.json").write_text("{not json")
    with pytest.raises(ValueError, match="not a plan ranker checkpoint"):
        PlanRanker.from_pretrained(tmp_path)


def test_fill_where_no_reader_has_a_plan(trained):
    text = "A ferry carried 64 cars; 19 drove off at the first stop. How many cars are still on it?"
    assert fillable(text)
    filled = second_opinion(text, [], trained.with_config(fill_at=0.5))
    assert [name for name, _ in filled] == ["plan_ranker"] and filled[0][1].value == 45
    assert second_opinion(text, [], trained.with_config(fill_at=1.0)) == []  # never that sure
    assert trained.config.fill_at is None  # the trained ranker itself is left as it is


def test_confirms_the_value_of_its_best_tree_only(trained):
    text = "A ferry carried 64 cars; 19 drove off at the first stop. How many cars are still on it?"
    sure = trained.with_config(confirm_at=0.5)
    assert confirms(text, 45, sure) and confirms(text, 45.0, sure)
    assert not confirms(text, 83, sure) and not confirms(text, None, sure)  # the sum, or no value, is not its reading
    assert not confirms(text, 45, trained.with_config(confirm_at=None))
    assert not confirms(text, 45, trained.with_config(confirm_at=1.0))  # never that sure
    assert not confirms("What is 64 minus 19 in binary?", 45, trained.with_config(confirm_at=0.0))


@pytest.mark.parametrize("text", ["What is 100 divided by 8, rounded?", "What's 3 plus 4 in binary?",
                                  "What is 64 x 19 in roman numerals?",
                                  # no amount asked, a clock time, code: the shipped ranker's trees were 0.95 sure of
                                  # the first three of past sessions' conversations (README, session 40)
                                  "Is 7:45 pm a good time for dinner?", "explain what x = a[2:5] does in python",
                                  "I'm in room 512 \u2014 is that usually on the 5th floor in hotels?",
                                  "The bus leaves at 6:15 and I have 12 stops. How many minutes is that?"])
def test_no_fill_where_the_words_name_or_write_the_operation_or_ask_no_amount(trained, text):
    # the readers decline these on purpose (a rounding, a base, a sign written): an operation named or written is the
    # words' own, and the ranker's best tree of the numbers is no reading of them, however sure it is
    assert ranker_input(text, SMALL) is not None
    assert second_opinion(text, [], trained.with_config(fill_at=0.0)) == []


def test_veto_of_a_plan_the_ranker_puts_low(trained):
    text = "Ben picked 23 pears and then 9 more pears. How many pears did he pick in all?"
    item = ranker_input(text, SMALL)
    wrong = Plan(("sub", (("x", 0), ("x", 1))), item.numbers, "step", "")  # 23 - 9
    vetoed = second_opinion(text, [("one_step", wrong)], trained.with_config(veto_below=0.05))
    assert [name for name, _ in vetoed] == ["one_step", "plan_ranker"] and vetoed[1][1].value == 32
    right = Plan(("add", (("x", 0), ("x", 1))), item.numbers, "step", "")
    assert second_opinion(text, [("one_step", right)], trained) == [("one_step", right)]
    # a plan of a number a word implies, or of an expression written, is never vetoed
    implied = replace(wrong, implied=frozenset({1}))
    assert second_opinion(text, [("one_step", implied)], trained.with_config(veto_below=1.0)) \
        == [("one_step", implied)]


def test_answers_match_the_stored_rounding():
    assert answers_match(10.0 / 3.0, 3.333333333)
    assert answers_match(26.35 * 33, 869.55)
    assert not answers_match(869.0, 869.55)
    assert same_value(0.1 + 0.2, 0.3) and not same_value(0.3, 0.31)


# ------------------------------------------------------------------ the shipped ranker, with the readers
def test_shipped_ranker_loads_and_is_asked_by_the_readers():
    ranker = shipped()
    assert ranker is not None and ranker.config == RankerConfig(**json.loads((SHIPPED / "config.json").read_text()))
    text = "Zoe had 12 shells and found 7 more. How many shells does she have now?"
    assert first_plan(text)[1].value == 19 and first_plan(text, ranker=False)[1].value == 19
    assert all(name != "plan_ranker" for name, _ in plans(text))


# written for this test (in no file the ranker was trained on): common shapes of one and two steps
_STORIES = [("Tom had 45 stamps and gave 12 to his sister. How many stamps does he have left?", 33),
            ("A vineyard picked 320 kg of grapes on Monday and 275 kg on Tuesday. How many kg did it pick in all?", 595),
            ("Each crate holds 24 bottles. How many bottles are in 15 crates?", 360),
            ("A tailor cut 96 m of cloth into pieces of 8 m. How many pieces did he get?", 12),
            ("Mia bought 3 notebooks at 2.50 dollars each and paid with a 10 dollar bill. How much change did she get?", 2.5),
            ("The dog shelter had 58 dogs. 17 were adopted and 9 new dogs arrived. How many dogs are there now?", 50),
            ("A print shop prints 250 flyers an hour for 6 hours, and 40 of them are spoiled. How many good flyers are "
             "there?", 1460),
            ("The beekeeper kept 14 hives, and each hive gave 9 kg of honey this summer. How much honey did she get?", 126)]


def test_shipped_ranker_reads_most_stories_and_is_unsure_where_it_is_wrong():
    ranker = shipped()
    reads = [(ranking(text, ranker=ranker), answer) for text, answer in _STORIES]
    right = [same_value(r.best.value, answer) for r, answer in reads]
    assert sum(right) >= 6
    # a tree it is 0.99 sure of (the fill's measured setting; off by default) is a right one, and the ones it gets
    # wrong it is unsure of
    assert all(ok for (r, _), ok in zip(reads, right) if r.best_prob >= 0.99)
    assert all(r.best_prob < 0.99 for (r, _), ok in zip(reads, right) if not ok)


def test_no_number_without_a_question_or_for_prose():
    for text in ["In 1492 Columbus sailed with 3 ships and 90 men.", "Python 3.12 vs 3.11: which is faster?",
                 "Count down from 10 to 1."]:
        assert first_plan(text) is None


def test_shipped_ranker_was_never_trained_on_the_sets_it_is_measured_on():
    recipe = json.loads((SHIPPED / "data.json").read_text())
    trained_on = {f.rsplit("/", 1)[-1] for f in recipe["train"]}
    assert trained_on and all(f.startswith("eval_sets/heldout/") for f in recipe["train"])
    # the shared development conversations, and the sets this ranker is measured on (the reporting sets of sessions 42,
    # 43, 44, 45 and 46; the sets of sessions 39-41 measured the rankers of those sessions and are in this one's training, README
    # session 42)
    for name in ("conversation_dev.json", "conversations_fresh42.json", "wp_fresh39_multiarith_float.json",
                 "wp_fresh39_addsub.json", "wp_fresh39_singleeq.json", "wp_fresh39_svamp.json",
                 "conversations_fresh43.json", "conversations_fresh43b.json", "wp_fresh40_multiarith_float.json",
                 "wp_fresh40_addsub.json", "wp_fresh40_singleeq.json", "wp_fresh40_svamp.json",
                 "conversations_fresh44.json", "wp_fresh44_multiarith_float.json", "wp_fresh44_addsub.json",
                 "wp_fresh44_singleeq.json", "wp_fresh44_svamp.json", "conversations_fresh45.json",
                 "wp_fresh45_multiarith_float.json", "wp_fresh45_addsub.json", "wp_fresh45_singleeq.json",
                 "wp_fresh45_svamp.json", "conversations_fresh46.json", "wp_fresh46_multiarith_float.json",
                 "wp_fresh46_addsub.json", "wp_fresh46_singleeq.json", "wp_fresh46_svamp.json"):
        assert name not in trained_on
        # and the recipe keeps them out when it is run again with them in the tree
        assert name == "conversation_dev.json" or any(x in name for x in SHIPPED_EXCLUDE)
    assert not any("math401" in f for f in trained_on)


# written for this test: the one-step reader reads each first form wrong ("left a tip" as what is left, "still had 3
# full cartons" times the 12 to a carton); the ranker puts that reading below veto_below, and no number is written
@pytest.mark.parametrize("text, wrong", [
    ("Ravi paid $8.40 for a sandwich and left a $1.60 tip. How much did he spend?", 6.8),
    ("A farmer packed 96 eggs, 12 to a carton. He still had 3 full cartons from last week. How many full cartons does "
     "he have now?", 36),
])
def test_the_veto_keeps_a_wrong_reading_from_being_written(text, wrong):
    read = first_plan(text, ranker=False)
    assert read is not None and same_value(read[1].value, wrong)  # the reader alone
    assert first_plan(text) is None and [n for n, _ in plans(text)][-1] == "plan_ranker"


def test_the_veto_keeps_a_right_reading():
    text = "Nora paid 15 dollars for a taxi ride and left a 3 dollar tip. How much did she spend in all?"
    assert first_plan(text)[1].value == 18 and [n for n, _ in plans(text)] == ["one_step"]


def test_an_unsure_ranker_does_not_veto_one_step_of_two_numbers():
    # written for this test: the readers read 95 / 38; the shipped ranker's best tree is 38 * 95, below veto_two_sure,
    # and the reader's value below veto_below: a veto under the old rule, none now (README, session 51)
    text = "My scooter goes 38 km per litre and I rode 95 km this week. How many litres did it use?"
    read = ranking(text, 2.5)
    assert read is not None and read.value_prob < shipped().config.veto_below
    assert read.best_prob < shipped().config.veto_two_sure
    assert same_value(first_plan(text)[1].value, 2.5)
    assert first_plan(text, ranker=shipped().with_config(veto_two_sure=None)) is None  # the old rule vetoes it


def test_a_till_told_at_opening_and_closing_is_not_contested():
    # written for this test: the ranker puts the difference below veto_below (it prefers the sum of the two states);
    # the reader of a till at opening and closing checks the change's direction against the question itself
    text = ("The surf shop opened at 9:15 with a float of $200 in the till. At closing the till held $587.35. How much "
            "money came in during the day?")
    read = ranking(text, 387.35)
    assert read is not None and read.value_prob < shipped().config.veto_below
    assert [n for n, _ in plans(text)][0] == "amount_between" and same_value(first_plan(text)[1].value, 387.35)


def test_a_vetoed_reading_writes_no_number_in_a_reply(backbone):
    from occam.model import OccamLLM

    model = OccamLLM.from_pretrained(None, backbone=backbone)
    msgs = [{"role": "user", "content": _VETOED}]
    vetoed = [s for s in model.stream(msgs, max_new_tokens=8) if s.source == "occamnet"]
    assert not any(same_value(s.occam.value, 6.8) for s in vetoed if s.occam.value is not None)
    off = replace(model.networks[0].config.abstention, plan_ranker=False)  # the checkpoint's settings, no ranker
    alone = list(model.stream(msgs, max_new_tokens=8, abstention=off))
    assert alone[0].source == "occamnet" and same_value(alone[0].occam.value, 6.8)  # the reader's wrong number


_VETOED = "Ravi paid $8.40 for a sandwich and left a $1.60 tip. How much did he spend?"


def test_the_generation_asks_the_confirmation_of_one_arithmetic_operation_only(trained, monkeypatch):
    import occam.generation as generation

    text = "A ferry carried 64 cars; 19 drove off at the first stop. How many cars are still on it?"
    monkeypatch.setattr(generation, "shipped_ranker", lambda: trained.with_config(confirm_at=0.5))
    assert generation.Generation._ranker_confirms(["sub"], 45.0, text)
    assert not generation.Generation._ranker_confirms(["sqrt"], 45.0, text)  # no tree of the ranker's is a root
    assert not generation.Generation._ranker_confirms(["sub", "add"], 45.0, text)  # nor two operations
    monkeypatch.setattr(generation, "shipped_ranker", lambda: None)
    assert not generation.Generation._ranker_confirms(["sub"], 45.0, text)


# ------------------------------------------------------------------ the shipped fill (0.99, the readers' refusals kept)
@pytest.mark.parametrize("text, answer", [
    # written for this test: two steps no reader reads, the ranker's best tree at 0.999 or more
    ("A theatre has 150 seats, but 30 are broken. Tickets are $9 each. How much would it take in if every working seat "
     "were sold?", 1080),
    ("A box of 240 gloves is split evenly among 6 wards. The children's ward has already used 17 of its gloves. How "
     "many does the children's ward have left?", 23),
])
def test_the_shipped_ranker_fills_where_no_reader_reads(text, answer):
    assert shipped().config.fill_at == 0.99
    assert first_plan(text, ranker=False) is None
    name, plan = first_plan(text)
    assert name == "plan_ranker" and same_value(plan.value, answer)


# the trap probes of tests/test_reader_probes.py, tests/test_one_step.py, tests/test_session34_readers.py and
# tests/test_session41_readers.py on which the shipped ranker's fill at 0.99 wrote a wrong number before the readers'
# refusals (occam.refusals; README, sessions 41 and 42)
@pytest.mark.parametrize("text, wrong", [
    ("A library had 93 DVDs. Tom borrowed 5 of them. How many DVDs does Tom have?", 88),
    ("A farmer picked 120 apples. He gave 30 to his neighbour and packed the rest into bags of 10. How many apples did "
     "he pack?", 9),
    ("Mina saves $12 each week. She already spent $45. How many weeks will it take her to reach $177?", 11),
    ("There were 125 people at the concert. 47 left during the break. How many people left?", 78),
    ("A class has 30 students. 12 of them wear glasses. How many more students do not wear glasses than wear glasses?",
     18),
    ("We need 32 chairs for the party and it costs 3.75 to rent each one per day. How much will the chairs cost us?",
     120),
    ("Between them, Ana and Bea have 94 stickers. Ana has 57. How many more stickers does Ana have than Bea?", 37),
    ("A lamp usually costs $25, but today it is $4.75 off. How much would 4 lamps cost at the normal price?", 81),
    # and the three on which session 42's retrained ranker wrote one at 0.996-0.998 before its two refusals and the
    # check of unlike things (occam.refusals; README, session 42)
    ("Jasper saves $14 a week and already has $38. How many weeks will it take him to save $154 more?", 116 / 14),
    ("A farmer has 4 pens with the same number of sheep in each, and 11 goats. He has 71 sheep in all. How many sheep "
     "are in each pen?", 15),
    ("Sam buys 8 notebooks at $2.50 each, and for each notebook he also buys a pen at $0.80. How much does he spend?",
     20.8),
])
def test_the_shipped_fill_keeps_out_of_the_readers_refusals(text, wrong):
    filled = second_opinion(text, [], shipped().with_config(fill_at=0.0))
    assert filled == [] or not same_value(filled[0][1].value, wrong)
    found = first_plan(text)
    assert found is None or found[0] != "plan_ranker"
