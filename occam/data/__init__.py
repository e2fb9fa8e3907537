"""Training data and test sets, built on the inference core (nothing in the core imports this).

* :mod:`occam.data.templates`: the literal tables (ranges, phrasings, word problems, switch pairs).
* :mod:`occam.data.builders`: records (:class:`Example`, :class:`Fire`), numbers as written,
  samplers, scripts, the held-out split and the shapes of examples both kinds of data share.
* :mod:`occam.data.arithmetic`: single operations for the paper's one-layer OccamNet, word
  problems, switch conversations, the §4.1 test sets.
* :mod:`occam.data.conversation`: what the single-operation data lacked in conversation (word
  problems that take the later number first, people's requests in later turns, numbers that name
  things), trained beside it (tables in :mod:`occam.data.conversation_templates`).
* :mod:`occam.data.typed`: the same questions typed as people type them (capitals, lower case, a
  preamble, a suffix), beside those two (``--data arithmetic+conversation+typed``; measured, not shipped).
* :mod:`occam.data.expressions`: expressions of 1-3 operations for the two-layer OccamNet.
* :mod:`occam.data.word_problems`: word problems of 1-3 operations for the two-layer OccamNet
  (story frames in :mod:`occam.data.word_templates`).
"""
from .arithmetic import TASKS, arithmetic_query, decoder_examples, switch_examples, test_set, word_problem_test_set
from .builders import Example, Fire

__all__ = ["Example", "Fire", "TASKS", "arithmetic_query", "decoder_examples", "switch_examples", "test_set",
           "word_problem_test_set"]
