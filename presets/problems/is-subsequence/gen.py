"""A code and a text over a small alphabet. Small tests use 1-3 letters so repeated letters and near
misses are common; half the codes are built as real subsequences of the text (sometimes with one
letter changed or appended), half are random. Large tests use 10^5 letters."""


def generate(n, rng):
    alpha = "abc"[: rng.randint(1, 3)] if n <= 12 else "abcdefghij"
    text = "".join(rng.choice(alpha) for _ in range(n))
    roll = rng.random()
    if roll < 0.5 and n > 0:
        keep = sorted(rng.sample(range(n), rng.randint(0, n)))
        code = "".join(text[i] for i in keep)
        if roll < 0.2:
            code += rng.choice(alpha)
        elif roll < 0.3 and code:
            k = rng.randrange(len(code))
            code = code[:k] + rng.choice(alpha) + code[k + 1:]
    else:
        code = "".join(rng.choice(alpha) for _ in range(rng.randint(0, max(1, n // 2 if n > 12 else n + 1))))
    return [code, text]


def valid(args):
    code, text = args
    ok = lambda s: type(s) is str and len(s) <= 10**5 and all("a" <= c <= "z" for c in s)
    return ok(code) and ok(text)
