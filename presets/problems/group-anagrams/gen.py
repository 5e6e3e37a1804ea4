"""n short lowercase strings. Small tests use 1–3 letters from "abc" (many anagrams, same-letter
sets with different counts, empty strings); large ones are mostly distinct words, so there are
thousands of groups."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 12:
        return [["".join(rng.choice("abc") for _ in range(rng.randint(0, 3))) for _ in range(n)]]
    words = []
    for _ in range(n):
        w = [rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(3, 8))]
        if words and rng.random() < 0.2:
            w = list(rng.choice(words))
            rng.shuffle(w)
        words.append("".join(w))
    return [words]


def valid(args):
    (strs,) = args
    return (
        type(strs) is list
        and 1 <= len(strs) <= 10**4
        and all(type(s) is str and len(s) <= 100 and (s == "" or (s.isascii() and s.isalpha() and s.islower())) for s in strs)
    )
