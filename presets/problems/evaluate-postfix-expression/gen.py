"""Random valid postfix expressions of about n tokens over small operands (0, ±1 and negatives are
common, so truncating division meets every sign pair and exact and inexact quotients); an operator
that would divide by zero or leave the 32-bit range is replaced by one that does not."""

LO, HI = -(2**31), 2**31 - 1


def apply(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def build(k, rng):
    """(tokens, value) of a random expression with k operands."""
    if k == 1:
        v = rng.choice([0, 1, -1, 2, -2, 3, -3, rng.randint(-50, 50)])
        return [str(v)], v
    left = rng.randint(1, k - 1)
    lt, a = build(left, rng)
    rt, b = build(k - left, rng)
    op = rng.choice("+-*//")
    if op == "/" and b == 0:
        op = rng.choice("+-*")
    if not LO <= apply(op, a, b) <= HI:
        # one of a + b and a - b stays in range whenever a and b do
        op = "+" if LO <= a + b <= HI else "-"
    return lt + rt + [op], apply(op, a, b)


def generate(n, rng):
    return [build(max(1, (n + 1) // 2), rng)[0]]


def valid(args):
    """The statement's preconditions: 1..10^4 tokens forming one valid expression, no division
    by zero, every intermediate result a signed 32-bit integer."""
    (tokens,) = args
    if type(tokens) is not list or not 1 <= len(tokens) <= 10**4:
        return False
    stack = []
    for tok in tokens:
        if tok in ("+", "-", "*", "/"):
            if len(stack) < 2 or (tok == "/" and stack[-1] == 0):
                return False
            b, a = stack.pop(), stack.pop()
            stack.append(apply(tok, a, b))
        else:
            try:
                stack.append(int(tok))
            except (TypeError, ValueError):
                return False
        if not LO <= stack[-1] <= HI:
            return False
    return len(stack) == 1
