"""n distinct words. Small tests draw short words over "ab" (compounds of them appear by chance and
on purpose); larger tests draw base words of 3..7 letters over "abcd" and build about a third of the
list as concatenations of 2..4 of them (some with a stray letter, so they fail), and also add the
chain a, aa, …, a^k plus a^(k+1)e, on which a search without memoisation is exponential."""


def generate(n, rng):
    n = max(1, n)
    if n <= 10:
        words = set()
        while len(words) < n:
            if words and rng.random() < 0.4:
                pool = sorted(words)
                w = "".join(rng.choice(pool) for _ in range(rng.randint(2, 3)))[:30]
            else:
                w = "".join(rng.choice("ab") for _ in range(rng.randint(1, 3)))
            words.add(w)
        out = sorted(words)
        rng.shuffle(out)
        return [out]
    k = 24
    words = {"a" * i for i in range(1, k + 1)}
    words.add("a" * (k + 1) + "e")  # no listed word holds an "e"
    bases = []
    while len(words) < n * 2 // 3:
        w = "".join(rng.choice("bcd" if rng.random() < 0.5 else "abcd") for _ in range(rng.randint(3, 7)))
        if w not in words:
            words.add(w)
            bases.append(w)
    while len(words) < n:
        w = "".join(rng.choice(bases) for _ in range(rng.randint(2, 4)))
        if rng.random() < 0.3:
            w += rng.choice("abcd")
        words.add(w[:30])
    out = sorted(words)
    rng.shuffle(out)
    return [out]


def valid(args):
    """The statement's preconditions."""
    (words,) = args
    return (type(words) is list and 1 <= len(words) <= 10**4 and len(set(words)) == len(words)
            and sum(len(w) for w in words if type(w) is str) <= 10**5
            and all(type(w) is str and 1 <= len(w) <= 30 and all("a" <= c <= "z" for c in w) for w in words))
