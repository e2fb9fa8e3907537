"""What is kept of an income over several periods (occam.net_rates). Stories written here; answers by Python."""
import pytest

from occam.net_rates import net_rate
from occam.plan_readers import first_plan


@pytest.mark.parametrize("text, answer", [
    ("Lucas earns 1,850 a month and spends 1,240 of it. How much will he have saved after 6 months?", (1850 - 1240) * 6),
    ("Ines gets $15 a week and spends $9.50 each week. How much does she save in 8 weeks?", (15 - 9.5) * 8),
])
def test_the_income_less_the_spending_times_the_periods(text, answer):
    p = net_rate(text)
    assert p is not None and p.value == pytest.approx(answer, rel=1e-12)
    assert first_plan(text)[1].value == pytest.approx(answer, rel=1e-12)


@pytest.mark.parametrize("text", [
    "Ines gets $15 a week and spends $9.50 each month. How much does she save in 8 weeks?",  # two periods
    "Lucas earns 1,850 a month and spends 1,240 of it. How much does he spend in 6 months?",  # the spending asked
    "Lucas earns 1,850 a month and spends 2,240 of it. How much will he have saved after 6 months?",  # nothing kept
    "Lucas earns 1,850 a month and spends 1,240. How much will he have saved after 6 months?",  # spent when?
])
def test_anything_else_is_not_read(text):
    assert net_rate(text) is None
