"""Cookie headers of about n pieces built from the cases the statement names: names from a tiny
alphabet (so repeats are common), values with inner `=`, quotes at one or both ends, a lone quote,
spaces and tabs around names and values, pieces without `=`, empty names and empty pieces."""

NAMES = ["a", "b", "A", "ab", "id"]
VALUES = ["", "1", "x y", "b=c", "==", '"', '""', '"q"', '"v', 'v"', '"a b"', '"=x"']
PADS = ["", "", " ", "\t", "  "]


def piece(rng):
    roll = rng.random()
    if roll < 0.1:
        return rng.choice(PADS)  # an empty piece (`;;`, a trailing `;`)
    if roll < 0.2:
        return rng.choice(PADS) + rng.choice(NAMES) + rng.choice(PADS)  # no `=`
    name = "" if roll < 0.28 else rng.choice(NAMES)
    return (rng.choice(PADS) + name + rng.choice(PADS) + "="
            + rng.choice(PADS) + rng.choice(VALUES) + rng.choice(PADS))


def generate(n, rng):
    return [";".join(piece(rng) for _ in range(n))]


def valid(args):
    """The statement's preconditions: at most 10^4 printable ASCII characters or tabs."""
    (header,) = args
    return type(header) is str and len(header) <= 10**4 and all(c == "\t" or " " <= c <= "~" for c in header)
