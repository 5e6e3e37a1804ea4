"""A text and a word. Small tests use 1-3 letters so windows overlap and ties are common. Larger
tests: letters a/b with one to three `c` in the last tenth, and a word of a/b ending in `c`, so
windows are long and a forward scan from every start runs almost to the end."""


def generate(n, rng):
    if n <= 16:
        alpha = "abc"[: rng.randint(1, 3)]
        text = "".join(rng.choice(alpha) for _ in range(n))
        word = "".join(rng.choice(alpha) for _ in range(rng.randint(1, 3)))
        return [text, word]
    chars = [rng.choice("ab") for _ in range(n)]
    for _ in range(rng.randint(1, 3)):
        chars[rng.randint(n - n // 10, n - 1)] = "c"
    word = "".join(rng.choice("ab") for _ in range(rng.randint(20, 99))) + "c"
    return ["".join(chars), word]


def valid(args):
    text, word = args
    ok = lambda s: type(s) is str and all("a" <= c <= "z" for c in s)
    return ok(text) and ok(word) and len(text) <= 20000 and 1 <= len(word) <= 100
