"""n distinct words. Small tests: words of length 0..3 over a, b (the empty word, palindromes and
reversals are common). Large tests: words of length 1..20 over a, b, c, a fifth of them derived
from others (reversed, reversed prefix, or a palindromic tail added), so that many pairs exist
without the list being all palindromes."""


def generate(n, rng):
    n = max(n, 1)
    words = set()
    if n <= 16:
        pool = [""] + [a for a in "ab"] + [a + b for a in "ab" for b in "ab"] + [
            a + b + c for a in "ab" for b in "ab" for c in "abc"
        ]
        return [rng.sample(pool, min(n, len(pool)))]
    base = []
    while len(words) < n:
        r = rng.random()
        if base and r < 0.2:
            w = rng.choice(base)
            k = rng.randint(0, len(w))
            v = rng.choice([w[::-1], w[:k][::-1], w[k:][::-1], w + w[::-1][: rng.randint(0, 3)]])
            v = v[:20]
        else:
            v = "".join(rng.choice("abc") for _ in range(rng.randint(1, 20)))
        if v not in words:
            words.add(v)
            base.append(v)
    out = list(words)
    rng.shuffle(out)
    return [out]


def valid(args):
    """The statement's preconditions: 1..5000 distinct words of 0..20 lowercase letters."""
    (words,) = args
    if type(words) is not list or not 1 <= len(words) <= 5000:
        return False
    if not all(type(w) is str and len(w) <= 20 and all("a" <= c <= "z" for c in w) for w in words):
        return False
    return len(set(words)) == len(words)
