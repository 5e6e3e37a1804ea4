"""A CSV line of n fields written by a correct writer: fields drawn from pieces with commas, quotes,
spaces and empties; a field is quoted when it must be (comma or quote inside, or a leading quote)
and sometimes when it need not be."""

PIECES = ["a", "b", " ", ",", '"', "x y", "", "1", '""', "é"]


def generate(n, rng):
    n = max(1, n)
    out = []
    for _ in range(n):
        f = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 3)))
        must = "," in f or f.startswith('"')
        if must or rng.random() < 0.3:
            f = '"' + f.replace('"', '""') + '"'
        elif '"' in f:
            pass  # a quote inside an unquoted field is literal
        out.append(f)
    return [",".join(out)]


def valid(args):
    return True
