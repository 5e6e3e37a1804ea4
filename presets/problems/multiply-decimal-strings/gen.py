"""Two decimal strings of about n digits each (no leading zeros, or "0"). Small tests also use
runs of 9s and 0s and the value 0 itself; large tests use random digits."""


def _number(n, rng):
    n = max(n, 1)
    kind = rng.random()
    if n <= 20 and kind < 0.1:
        return "0"
    if n <= 20 and kind < 0.3:
        return "9" * n
    if n <= 20 and kind < 0.45:
        return "1" + "0" * (n - 1)
    return str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def generate(n, rng):
    m = n if n > 20 else rng.randint(1, max(1, n))
    return [_number(n, rng), _number(m, rng)]


def valid(args):
    """The statement's preconditions: 1..1000 digits, no leading zero except "0"."""
    ok = lambda s: type(s) is str and 1 <= len(s) <= 1000 and s.isdigit() and s.isascii() and (s == "0" or s[0] != "0")
    a, b = args
    return ok(a) and ok(b)
