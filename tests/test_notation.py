"""occam.notation: numbers that are part of a notation (times, dates, versions, codes, identifiers, ordinals,
ages) or a year that dates a story, and the arithmetic that is none."""
import pytest


def _spans(text):
    from occam.numbers import find_numbers

    return {n.text: (n.start, n.end) for n in find_numbers(text)}


@pytest.mark.parametrize("text, number", [
    ("Set an alarm for 6:15 am", "6"), ("Set an alarm for 6:15 am", "15"),  # the real failure: 6 - 15 = -9
    ("Is 10:30 am too late?", "10"), ("Is 10:30 am too late?", "30"), ("The train leaves at 18:45.", "18"),
    ("The train leaves at 18:45.", "45"), ("at 6:15:30 sharp", "30"), ("Meet me at 7 pm", "7"), ("wake at 6am", "6"),
    ("dinner at 8 p.m. with 4 friends", "8"), ("It is 5 o'clock", "5"),
    ("due on 2024-03-05", "2024"), ("due on 2024-03-05", "03"), ("due on 2024-03-05", "05"),
    ("born 5/12/2023", "5"), ("born 5/12/2023", "12"), ("born 5/12/2023", "2023"), ("on 12/25/24 we", "24"),
    ("Datum: 12.03.2024", "12.03"), ("Datum: 12.03.2024", "2024"), ("on 2024/3/5.", "3"),
    ("Upgrade to Python 3.11.4 now", "3.11"), ("Upgrade to Python 3.11.4 now", "4"), ("ping 10.0.0.1", "0.1"),
    ("release v1.2 is out", "1.2"), ("the v2 API", "2"), ("V3 of the model", "3"),
    ("Version 3.11 \u2014 what changed from 3.10?", "3.11"), ("Python 3.10 vs 3.11?", "3.10"), ("iOS 17.2 is out", "17.2"),
    ("What's the difference between HTTP/1.1 and HTTP/2?", "1.1"), ("HTTP/1.1 or HTTP/2", "2"),
    ("they won 3:1", "3"), ("they won 3:1", "1"), ("a ratio of 10:2", "10"), ("John 3:16", "16"),
    ("What does error code 0x80070005 mean on Windows?", "80070005"), ("colour 0xFF00AA", "0"),
    ("call 555-123-4567", "555"), ("On 2024-03-05, what is 3 + 4?", "2024"),
    ("MY ORDER NUMBER IS 48213-77. HOW CAN I TRACK IT?", "77"), ("ID: 20931 plus 3", "20931"),
    ("my zip code is 94103", "94103"), ("Is room 12 free?", "12"), ("account no. 5531 - what is it?", "5531"),
    # an order, a day or an age where the question asks none: the textbook's distractors
    ("On the 5th floor, 24 workers share 6 printers. How many workers per printer?", "5"),
    ("On 3 May the shop had 120 shirts and sold 45. How many are left?", "3"), ("due May 3rd, 2024", "3"),
    ("Lily, who is 9 years old, has 34 shells and finds 15 more. How many now?", "9"),
    ("A 12-year-old has 5 cats. How many legs?", "12"), ("Amir's grandmother, aged 78, baked 64 cookies. How many?", "78"),
    ("Maria, age 35, drives 144 km on 12 litres. How many km per litre?", "35"),
    # an age told bare of a person, a number that names a bus, a house, a floor or a grade
    ("Jake is 12. He ran 5.5 km on Monday and 6.25 km on Tuesday. How far in total?", "12"),
    ("Amir's grandmother, who is 78, baked 64 cookies. How many?", "78"),
    ("Kira turned 10 last week. She has 65 beads and uses 28. How many are left?", "10"),
    ("I'm 34 and trying to hit a savings goal of 10,000 dollars. I've got 6,480 saved. How much more?", "34"),
    ("I am 12 and I have 30 stickers. My friend gave me 5. How many do I have now?", "12"),
    ("call me back at 555-0142 when you get a chance", "555"), ("call me back at 555-0142 when you get a chance", "0142"),
    ("my PIN is 0427, don't tell anyone", "0427"),  # session 22: a leading zero writes a code
    ("we've done 275 km and just stopped at exit 42 for coffee", "42"), ("Drove 312 miles in my 2015 Civic", "2015"),
    ("wats 12 x 15 4 me", "4"), ("r u able 2 tell me wat 144 / 12 is", "2"),  # text-speak for "for" and "to"
    ("Bus number 14 had 36 passengers and 9 more got on. How many now?", "14"),
    ("Ana's house number is 27. She grew 150 carrots.", "27"), ("He lives on floor 7 and pays 92.40.", "7"),
    ("Dev is in grade 5. He has 96 cards.", "5"),
    # a score after a word of winning, losing or a result
    ("Our team won 4-1 last night!!", "4"), ("Our team won 4-1 last night!!", "1"),
    ("the game ended 3\u20132 in extra time", "2"), ("Final score 21-14. Who won?", "21"),
    # "one" as the unit of a rate it states
    ("If one notebook costs $3.25, how much do 8 notebooks cost?", "one"),
    ("One crate holds 24 bottles. How many bottles in 6 crates?", "One"),
    ("One bag of rice weighs 2.4 kg. How much do 15 bags weigh?", "One"),
    # "the two years" of a question about the two numbers told: their count
    ("He got 245 stamps last year and 178 this year. How many stamps has he got across the two years?", "two")])
def test_a_number_inside_a_notation_is_no_quantity(text, number):
    from occam.notation import in_notation

    start, end = _spans(text)[number]
    assert in_notation(text, start, end), (text, number)


@pytest.mark.parametrize("text", [
    "What is 10-20?", "7 - 3 =", "12/4", "2.5 * 4", "3.14159 * 2", "1,234.5 + 6", "-5 + 3", "What is 5 - -3?",
    "100/5/2 =", "What is 50-20-10?", "1.5-2.5-0.5", "12.5/2.5", "3/4/5", "2024 - 1999", "3-1", "6 + 15 = ",
    "2v2 with 3 players", "I have 5 amps and 3 volts", "Step 2: add 5 and 3", "5.", "3.5. 2 more",
    "What is 23 + 7? 30: correct", "$39.95 + 4.05", "-8439850 + 2839564 =", "22+(-13)-(-30) =",
    "What is the number 12 times 3?", "There are 12 rooms; add 5", "What is 48213 - 77?",
    "What is 12 to the 3rd power?", "What is 5 to the 7th?", "Tom is 9 years old. How old will he be in 5 years?",
    "Ann is 7 years old and Bo is 4 years older. What is Bo's age?", "I have 3 dogs and 4 cats. How many pets?",
    "The first 4 months cost 20 each. What is the total?", "may I ask: 5 + 3?",
    "Our flight is 2,150 km and the drive 340 km. How far is that?", "The room is 5.5 m by 4 m. What is its area?",
    "The price is 12. How much for 3?", "Sam is 5 km away and walks 2 km. How far now?", "It is 28 degrees.",
    "Jake is 12. How old will he be in 5 years?", "The bus carries 40 people. How many in 3 buses?",
    "We won by 12-3 = ?", "Score: what is 12-5?", "my score was 45 - 12", "they won 2-1.5",
    "What is one plus 7?", "Tom has one apple and gets 5 more. How many?", "What is 3x4?", "What is 0 x 5?",
    "The two boxes each hold 5 apples. How many apples?", "To Rome. The flight is 189.99 and the hotel is 410.", "How many legs do the two spiders have if each has 8?",
    "What is 555 - 142?", "what is 0.5 + 10", "what's 2-0.75", "what is 2 + 4", "I need 2 apples and 4 pears",
    "what is 4 x 4 for me", "divide 12 by 4 me"])
def test_arithmetic_is_no_notation(text):
    from occam.notation import in_notation

    for number, (start, end) in _spans(text).items():
        assert not in_notation(text, start, end), (text, number)


def test_notation_looks_at_the_numbers_own_span_only():
    from occam.notation import in_notation
    from occam.numbers import find_numbers

    text = "The meeting at 10:30 has 12 people and 3 rooms: 12 / 3 ="
    spans = [(n.text, in_notation(text, n.start, n.end)) for n in find_numbers(text)]
    assert spans == [("10", True), ("30", True), ("12", False), ("3", False), ("12", False), ("3", False)]
    assert not in_notation("", 0, 0) and in_notation("6:15", 0, 1) and in_notation("6:15", 2, 4)



@pytest.mark.parametrize("text, number, year", [
    ("In 2021 a library lent 1,320 books in June and 1,575 in July.", "2021", True),
    ("since 1999, we", "1999", True), ("By 2030 the town will have 5000 people", "2030", True),
    ("in the year 2024.", "2024", True), ("born in 1990 and it is 2024 now", "1990", True),
    ("I walked 2000 steps in 2000 seconds", "2000", False), ("by 1850 metres", "1850", False),
    ("What happened in 1492?", "1492", False), ("Add 1999 and 2024", "1999", False),
    ("By 2030 the town will have 5000 people", "5000", False), ("in 20215 ways", "20215", False),
])
def test_is_year(text, number, year):
    from occam.notation import is_year

    start, end = _spans(text)[number]
    assert is_year(text, start, end) is year


def test_the_last_words_of_a_number_that_starts_with_a_are_no_number_of_their_own():
    # "a hundred and twelve" is 112, which find_numbers does not read ("a hundred" alone is no number): its
    # "twelve" must not be computed on as 12
    from occam.notation import in_notation

    text = "Add a hundred and twelve to 3,095."
    at = text.index("twelve")
    assert in_notation(text, at, at + 6)
    assert not in_notation(text, text.index("3,095"), text.index("3,095") + 5)
    plain = "Add one hundred and twelve to 3,095."  # read as 112 by find_numbers: a quantity
    assert not in_notation(plain, plain.index("one"), plain.index("twelve") + 6)


@pytest.mark.parametrize("text, word, reference", [
    ("She read 40 pages on Monday and 25 on Tuesday. How many pages did she read over the two days?", "two", True),
    ("He scored 3, 5 and 4 goals. How many goals in the three games?", "three", True),
    ("Each of the two boys has 5 apples. How many apples do the two boys have?", "two", False),  # a count of boys
    ("It rained for two days.", "two", False),  # no reference back: the story's own count
])
def test_a_number_word_that_refers_back_to_the_story_s_occasions_is_no_quantity(text, word, reference):
    from occam.notation import is_reference, quantities

    start = text.index(word)
    assert is_reference(text, start, start + len(word)) is reference
    assert (word in [n.text for n in quantities(text)]) is not reference


@pytest.mark.parametrize("text, number", [
    ("What's the difference between HTTP 403 and 404?", "403"),
    ("What's the difference between HTTP 403 and 404?", "404"),  # the next identifier of a list
    ("Error code 502 or 503, which is worse?", "503"),
])
def test_status_codes_and_their_lists_are_identifiers(text, number):
    from occam.notation import in_notation

    start = text.index(number)
    assert in_notation(text, start, start + len(number))


def test_the_two_things_told_one_by_one_are_a_reference():
    from occam.notation import is_reference
    text = "A bag of oranges weighs 2.35 kg. A bag of potatoes weighs twice as much. What do the two bags weigh?"
    at = text.index("two")
    assert is_reference(text, at, at + 3)
    another = "One box of nails weighs 1.5 kg and another weighs 0.75 kg. What do the two boxes weigh together?"
    at = another.index("two")
    assert is_reference(another, at, at + 3)  # "and another weighs": one more of the thing, its name left out
    other = "Tom has 3 boxes. What is in the two boxes?"  # not told one by one: a number of its own
    at = other.index("two")
    assert not is_reference(other, at, at + 3)


@pytest.mark.parametrize("text, word, article", [
    ("There are 24 classrooms in the school and each one has 28 desks.", "one", True),
    ("There are 28 tomato plants in one raised bed and 19 in the other.", "one", True),
    ("A farmer picked 1,450 apples from one orchard and 2,375 from another.", "one", True),
    ("One batch of my cookie recipe makes 36 cookies.", "One", True),
    ("One floor tile covers 0.36 square metres.", "One", True),
    ("A box has 12 eggs. One egg broke.", "One", False),  # a count of what broke
    ("She gave one of the 12 eggs away.", "one", False),
    ("I only need one.", "one", False),
    ("How much heavier is a 34.2 kg suitcase than a 23 kg one?", "one", True),  # a thing named before
    # a single thing with its own price or weight: the price is the amount, the one multiplies nothing
    ("He bought 12 pencils for $0.35 each and one eraser for $1.10.", "one", True),
    ("4 bags of potatoes at 2.6 kg each and one bag of onions weighing 1.35 kg", "one", True),
    ("She bought one eraser and 3 pens.", "one", False),
])
def test_one_as_an_article_counts_nothing(text, word, article):
    from occam.notation import is_article, quantities

    start = text.index(word)
    assert is_article(text, start, start + len(word)) is article
    assert any(n.start == start for n in quantities(text)) is not article


@pytest.mark.parametrize("text, article", [
    ("Hey there!! random one: 9,999 + 1", True), ("Nice one. Another: subtract 77 from 1,002.", True),
    ("Quick one for you: 5 + 3", True), ("I have one dog and 3 cats.", False),
])
def test_one_in_chat_names_a_question_not_a_count(text, article):
    from occam.notation import is_article

    at = text.find("one")
    assert is_article(text, at, at + 3) is article


@pytest.mark.parametrize("text, code, quantities", [
    ("rev2 of 4 + 4", "2", ["4", "4"]), ("My password is abc123 plus 45.", "123", ["45"]),
    ("COVID19 cases rose by 45", "19", ["45"]), ("The meeting is from 9-11 tomorrow.", "9", []),
])
def test_letters_written_onto_a_number_or_a_range_of_times_make_a_notation(text, code, quantities):
    from occam.notation import in_notation
    from occam.numbers import find_numbers

    numbers = find_numbers(text)
    assert all(in_notation(text, n.start, n.end) for n in numbers if n.text == code)
    assert [n.text for n in numbers if not in_notation(text, n.start, n.end)] == quantities


@pytest.mark.parametrize("text", ["Tomatoes cost R18.50 per kilogram.", "What is 3x4?", "log2 8 =", "I ran 5km and 3km"])
def test_a_currency_letter_a_times_sign_or_a_log_base_is_no_code(text):
    from occam.notation import in_notation
    from occam.numbers import find_numbers

    assert not any(in_notation(text, n.start, n.end) for n in find_numbers(text))


@pytest.mark.parametrize("text, values", [
    ("Just need one number: 10,000 divided by 16. Thanks a ton!!", [10000, 16]),
    ("In one word: what is 6 times 7?", [6, 7]),
    ("I have one number: 5. Add 3 to it.", [1, 5, 3]),  # a count of numbers that are told
])
def test_one_for_the_form_of_the_reply_is_no_quantity(text, values):
    from occam.notation import quantities

    assert [n.value for n in quantities(text)] == values


def test_one_more_is_another_question():
    from occam.notation import quantities

    assert [n.value for n in quantities("Thanks for your help earlier! One more: 2,048 divided by 64.")] == [2048, 64]
    assert [n.value for n in quantities("I want one more apple and 3 pears")] == [1, 3]


@pytest.mark.parametrize("text, values", [
    ("The perimeter of a square garden is 72 meters. How long is one side?", [72]),
    ("What was the price of one box of markers?", []),
    ("How long is one lap if 5 laps are 2 km?", [5, 2]),
    ("If 9 identical notebooks cost $31.50, what does one cost?", [9, 31.5]),  # "one" alone before its verb
    ("5 bags of rice weigh 12.5 kg. How much does one weigh?", [5, 12.5]),
    ("I want one cake and 3 pies. What does it cost?", [1, 3]),
])
def test_one_of_a_thing_asked_by_its_measure_is_no_count(text, values):
    from occam.notation import quantities

    assert [n.value for n in quantities(text)] == values


@pytest.mark.parametrize("text, values", [
    ("A plumber charges $45 for a visit plus $30 per hour of work. One repair bill came to $165. How many hours?", [45, 30, 165]),
    ("A library had 412 books on one wall of shelves. The librarian added 138 more. How many books are on that wall now?",
     [412, 138]),
    ("She planted one row of beans and 3 rows of peas. How many rows?", [1, 3]),
])
def test_one_named_again_or_a_bill_that_came_to_is_no_count(text, values):
    from occam.notation import quantities

    assert [n.value for n in quantities(text)] == values


@pytest.mark.parametrize("text, word, counts", [
    ("Kevin scored 12, 18 and 15 points in three games. How many points?", "three", True),
    ("She ran 4, 6, 5 and 7 km over four days. How far?", "four", True),
    ("Kevin scored 12, 18 and 15 points in two games. How many points?", "two", False),  # not the list's count
    ("Kevin scored 12 points in three games. How many points?", "three", False),  # no list
    # session 48: a number word naming a part by its place ("leg one"), or counting the prices listed after it
    ("leg one was 148 miles and leg two 203 miles", "one", True),
    ("On day three we walked 12 km", "three", True),
    ("my two kids' school trips cost £12.50 and £18.25. total?", "two", True),
    ("we bought three tickets at £4 each", "three", False),  # a count of what is priced each
    ("Two friends earned $40 and $50 and shared it equally. How much each?", "Two", False),  # the sharers
])
def test_a_number_word_that_counts_the_list_before_it_is_a_reference(text, word, counts):
    from occam.notation import is_reference

    at = text.index(word)
    assert is_reference(text, at, at + len(word)) == counts


@pytest.mark.parametrize("text, labels", [
    ("Homework problem 4(b): Evaluate 3.6 × 2.5. Give your answer as a decimal.", [True, False, False]),
    ("Q3) Find 12 times 4.", [True, False, False]),
    ("Exercise 7. Compute 6 * 8", [True, False, False]),
    ("I have 3 questions. What is 4 + 4?", [False, False, False]),  # a count of questions, no label
])
def test_an_exercise_label_is_no_quantity(text, labels):
    from occam.notation import in_notation
    from occam.numbers import find_numbers

    assert [in_notation(text, n.start, n.end) for n in find_numbers(text)] == labels


@pytest.mark.parametrize("text, labels", [
    # session 21: a day, a round or a game named by its number
    ("Jamal ran 5 km on day 1 and 7.5 km on day 2. How far did he run altogether?", [False, True, False, True]),
    ("She scored 12 points in round 3.", [False, True]),
    ("He trained for 3 days and rested for 2 days.", [False, False]),  # counts of days, no label
])
def test_a_day_or_round_named_by_its_number_is_a_label(text, labels):
    from occam.notation import in_notation
    from occam.numbers import find_numbers

    assert [in_notation(text, n.start, n.end) for n in find_numbers(text)] == labels


@pytest.mark.parametrize("text, values", [
    ("Grandma is 72 and baked 96 cookies for her 4 grandchildren.", [96, 4]),  # an age, then what she did
    ("Ana is 12 and has 30 stickers. How many stickers?", [30]),
    ("The price is 12 and the tax is 3. What is the total?", [12, 3]),  # no person: no age
])
def test_an_age_told_before_and_what_one_did_is_no_quantity(text, values):
    from occam.notation import quantities

    assert [n.value for n in quantities(text)] == values


def test_a_month_and_a_day_after_a_word_of_time_are_a_date():
    # post hoc (conversations_fresh25): "we got him on 7/4" was the network's 7 / 4 = 1.75 in a reply about a name
    from occam.notation import in_notation
    text = "need a name for our kitten, we adopted her on 3/15 so something springy"
    at = text.find("3/15")
    assert in_notation(text, at, at + 1) and in_notation(text, at + 2, at + 4)
    for quotient in ("what is 12/4?", "divide by 3/4 please", "12/4 ="):
        n = quotient.find("/") - 1
        while n > 0 and quotient[n - 1].isdigit():
            n -= 1
        assert not in_notation(quotient, n, quotient.find("/"))


@pytest.mark.parametrize("text, values", [
    # an hour told by the part of the day is no quantity; the same number as a count is one
    ("At 7 in the morning the pool was 24.5 degrees. By 3 in the afternoon it had warmed by 2.5 degrees.", [24.5, 2.5]),
    ("The shop stayed open until 9 at night and sold 40 pies.", [40]),
    ("She bought 7 in the morning and 5 in the afternoon.", [7, 5]),  # no "at"/"by": counts
    ("By 14 in the afternoon?", [14]),  # no hour of a twelve-hour day
])
def test_an_hour_of_the_day_is_no_quantity(text, values):
    from occam.notation import quantities

    assert [n.value for n in quantities(text)] == values


@pytest.mark.parametrize("text, values", [
    # post hoc (conversations_fresh26): "3-1 to arsenal at halftime" was the network's 3 - 1 in a reply about goals
    ("it was 2-1 to chelsea at halftime, who got the goals", []),
    ("they lost 4-0 in the final", []),
    ("a 3-3 draw, what a game", []),
    ("what is 9-4", [9, 4]),  # a subtraction written
    ("what is 12-5 to the power of 2", [12, 5, 2]),
])
def test_a_score_is_no_subtraction(text, values):
    from occam.notation import quantities

    assert [n.value for n in quantities(text)] == values


def test_the_two_of_them_refers_to_the_two_named_before():
    from occam.notation import is_reference
    text = "Jenna sold 34 muffins and Theo sold 26. How many dollars did the two of them raise?"
    i = text.index("two")
    assert is_reference(text, i, i + 3)
    # shared between them, the count is a divisor; three named, "the two of them" is no reference to all
    shared = "Jenna and Theo picked 34 apples. They shared them equally. How many did each of the two of them get?"
    assert not is_reference(shared, shared.index("two"), shared.index("two") + 3)
    three = "Jenna, Theo and Mia sold 34 muffins. How many dollars did the two of them raise?"
    assert not is_reference(three, three.index("two"), three.index("two") + 3)


@pytest.mark.parametrize("text, number", [
    ("what's the difference between usb 2.0 and 3.0", "2.0"), ("what's the difference between usb 2.0 and 3.0", "3.0"),
    ("is Bluetooth 5.3 better than 5.0?", "5.3"), ("python 3.11 vs 3.12", "3.12"),
])
def test_a_standard_s_release_and_the_next_of_a_pair_are_notation(text, number):
    from occam.notation import in_notation
    i = text.index(number)
    assert in_notation(text, i, i + len(number))


def test_two_measures_of_a_pair_are_no_release():
    from occam.notation import in_notation
    text = "I have 2.0 kg of rice and 3.0 kg of beans"
    assert not any(in_notation(text, text.index(x), text.index(x) + 3) for x in ("2.0", "3.0"))


@pytest.mark.parametrize("text, notation", [
    ("the wifi code is 8831-2290, can you remember that for me?", True),  # a code, no difference
    ("the code is 4417", True),
    ("rate my day 7/10 tbh. how was yours", True),  # a rating on a scale, no quotient
    ("I would give it 4.5/5 honestly", True),
    ("what is 7/10?", False),
    ("I scored 8 out of 10 on my quiz, what percent is that?", False),  # a score asked of
])
def test_codes_and_ratings(text, notation):
    from occam.notation import in_notation
    from occam.numbers import find_numbers

    assert all(in_notation(text, n.start, n.end) is notation for n in find_numbers(text))


@pytest.mark.parametrize("text, expected", [
    ("one more, 918 / 27", [True, False, False]),  # the next question, no number of it
    ("ok one more question: 12 * 4", [True, False, False]),
    ("I ate one more, 3 left", [False, False]),
])
def test_one_more_question_is_no_number(text, expected):
    from occam.notation import in_notation
    from occam.numbers import find_numbers

    assert [in_notation(text, n.start, n.end) for n in find_numbers(text)] == expected


def test_no_age_a_life_cannot_reach():
    """"Paycheck was 2,400": an amount, no age (it was set apart as one, and 1,150 - 380 read as what was left)."""
    from occam.notation import quantities
    from occam.plan_readers import first_plan

    text = "paycheck was 2,400, rent takes 1,150 and groceries about 380. what's left?"
    assert [n.text for n in quantities(text.capitalize())] == ["2,400", "1,150", "380"]
    found = first_plan(text)
    assert found is None or found[1].value == 2400 - 1150 - 380
