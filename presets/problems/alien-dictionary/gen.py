"""Words sorted in a random alien alphabet (a random order of a few letters). Some small tests are
broken on purpose: two words swapped (often a contradiction) or a word placed before its own
prefix. Large tests are n sorted words of up to 20 letters over 26 letters."""


def generate(n, rng):
    n = max(n, 1)
    k = rng.randint(2, 6) if n <= 12 else 26
    alphabet = rng.sample("abcdefghijklmnopqrstuvwxyz", k)
    rank = {ch: i for i, ch in enumerate(alphabet)}
    longest = 4 if n <= 12 else 20
    words = {"".join(rng.choice(alphabet) for _ in range(rng.randint(1, longest))) for _ in range(n)}
    words = sorted(words, key=lambda w: [rank[ch] for ch in w])
    if n <= 12 and len(words) > 1:
        r = rng.random()
        if r < 0.2:
            i = rng.randrange(len(words) - 1)
            words[i], words[i + 1] = words[i + 1], words[i]
        elif r < 0.3:
            i = rng.randrange(len(words))
            words.insert(i, words[i] + rng.choice(alphabet))
    return [words]


def valid(args):
    (words,) = args
    return (
        type(words) is list
        and 1 <= len(words) <= 10**4
        and all(type(w) is str and 1 <= len(w) <= 20 and w.isascii() and w.isalpha() and w.islower() for w in words)
    )
