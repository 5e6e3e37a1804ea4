"""n versions with small parts (0-3, so equal and neighbouring versions are common, plus an
occasional 10) and a spec of 1-3 sets of 1-2 comparators using every operator, `~` and `^`
(zero majors and minors included)."""

OPS = ["", "=", ">", ">=", "<", "<=", "~", "^", "^", "^0."]


def part(rng):
    return rng.choice([0, 0, 1, 1, 2, 3, 10])


def version(rng):
    return "%d.%d.%d" % (part(rng), part(rng), part(rng))


def comparator(rng):
    op = rng.choice(OPS)
    if op == "^0.":  # caret on a zero major: the minor or the patch is the fixed part
        return "^0.%d.%d" % (rng.choice([0, 0, 1, 2]), part(rng))
    return op + version(rng)


def generate(n, rng):
    versions = [version(rng) for _ in range(max(1, n))]
    sets = [" ".join(comparator(rng) for _ in range(rng.choice([1, 1, 2]))) for _ in range(rng.randint(1, 3))]
    return [versions, " || ".join(sets)]


def is_version(text):
    parts = text.split(".")
    return len(parts) == 3 and all(p.isdigit() and int(p) <= 10**9 for p in parts)


def valid(args):
    """The statement's preconditions: 1..10^4 well-formed versions; a well-formed spec of at most
    1000 characters."""
    versions, spec = args
    if type(versions) is not list or not 1 <= len(versions) <= 10**4:
        return False
    if not all(type(v) is str and is_version(v) for v in versions):
        return False
    if type(spec) is not str or not spec or len(spec) > 1000:
        return False
    for s in spec.split(" || "):
        for comp in s.split(" "):
            body = comp.lstrip("<>=~^")
            if comp[: len(comp) - len(body)] not in OPS[:8] or not is_version(body):
                return False
    return True
