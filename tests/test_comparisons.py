"""Whether a comparison a question asks compares what its story tells (occam.comparisons). Stories written here."""
import pytest

from occam.comparisons import sides_told
from occam.questions import asked


@pytest.mark.parametrize("text", [
    "Ana picked 45 cherries and Leo picked 38 cherries. How many more cherries did Ana pick than Leo?",
    "Ethan had 64 marbles. He lost 18 marbles and then found 23 marbles. How many more marbles did he find than he lost?",
    "How much taller is a 185 cm man than his 162 cm son?",  # the story in the question
    "A library lent out 1,284 books last week and 967 this week. How many more books did it lend last week than this "
    "week?",
    "What is 12 plus 7?",  # no comparison
])
def test_both_sides_told(text):
    assert sides_told(text, asked(text))


@pytest.mark.parametrize("text", [
    "A club has 64 members. 29 of them are women. How many more men than women are there?",  # the men: 64 - 29
    "A bakery made 80 rolls. It sold 55 of them. How many more rolls were sold than were left?",  # what is left
    "A farm had 90 hens. 35 of them were sold. How many fewer hens were sold than remain?",
    # session 20: the side after "than" named nowhere ("How many more girls than boys ...", was 45 - 27, the boys)
    "The band has 52 players. 31 are boys. How many more boys than girls are in the band?",
])
def test_a_side_the_story_does_not_tell(text):
    assert not sides_told(text, asked(text))


def test_a_side_named_but_counted_by_no_number_is_not_told():
    text = ("A farmer has 85 animals, all of them cows and sheep. If 38 of them are cows, how many more sheep than "
            "cows does he have?")  # the sheep are a step: (85 - 38) - 38
    assert not sides_told(text, asked(text))
    text = "A farm has 40 sheep and 25 cows. How many more sheep than cows are there?"
    assert sides_told(text, asked(text))
