"""A digit string of length n and a target. Small tests use digits 0..3 (zeros, leading zeros) or
0..9 with the target taken from the value of a random expression over the digits half of the time
(so there is usually at least one answer); large tests use 10 digits."""


def _random_expression_value(digits, rng):
    expr = digits[0]
    for ch in digits[1:]:
        op = rng.choice(["", "+", "-", "*"])
        if op == "" and expr[-1] == "0" and (len(expr) == 1 or not expr[-2].isdigit()):
            op = "+"
        expr += op + ch
    return eval(expr)


def generate(n, rng):
    n = max(1, min(n, 10))
    alpha = rng.choice(["0123", "0123456789", "123456789"])
    digits = "".join(rng.choice(alpha) for _ in range(n))
    if rng.random() < 0.6:
        target = _random_expression_value(digits, rng)
    else:
        target = rng.randint(-20, 50)
    target = max(-2**31, min(2**31 - 1, target))
    return [digits, target]


def valid(args):
    """The statement's preconditions: 1..10 digits, a 32-bit target."""
    digits, target = args
    return (type(digits) is str and 1 <= len(digits) <= 10 and digits.isdigit() and type(target) is int
            and -2**31 <= target <= 2**31 - 1)
