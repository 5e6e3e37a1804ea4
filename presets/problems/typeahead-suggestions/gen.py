"""About n distinct products and a word. Small tests: names of 1..4 letters over a, b, c, and a
word of 1..5 letters that usually starts like a product. Large tests: n names of 1..30 letters
drawn from a small branching vocabulary (so prefixes share long blocks), and a word of about
n/10 letters whose first part follows a product and then runs on, so scanning every product for
every prefix costs about n^2/10."""


def generate(n, rng):
    n = max(n, 1)
    names = set()
    if n <= 12:
        while len(names) < n:
            names.add("".join(rng.choice("abc") for _ in range(rng.randint(1, 4))))
        names = list(names)
        base = rng.choice(names)
        word = (base + "".join(rng.choice("abc") for _ in range(2)))[: rng.randint(1, 5)]
        return [names, word]
    stems = ["".join(rng.choice("abcdef") for _ in range(rng.randint(1, 6))) for _ in range(30)]
    while len(names) < n:
        w = ""
        while len(w) < rng.randint(1, 30):
            w += rng.choice(stems)
        names.add(w[:30])
    names = list(names)
    rng.shuffle(names)
    base = rng.choice(names)
    k = rng.randint(1, len(base))
    length = max(1, min(2000, n // 10))
    word = base[:k] + "".join(rng.choice("abcdef") for _ in range(max(0, length - k)))
    return [names, word[:2000]]


def valid(args):
    """The statement's preconditions."""
    products, word = args
    low = lambda s: type(s) is str and all("a" <= c <= "z" for c in s)
    if type(products) is not list or not 1 <= len(products) <= 2 * 10**4 or len(set(products)) != len(products):
        return False
    return all(low(p) and 1 <= len(p) <= 30 for p in products) and low(word) and 1 <= len(word) <= 2000
