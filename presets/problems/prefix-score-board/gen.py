"""A constructor and n calls. Small tests use names over "ab" of length 1..3 so that overwrites and
shared prefixes are common; the large test first sets n/2 names over "abcd" of length 6..12 (most of
them distinct), then mixes sets (some overwriting) with totals over short prefixes, so a total that
walks every name is quadratic."""


def generate(n, rng):
    n = max(1, n)
    calls = [["PrefixScoreBoard"]]
    if n <= 20:
        word = lambda: "".join(rng.choice("ab") for _ in range(rng.randint(1, 3)))
        for _ in range(n):
            if rng.random() < 0.5:
                calls.append(["set", word(), rng.randint(0, 9)])
            else:
                calls.append(["total", word()])
        return calls
    names = []
    word = lambda: "".join(rng.choice("abcd") for _ in range(rng.randint(6, 12)))
    for _ in range(n // 2):
        w = word()
        names.append(w)
        calls.append(["set", w, rng.randint(0, 1000)])
    while len(calls) <= n:
        if rng.random() < 0.3:
            w = rng.choice(names) if rng.random() < 0.5 else word()
            calls.append(["set", w, rng.randint(0, 1000)])
        else:
            calls.append(["total", word()[: rng.randint(1, 4)]])
    return calls


def valid(args):
    """Preconditions: the constructor, then at most 10^5 calls on lowercase strings of length 1..20."""
    if not args or args[0] != ["PrefixScoreBoard"] or len(args) > 10**5 + 1:
        return False
    for c in args[1:]:
        if c[0] == "set":
            if len(c) != 3 or type(c[2]) is not int or not 0 <= c[2] <= 1000:
                return False
        elif c[0] != "total" or len(c) != 2:
            return False
        s = c[1]
        if type(s) is not str or not 1 <= len(s) <= 20 or not all("a" <= ch <= "z" for ch in s):
            return False
    return True
