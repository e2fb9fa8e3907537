"""A percentage of a number and what percentage one number is of another (occam.percents). Questions written
here for the tests; expected values with Python's arithmetic."""
import pytest

from occam.percents import percent
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, expected, word", [
    ("What is 84 percent of 230.77?", 84 * 230.77 / 100, "percent"),
    ("What's 12.5% of 640?", 12.5 * 640 / 100, "%"),
    ("calculate 7 per cent of 300", 7 * 300 / 100, "per cent"),
    ("How much is 35 percent of 460?", 35 * 460 / 100, "percent"),
    ("18 is what percent of 72?", 18 / 72 * 100, "percent"),
    ("What percentage of 250 is 40?", 40 / 250 * 100, "percentage"),
    # the part a percentage of a price is: a tip, a tax (not the total)
    ("What's an 18% tip on a $64 bill?", 18 * 64 / 100, "%"),
    ("hey what's 18 percent tip on a $64 bill", 18 * 64 / 100, "percent"),
    # a number raised or lowered by a percentage of itself; what the percentage is for is no operand
    ("Increase 80 by 15%.", 80 + 80 * 15 / 100, "%"),
    ("What is 250 decreased by 20 percent?", 250 - 250 * 20 / 100, "percent"),
    ("What is 15% of 240 for a tip?", 15 * 240 / 100, "%"),
])
def test_a_percentage_reads_the_100_its_sign_or_word_stands_for(text, expected, word):
    p = percent(text)
    assert p is not None and p.value == pytest.approx(expected)
    assert [p.numbers[i].text for i in p.implied] == [word]
    assert all(text[n.start:n.end] == n.text for n in p.numbers)
    assert first_plan(text) == ("percent", p)


@pytest.mark.parametrize("text", [
    "What is 20% off 50?",  # a discount: two steps of the percentage
    "Gina took a test with 40 questions and got 85 percent of them right. How many did she get right?",
    "My phone battery is at 45% and 3 apps are open. Is that bad?",
    "What is 15% of 80 plus 4?",  # a third number
    "",
])
def test_anything_but_the_two_forms_gets_no_percentage_plan(text):
    assert percent(text) is None


@pytest.mark.parametrize("text, answer", [
    ("A $60 jacket is on sale for 15% off. What's the discounted price?", 60 - 9),
    ("A pair of boots costs $120 and they're 35% off. What's the sale price?", 120 * 0.65),
    ("Our bill is $45 and we want to leave an 18% tip. What's the total we pay?", 45 * 1.18),
    ("Our bill is $45 and we want to leave an 18% tip. How much is the tip?", 45 * 0.18),
    ("A $60 jacket is 15% off. How much do I save?", 9),
])
def test_a_price_less_a_percentage_off_or_with_one_added(text, answer):
    from occam.percents import percent_change

    p = percent_change(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[1].value == pytest.approx(answer)
    hundred = p.numbers[next(iter(p.implied))]
    assert hundred.value == 100 and text[hundred.start:hundred.end] == hundred.text


@pytest.mark.parametrize("text", [
    "A $60 jacket went up 15%. What is the new price?",  # neither off nor a tip
    "A shop sold 60 jackets at 15% off. What is the total?",  # no price
    "A $60 jacket is 15% off and has a 5% tax. What's the total?",  # three numbers
    "A $60 jacket is 15% off. Is that a good deal?",
])
def test_no_percentage_change_plan_otherwise(text):
    from occam.percents import percent_change

    assert percent_change(text) is None


@pytest.mark.parametrize("text, answer", [
    ("Rent went from $80 to $92 a week. What's the percentage increase?", (92 - 80) / 80 * 100),  # session 22
    ("The price dropped from 250 to 200. What is the percent decrease?", (250 - 200) / 250 * 100),
    ("Sales went from 400 to 500. By what percent did sales increase?", 25),
    ("my weight dropped from 90 kg to 81 kg, what's the percent decrease?", 10),
])
def test_a_change_from_one_number_to_another_as_a_percentage(text, answer):
    from occam.percents import percent_rise

    p = percent_rise(text)
    assert p is not None and p.value == pytest.approx(answer) and 2 in p.implied  # the 100 is the word "percent"
    assert first_plan(text)[1].value == pytest.approx(answer)


@pytest.mark.parametrize("text", [
    "The price went from 80 to 92. What is the percent decrease?",  # it rose
    "Rent went from $80 to $92. How much more is it?",  # no percentage asked
    "It went from 80 to 92 and then to 100. What's the percentage increase?",  # a third number
    "The rate went from 5% to 7%. What's the percentage increase?",  # percentages of their own: points or percent?
])
def test_no_percentage_rise_otherwise(text):
    from occam.percents import percent_rise

    assert percent_rise(text) is None


@pytest.mark.parametrize("text, answer", [
    ("the stock went from 80 to 68, what's the percent change?", (68 - 80) / 80 * 100),  # a fall is negative
    ("what's the percentage change from 1,200 to 1,380", (1380 - 1200) / 1200 * 100),
])
def test_a_percent_change_is_signed(text, answer):
    from occam.percents import percent_rise

    p = percent_rise(text)
    assert p is not None and p.value == pytest.approx(answer)
    assert first_plan(text)[1].value == pytest.approx(answer)


def test_no_percent_change_without_a_change():
    from occam.percents import percent_rise

    assert percent_rise("it went from 80 to 80, what's the percent change?") is None
