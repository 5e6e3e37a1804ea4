"""Small sizes draw from 4 letters so repeats (and the `abba` trap) are frequent. Large sizes repeat one
order of all 95 printable characters, reshuffled now and then, so nearly every start extends over
all 95 characters before a repeat: the worst case for restart-from-each-start."""

PRINTABLE = "".join(chr(c) for c in range(32, 127))


def generate(n, rng):
    if n <= 100:
        return ["".join(rng.choice("abcd") for _ in range(n))]
    out = []
    order = list(PRINTABLE)
    while len(out) < n:
        if rng.random() < 0.02:
            rng.shuffle(order)
        out.extend(order)
    return ["".join(out[:n])]


def valid(args):
    """The statement's preconditions: 0..3·10^5 printable ASCII characters (space to `~`)."""
    (s,) = args
    return type(s) is str and len(s) <= 3 * 10**5 and all(" " <= c <= "~" for c in s)
