DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _midpoint(a, b):
    """Takes the floor of the two first digits whenever they differ at all: for neighbouring
    digits that is the lower bound's own digit, so the key can equal the lower bound."""
    if b is not None:
        n = 0
        while n < len(b) and (a[n] if n < len(a) else "0") == b[n]:
            n += 1
        if n > 0:
            return b[:n] + _midpoint(a[n:], b[n:])
    da = DIGITS.index(a[0]) if a else 0
    db = DIGITS.index(b[0]) if b is not None else len(DIGITS)
    return DIGITS[(da + db) // 2]


def key_between(a, b):
    return _midpoint(a, b if b else None)
