"""Small sizes draw from 4 letters so repeats (and the `abba` trap) are frequent. Large sizes are long
runs that cycle through all 95 printable characters with occasional random repeats, so the best
window is long and every start can extend far: the worst case for restart-from-each-start."""

PRINTABLE = "".join(chr(c) for c in range(32, 127))


def generate(n, rng):
    if n <= 100:
        return ["".join(rng.choice("abcd") for _ in range(n))]
    out = []
    while len(out) < n:
        order = list(PRINTABLE)
        rng.shuffle(order)
        out.extend(order[: rng.randint(60, 95)])
    return ["".join(out[:n])]


def valid(args):
    """The statement's preconditions: 0..3·10^5 printable ASCII characters (space to `~`)."""
    (s,) = args
    return type(s) is str and len(s) <= 3 * 10**5 and all(" " <= c <= "~" for c in s)
