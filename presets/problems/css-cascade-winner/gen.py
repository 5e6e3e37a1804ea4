"""n selectors built from a few tags, classes, ids, attributes, pseudo-classes, pseudo-elements
and :not(), joined by the four combinators. Pools are small, so equal specificities (ties) are
common; now and then a selector stacks a dozen classes to out-count a single id in base ten."""

TAGS = ["div", "li", "a", "p", "ul", "*"]
SIMPLE = [".x", ".y", ".btn", "#main", "#nav", "[href]", "[type=text]", ":hover", ":first-child", "::before", ":after"]
COMBINATORS = [" ", " > ", "+", " ~ "]


def compound(rng, allow_not=True):
    out = rng.choice(TAGS) if rng.random() < 0.6 else ""
    for _ in range(rng.randint(0 if out else 1, 2)):
        out += rng.choice(SIMPLE)
    if allow_not and rng.random() < 0.15:
        out += ":not(" + compound(rng, False) + ")"
    return out


def selector(rng):
    if rng.random() < 0.08:
        return "".join(rng.choice([".a", ".b", ".c"]) for _ in range(rng.randint(10, 12)))
    parts = [compound(rng) for _ in range(rng.randint(1, 3))]
    out = parts[0]
    for p in parts[1:]:
        out += rng.choice(COMBINATORS) + p
    return out


def generate(n, rng):
    return [[selector(rng) for _ in range(max(1, n))]]


def valid(args):
    (sels,) = args
    return type(sels) is list and 1 <= len(sels) <= 1000 and all(
        type(s) is str and 1 <= len(s) <= 200 and s.strip() != "" and s.isascii() for s in sels
    )
