"""What a line of code or a spreadsheet formula computes, as a plan over the numbers it writes: "=SUM(318, 449)" ->
``318 + 449``, "echo $((144 / 6))" -> ``144 / 6``, "`let total = 640 - 275;` what's total?" -> ``640 - 275``,
"a = 3.2 / b = 1.5 / print(a * b)" -> ``3.2 * 1.5``.

People paste code and formulas to ask what they give. The expression is written, but inside a language's own
syntax: a function name of a spreadsheet, a shell's ``$(( ))``, names bound to numbers and used after. The decoders
were trained on expressions written plainly and are unsure of these; the snippet's own rules settle the calculation.
Nothing here runs the code: each form is parsed as text, the arithmetic read by
:func:`occam.abstention.written_tree`. A name bound twice, a loop, a call of anything but the printing of an
expression, or anything the forms below do not cover is no plan.
"""
from __future__ import annotations

import re

from .abstention import tree_leaves, written_tree
from .numbers import find_numbers
from .story_plans import Plan, relabel

# a spreadsheet's function of a list of numbers, the only thing in its formula: "=SUM(318, 449)", "=PRODUCT(17;23)"
_SHEET = re.compile(r"(?<![\w)])=\s*(?P<f>SUM|PRODUCT|POWER)\(\s*(?P<args>[^()]*?)\s*\)(?!\s*[-+*/^])", re.IGNORECASE)
_SHEET_OPS = {"sum": " + ", "product": " * ", "power": " ^ "}
# a shell's arithmetic: "echo $((144 / 6))", "$(( 7 * 8 ))"
_SHELL = re.compile(r"\$\(\((?P<e>[^()]*(?:\([^()]*\)[^()]*)*)\)\)")
# a name bound to an expression: "let total = 640 - 275;", "a = 3.2", "const x = 12 * 4"
_BIND = re.compile(r"(?:^|(?<=[;\n`{]))[ \t]*(?:(?:let|const|var|int|long|float|double|auto|my)\s+)?\$?"
                   r"(?P<name>[A-Za-z_]\w{0,20})[ \t]*(?::[ \t]*\w+[ \t]*)?=(?!=)[ \t]*(?P<e>[^;\n`=]+?)[ \t]*(?=;|\n|`|$)")
# what the snippet shows: "print(a * b)", "console.log(total)", "echo $x"
_SHOWN = re.compile(r"\b(?:print|println|console\.log|System\.out\.println|puts|echo)\s*\(?\s*(?P<e>[^()\n;`]*"
                    r"(?:\([^()\n]*\)[^()\n;`]*)*?)\s*\)?\s*;?\s*(?:`|\n|$)")
# a name asked after the code: "what's total?", "what is the value of x", "x = ?"
_ASKED_NAME = re.compile(r"\b(?:what(?:'s|\s+is|s)|value\s+of|what\s+does)\s+(?:the\s+value\s+of\s+)?`?(?P<name>[A-Za-z_]\w{0,20})`?"
                         r"(?:\s+(?:equal|hold|come\s+out|end\s+up)\w*)?\s*\??\s*$", re.IGNORECASE)
_CODE_WORDS = re.compile(r"\b(?:for|while|if|else|def|function|return|range|input|len|import|class|lambda|int|str"
                         r"|float|round|math|Math|abs|max|min)\b\s*[(:{]")


class _Reader:
    """The numbers of ``text`` by position, to turn a piece of the text into an expression over them."""

    def __init__(self, text: str):
        self.text = text
        self.numbers = find_numbers(text)

    def piece(self, start: int, end: int) -> tuple[str, list[int]]:
        """The text between ``start`` and ``end`` with each number written as a placeholder ``#k``, and the numbers'
        indices in order."""
        out, used, at = [], [], start
        for i, n in enumerate(self.numbers):
            if n.start >= start and n.end <= end:
                out.append(self.text[at:n.start])
                out.append(f"#{len(used)}")
                used.append(i)
                at = n.end
            elif n.start < end and n.end > start:
                raise ValueError("a number across the piece's edge")
        out.append(self.text[at:end])
        return "".join(out), used


def _tree(skeleton: str, used: list[int], reader: _Reader) -> tuple | None:
    """The arithmetic of ``skeleton`` (placeholders ``#k`` for the text's numbers ``used[k]``) as a tree over the
    text's numbers, by :func:`occam.abstention.written_tree` read on the numbers written back."""
    if re.search(r"[A-Za-z_]", re.sub(r"\b(?:sqrt|ln|log|exp|sin|cos)(?=\()", "", skeleton)):
        return None  # a name left unbound, a call of anything else
    parts, order = [], []
    for piece in re.split(r"(#\d+)", skeleton):
        if piece.startswith("#"):
            n = reader.numbers[used[int(piece[1:])]]
            parts.append(f"({n.text})" if n.value < 0 else n.text)
            order.append(used[int(piece[1:])])
        else:
            parts.append(piece)
    written = "".join(parts)
    if len(find_numbers(written)) != len(order):
        return None
    tree = written_tree(written)
    return None if tree is None else relabel(tree, order)


def _sheet(reader: _Reader) -> tuple | None:
    m = _SHEET.search(reader.text)
    if m is None:
        return None
    skeleton, used = reader.piece(m.start("args"), m.end("args"))
    args = [a.strip() for a in re.split(r"[,;]", skeleton)]
    if len(args) < 2 or not all(re.fullmatch(r"#\d+", a) for a in args) or (m["f"].lower() == "power" and len(args) != 2):
        return None
    return _tree(_SHEET_OPS[m["f"].lower()].join(args), used, reader)


# a formula of cells and what each cell holds: "=A1*B1 where A1 is 42 and B1 is 2.5"
_CELL_FORMULA = re.compile(r"(?<![\w)])=\s*(?P<e>(?:[A-Z]{1,2}\d{1,4}|[-+*/^()\s.\d])+?)(?=\s*(?:$|[^-+*/^()\w.\s]|\s[a-z]))")
_CELL_HOLDS = re.compile(r"\b(?P<cell>[A-Z]{1,2}\d{1,4})\s+(?:is|=|has|holds|contains)\s+(?P<n>-?\d[\d,]*(?:\.\d+)?)(?![\d.])"
                         r"|\b(?P<n2>-?\d[\d,]*(?:\.\d+)?)\s+in\s+(?P<cell2>[A-Z]{1,2}\d{1,4})\b")


def _cells(reader: _Reader) -> tuple | None:
    """A formula of cells, each cell's number told in words after or before it (the digits of a cell's name are no
    number of the plan)."""
    m = next((f for f in _CELL_FORMULA.finditer(reader.text) if re.search(r"[A-Z]{1,2}\d", f["e"])), None)
    if m is None:
        return None
    cells = {h["cell"] or h["cell2"]: (h.start("n") if h["cell"] else h.start("n2")) for h in _CELL_HOLDS.finditer(reader.text)}
    at = {n.start: i for i, n in enumerate(reader.numbers)}
    skeleton, used = [], []
    for token in re.finditer(r"[A-Z]{1,2}\d{1,4}|\d[\d,]*(?:\.\d+)?|.", m["e"], re.DOTALL):
        start = m.start("e") + token.start()
        if token[0][0].isalpha() and len(token[0]) > 1:
            if token[0] not in cells or cells[token[0]] not in at:
                return None  # a cell not told: no plan
            skeleton.append(f"(#{len(used)})")
            used.append(at[cells[token[0]]])
        elif token[0][0].isdigit():  # a number written in the formula itself: "=C3/4"
            if start not in at:
                return None
            skeleton.append(f"#{len(used)}")
            used.append(at[start])
        else:
            skeleton.append(token[0])
    return _tree("".join(skeleton), used, reader)


def _shell(reader: _Reader) -> tuple | None:
    m = _SHELL.search(reader.text)
    return None if m is None else _tree(*reader.piece(m.start("e"), m.end("e")), reader)


def _bound(reader: _Reader) -> tuple | None:
    """The value a snippet of bindings shows or is asked for: "a = 3.2 / b = 1.5 / print(a * b)"."""
    text = reader.text
    binds = list(_BIND.finditer(text))
    if not binds or _CODE_WORDS.search(text):
        return None
    names: dict[str, str] = {}
    used: list[int] = []
    for b in binds:
        if b["name"] in names or b["name"].lower() in ("print", "echo"):
            return None  # a name bound twice: the order of the steps would matter
        skeleton, nums = reader.piece(b.start("e"), b.end("e"))
        skeleton = re.sub(r"#(\d+)", lambda k: f"#{int(k[1]) + len(used)}", skeleton)
        names[b["name"]] = _substitute(skeleton, names)
        if names[b["name"]] is None:
            return None
        used += nums
    shown = _SHOWN.search(text, binds[-1].end())
    if shown is not None and shown["e"].strip():
        expr = shown["e"].strip()
        start = shown.start("e")
    else:
        asked = _ASKED_NAME.search(text, binds[-1].end())
        if asked is None or asked["name"] not in names:
            return None
        expr, start = asked["name"], asked.start("name")
    if re.search(r"\d", expr):
        skeleton, nums = reader.piece(start, start + len(expr))
        skeleton = re.sub(r"#(\d+)", lambda k: f"#{int(k[1]) + len(used)}", skeleton)
        used += nums
    else:
        skeleton = expr
    whole = _substitute(skeleton, names)
    return None if whole is None else _tree(whole, used, reader)


def _substitute(skeleton: str, names: dict[str, str | None]) -> str | None:
    """``skeleton`` with each bound name replaced by its own skeleton in parentheses; None for a name not bound."""
    out, at = [], 0
    for m in re.finditer(r"\$?\b[A-Za-z_]\w*\b", skeleton):
        if re.fullmatch(r"sqrt|ln|log|exp|sin|cos", m[0]) and skeleton[m.end():m.end() + 1] == "(":
            continue
        value = names.get(m[0].lstrip("$"))
        if value is None:
            return None
        out += [skeleton[at:m.start()], f"({value})"]
        at = m.end()
    return "".join(out + [skeleton[at:]])


def snippet(text: str) -> Plan | None:
    """The plan of what a snippet of code or a spreadsheet formula in ``text`` computes; None where there is none
    or it is more than arithmetic on its own numbers."""
    if len(text) > 600:
        return None
    reader = _Reader(text)
    if not reader.numbers:
        return None
    try:
        tree = _sheet(reader) or _cells(reader) or _shell(reader) or _bound(reader)
    except ValueError:
        return None
    if tree is None or tree[0] == "x" or len(leaves := tree_leaves(tree)) > _MOST_LEAVES:
        return None  # a long sum or chain: no network of a few operations writes it
    operands = set(leaves)  # the snippet's rules chose its operands: the other numbers (a cell's digits) apart
    return Plan(tree, tuple(reader.numbers), "step", "",
                apart=frozenset(i for i in range(len(reader.numbers)) if i not in operands))


_MOST_LEAVES = 6  # numbers a snippet's plan may read
