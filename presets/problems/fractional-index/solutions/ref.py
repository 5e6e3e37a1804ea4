DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _midpoint(a, b):
    """A key strictly between a and b (b None = no upper bound), read as base-62 fractions."""
    if b is not None:
        # Skip the common prefix (a counts as padded with "0"s).
        n = 0
        while n < len(b) and (a[n] if n < len(a) else "0") == b[n]:
            n += 1
        if n > 0:
            return b[:n] + _midpoint(a[n:], b[n:])
    da = DIGITS.index(a[0]) if a else 0
    db = DIGITS.index(b[0]) if b is not None else len(DIGITS)
    if db - da > 1:
        return DIGITS[(da + db + 1) // 2]
    # The first digits are neighbours: b's first digit alone is between when b is longer;
    # otherwise keep a's first digit and go one place deeper with no upper bound.
    if b is not None and len(b) > 1:
        return b[:1]
    return DIGITS[da] + _midpoint(a[1:], None)


def key_between(a: str, b: str) -> str:
    return _midpoint(a, b if b else None)
