"""Two sides tied by one relation, one side or their sum told (occam.relations). Problems written here; answers
from the relation solved by hand."""
import pytest

from occam.plan_readers import first_plan
from occam.relations import relation


@pytest.mark.parametrize("text, answer", [
    # a side named by a name's possessive and a noun: "Liam's father"
    ("Liam's father is 3 times as old as Liam. Liam is 12. How old is his father?", 12 * 3),
    # a verb of making or winning relates two counts: "made 4 times as many ... as"
    ("Rui made 3 times as many baskets as Ola. Ola made 9 baskets. How many baskets did they make together?", 9 + 9 * 3),
    ("Pia sold 6 more raffle tickets than Lou. Lou sold 14 raffle tickets. How many raffle tickets did Pia sell?", 14 + 6),
    ("Nora's mother is 4 times as old as Nora. Together their ages add up to 60. How old is Nora?", 60 / 5),
    ("Kevin is 4 years older than twice his sister's age. Kevin is 22. How old is his sister?", (22 - 4) / 2),
    ("Ana is 4 years older than twice her brother's age. Her brother is 9. How old is Ana?", 2 * 9 + 4),
    ("Farid's score was 4 points less than double Jun's score. Farid scored 86. What did Jun score?", (86 + 4) / 2),
    ("Jada has 3 more than twice as many stamps as Eli. Jada has 47 stamps. How many stamps does Eli have?",
     (47 - 3) / 2),
    ("Mina is 3 years older than four times her brother's age. If Mina is 31, how old is her brother?", (31 - 3) / 4),
    ("Daniel's age is 6 less than half of his father's age. His father is 48. How old is Daniel?", 48 / 2 - 6),
    ("Tom has twice as many baseball cards as Ben. Together they have 87 cards. How many cards does Ben have?", 87 / 3),
    ("Sam has 4 times as many coins as Pat. Together they have 85 coins. How many coins does Pat have?", 85 / 5),
    ("Felipe is half as old as his sister, and the sum of their ages is 36. How old is Felipe?", 36 / 3),
    ("A phone costs $30 more than a pair of headphones, and together they cost $250. What is the price of the phone?",
     (250 + 30) / 2),
    ("Steve has 5 more cousins than Mia. Together they have 27 cousins. How many cousins does Steve have?",
     (27 + 5) / 2),
    ("Tom has 3 fewer cards than Ben. Together they have 27 cards. How many cards does Ben have?", (27 + 3) / 2),
    # one side told, their sum or how many more one has asked
    ("Ellen has 12 dollars more than Mike. Mike has 35 dollars. How much money do they have together?", 35 + 47),
    ("Mario has 3 times as many toy cars as Luis. Mario has 36 cars. How many more cars does Mario have than Luis?",
     36 - 12),
    ("Mario has 3 times as many toy cars as Luis. Luis has 12 cars. How many fewer cars does Luis have than Mario?",
     36 - 12),
    ("Jo has half as many pens as Al. Al has 18 pens. How many pens do they have together?", 18 + 9),
    ("Felix has twice as many comic books as Ana, and between them they own 93 comic books. How many comic books "
     "does Ana have?", 93 / 3),
    # the side counted k times: S * k / (k + 1); "add up to" tells the sum
    ("Tom has twice as many cards as Ben. Together they have 87 cards. How many cards does Tom have?", 87 * 2 / 3),
    ("Renata is 3 times as old as her son. Together their ages add up to 52. How old is Renata?", 52 * 3 / 4),
    ("Dario is 7 years younger than his sister. Their ages add up to 39. How old is Dario?", (39 - 7) / 2),
])
def test_the_side_asked(text, answer):
    p = relation(text)
    assert p is not None and p.value == pytest.approx(answer)
    found = first_plan(text)
    assert found is not None and found[1].value == pytest.approx(answer)
    for i in p.implied:  # a word's number stands at its word
        n = p.numbers[i]
        assert text[n.start:n.end] == n.text


@pytest.mark.parametrize("text", [
    "Ana is 4 years older than twice her brother's age. Her brother is 9. How old was Ana 3 years ago?",
    "Ana is 4 years older than twice her brother's age. Her sister is 9. How old is Ana?",  # another side told
    "Tom has 3 more cards than Ben. Together they have 28 cards. How many cards does Tom have?",  # no whole split
    "Jose is twice as old as his sister. In 5 years the sum of their ages will be 36. How old is his sister?",
    "Jose is twice as old as his sister was. The sum of their ages is 36. How old is his sister?",  # another time
    "Tom has 3 more cards than Ben. Ben has 12 cards. How many more cards does Tom have than Ben?",
    "Sam is 3 times as old as Pat. Sam is 30. How old will Pat be in 4 years?",
    "Ellen has 12 dollars more than Mike. Mike has 35 dollars. How much more money does Ellen have than Mike?",  # told
    "Mario has 3 times as many toy cars as Luis. Mario has 36 cars. How many more cars does Luis have than Mario?",
])
def test_no_plan_where_the_relation_does_not_settle_the_side(text):
    assert relation(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Kai is 9 years younger than his cousin, and their ages add up to 41. How old is the cousin?", 25),
    ("Kai is 9 years younger than his cousin, and their ages add up to 41. How old is Kai?", 16),
])
def test_a_sum_told_in_the_relation_s_own_sentence(text, answer):
    found = relation(text)
    assert found is not None and found.value == answer


@pytest.mark.parametrize("text, answer", [
    ("Uncle Ray is 5 times as old as his nephew. The difference between their ages is 48 years. How old is the "
     "nephew?", 48 / 4),
    ("Uncle Ray is 5 times as old as his nephew. The difference between their ages is 48 years. How old is Uncle "
     "Ray?", 48 * 5 / 4),
    ("Mina has 3 times as many shells as Ben. They differ by 30 shells. How many shells does Ben have?", 30 / 2),
])
def test_a_side_from_the_sides_difference_and_a_factor(text, answer):
    """D / (k - 1) for the side counted once, the 1 at the word that tells the difference."""
    p = relation(text)
    assert p is not None and p.value == pytest.approx(answer)
    one = next(p.numbers[i] for i in p.implied if p.numbers[i].value == 1)
    assert text[one.start:one.end].lower().startswith("differ")


@pytest.mark.parametrize("text, answer", [
    ("Theo has 5 times as many cards as his brother. Together they have 84 cards. How many cards does Theo's brother "
     "have?", 84 / 6),
    ("Theo has 5 times as many cards as his brother. Together they have 84 cards. How many cards does Theo have?",
     84 * 5 / 6),
])
def test_a_name_s_possessive_in_the_question_asks_the_side_it_owns(text, answer):
    found = relation(text)
    assert found is not None and found.value == pytest.approx(answer)
