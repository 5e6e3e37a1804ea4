"""Two keyed lists of about n keys each: most keys shared, some removed and some inserted, and the
shared ones partly shuffled (a few long moves, or local swaps), so the longest kept run matters.
Small inputs use keys 0..2n so sequences overlap a lot."""


def generate(n, rng):
    span = 3 * n + 3 if n <= 100 else 10**9
    keys = rng.sample(range(span), min(span, n + n // 3 + 2))
    old = keys[:n]
    extra = keys[n:]
    kept = [k for k in old if rng.random() < 0.9]
    style = rng.random()
    if style < 0.3:
        rng.shuffle(kept)
    elif style < 0.7:
        for _ in range(max(1, len(kept) // 10)):
            if len(kept) < 2:
                break
            i = rng.randrange(len(kept))
            kept.insert(rng.randrange(len(kept)), kept.pop(i))
    else:
        for i in range(0, len(kept) - 1, 2):
            if rng.random() < 0.3:
                kept[i], kept[i + 1] = kept[i + 1], kept[i]
    for k in extra[: max(0, n - len(kept))]:
        kept.insert(rng.randint(0, len(kept)), k)
    return [old, kept[: max(n, 0)] if n else []]


def valid(args):
    old, new = args
    ok = lambda xs: type(xs) is list and len(xs) <= 10**5 and len(set(xs)) == len(xs) and all(
        type(x) is int and 0 <= x <= 10**9 for x in xs
    )
    return ok(old) and ok(new)
