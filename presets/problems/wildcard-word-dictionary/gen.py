"""A workload of n operations. Small runs: words of 1..3 letters over a, b, c, searches with up to
2 dots (prefixes, longer patterns and misses included). Larger runs: the first half adds random
words of 4..12 letters, the second half mixes searches (stored words with 0..2 letters turned
into dots, the same with one letter changed, and random patterns) with a few more adds, so a
search that scans every stored word costs O(n)."""


def _pattern(word, rng, dots):
    w = list(word)
    for i in rng.sample(range(len(w)), min(dots, len(w))):
        w[i] = "."
    return "".join(w)


def generate(n, rng):
    n = max(n, 1)
    calls = [["WordDictionary"]]
    if n <= 16:
        words = []
        for _ in range(n):
            if not words or rng.random() < 0.45:
                word = "".join(rng.choice("abc") for _ in range(rng.randint(1, 3)))
                words.append(word)
                calls.append(["add_word", word])
            else:
                base = rng.choice(words) if rng.random() < 0.7 else "".join(rng.choice("abc") for _ in range(rng.randint(1, 4)))
                calls.append(["search", _pattern(base, rng, rng.randint(0, 2))])
        return calls
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = []
    for _ in range(n // 2):
        word = "".join(rng.choice(letters) for _ in range(rng.randint(4, 12)))
        words.append(word)
        calls.append(["add_word", word])
    while len(calls) <= n:
        r = rng.random()
        if r < 0.05:
            word = "".join(rng.choice(letters) for _ in range(rng.randint(4, 12)))
            words.append(word)
            calls.append(["add_word", word])
        elif r < 0.55:
            calls.append(["search", _pattern(rng.choice(words), rng, rng.randint(0, 2))])
        elif r < 0.8:
            w = list(rng.choice(words))
            w[rng.randrange(len(w))] = rng.choice(letters)
            calls.append(["search", _pattern("".join(w), rng, rng.randint(0, 1))])
        else:
            word = "".join(rng.choice(letters) for _ in range(rng.randint(4, 12)))
            calls.append(["search", _pattern(word, rng, rng.randint(0, 2))])
    return calls


def valid(calls):
    """The statement's preconditions."""
    if type(calls) is not list or not calls or calls[0] != ["WordDictionary"] or len(calls) > 5 * 10**4 + 1:
        return False
    for c in calls[1:]:
        if type(c) is not list or len(c) != 2 or c[0] not in ("add_word", "search") or type(c[1]) is not str:
            return False
        w = c[1]
        if not 1 <= len(w) <= 25:
            return False
        allowed = "abcdefghijklmnopqrstuvwxyz" + ("." if c[0] == "search" else "")
        if not all(ch in allowed for ch in w) or w.count(".") > 2:
            return False
    return True
