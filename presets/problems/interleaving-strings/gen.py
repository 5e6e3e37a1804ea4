"""a and b of about n letters each and a c that is usually an interleaving of them, sometimes shuffled or with
two of its letters swapped (often then no interleaving exists). Small tests mostly use the letters a, b
(equal next letters are common, so greedy choices go wrong). From n = 20 on, a and b are mostly
'a' with a few 'b', and c is then usually corrupted near its end: a search without memoisation
must try exponentially many ways before it can answer false."""


def generate(n, rng):
    if n <= 8:
        la, lb = n, max(0, n + rng.randint(-2, 1))
        letters = rng.choice(["ab", "ab", "abc"])
        a = "".join(rng.choice(letters) for _ in range(la))
        b = "".join(rng.choice(letters) for _ in range(lb))
        bad = rng.random() < 0.6
    else:
        la, lb = n, n - rng.randint(0, n // 10)
        a = "".join("b" if rng.random() < 0.03 else "a" for _ in range(la))
        b = "".join("b" if rng.random() < 0.03 else "a" for _ in range(lb))
        bad = rng.random() < 0.75
    picks = [0] * len(a) + [1] * len(b)
    rng.shuffle(picks)
    i = j = 0
    out = []
    for p in picks:
        if p == 0:
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    if bad and n <= 8 and rng.random() < 0.7:
        rng.shuffle(out)
    elif bad and len(out) >= 2:
        k = rng.randrange(max(0, len(out) - 6), len(out)) if n > 8 else rng.randrange(len(out))
        t = rng.randrange(len(out))
        out[k], out[t] = out[t], out[k]
        if n > 8 and out[-1] == "a":
            out[-1] = "c"
    return [a, b, "".join(out)]


def valid(args):
    """The statement's preconditions: lengths within the limits, lowercase letters only."""
    a, b, c = args
    if not all(type(s) is str and all("a" <= ch <= "z" for ch in s) for s in (a, b, c)):
        return False
    return len(a) <= 500 and len(b) <= 500 and len(c) <= 1000
