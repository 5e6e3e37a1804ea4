"""Small tests: s built from a few short random words over "ab" (sometimes with one letter
changed), the dictionary those words plus noise. Sizes >= 100: the exponential trap, a run of a's
ending in b against the dictionary a, aa, aaa, …"""


def generate(n, rng):
    if n >= 100:
        k = min(n, 300)
        words = ["a" * L for L in range(1, 11)]
        tail = rng.choice(["b", "a"])
        if tail == "a":
            words.append("b")
            return ["a" * (k - 1) + "b" if rng.random() < 0.5 else "b" + "a" * (k - 1), words]
        return ["a" * (k - 1) + "b", words]
    vocab = sorted({"".join(rng.choice("ab") for _ in range(rng.randint(1, 4))) for _ in range(4)})
    parts = [rng.choice(vocab) for _ in range(rng.randint(1, max(1, n)))]
    s = "".join(parts)[:300]
    if rng.random() < 0.4:
        i = rng.randrange(len(s))
        s = s[:i] + rng.choice("abc") + s[i + 1 :]
    return [s, vocab]


def valid(args):
    s, words = args
    return (
        type(s) is str
        and 1 <= len(s) <= 300
        and s.isalpha()
        and s.islower()
        and type(words) is list
        and 1 <= len(words) <= 1000
        and all(type(w) is str and 1 <= len(w) <= 20 and w.isalpha() and w.islower() for w in words)
        and len(set(words)) == len(words)
    )
