"""m distinct marks on a stick. Small tests: sticks of length m+1..3m (crowded marks, where greedy
choices go wrong); large tests: m = 150 marks on a stick of up to 10^6, clustered in a few places
so the best order is far from the middle-first one."""


def generate(n, rng):
    m = max(1, n)
    if m <= 8:
        length = rng.randint(m + 1, 3 * m + 2)
        return [length, rng.sample(range(1, length), m)]
    length = rng.randint(10 * m, 10**6)
    marks = set()
    centres = [rng.randint(1, length - 1) for _ in range(rng.randint(1, 4))]
    while len(marks) < m:
        if rng.random() < 0.7:
            x = rng.choice(centres) + rng.randint(-length // 50, length // 50)
        else:
            x = rng.randint(1, length - 1)
        if 0 < x < length:
            marks.add(x)
    cuts = list(marks)
    rng.shuffle(cuts)
    return [length, cuts]


def valid(args):
    """The statement's preconditions."""
    length, cuts = args
    if type(length) is not int or not 2 <= length <= 10**6 or type(cuts) is not list:
        return False
    if not 1 <= len(cuts) <= min(length - 1, 150):
        return False
    return all(type(c) is int and 0 < c < length for c in cuts) and len(set(cuts)) == len(cuts)
