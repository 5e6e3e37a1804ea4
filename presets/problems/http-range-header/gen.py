"""A Range header and a size. Specs are drawn around the size (first/last at, below and past the
end), suffixes including -0 and longer than the file, open ends, reversed pairs, junk (+, letters,
spaces inside, lone -), other units and unit case, several specs with spaces after commas."""


def _num(rng, size):
    return str(max(0, rng.choice([0, 1, size - 1, size, size + 1, rng.randint(0, size + 3)])))


def _spec(rng, size):
    r = rng.random()
    if r < 0.3:
        a, b = _num(rng, size), _num(rng, size)
        if rng.random() < 0.7 and int(a) > int(b):
            a, b = b, a
        return f"{a}-{b}"
    if r < 0.45:
        return f"{_num(rng, size)}-"
    if r < 0.65:
        return f"-{_num(rng, size)}"
    if r < 0.75:
        return rng.choice(["-", "+1-2", "1-+2", "a-3", "1 -2", "", "1-2-3", "0x1-2", "1_0-20"])
    return f"{_num(rng, size)}-{_num(rng, size)}"


def generate(n, rng):
    size = rng.choice([0, 1, 5, 10, 100, rng.randint(0, 50)])
    k = max(1, min(n, 6))
    unit = rng.choice(["bytes"] * 6 + ["Bytes", "BYTES", "items", " bytes"])
    sep = rng.choice([",", ", ", " ,"])
    specs = sep.join(_spec(rng, size) for _ in range(k))
    return [f"{unit}={specs}", size]


def valid(args):
    return True
