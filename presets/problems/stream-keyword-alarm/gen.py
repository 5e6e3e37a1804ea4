"""Keywords and n pushes. Small tests use 1..3 keywords over "ab" of length 1..4 and pushes over
"ab"; the large test uses 2000 keywords over "ab" of length 10..50 (the reversed trie is deep) and
40000 pushes of "a"/"b", so checking every keyword on each push is far too slow."""


def generate(n, rng):
    n = max(1, n)
    if n <= 20:
        words = ["".join(rng.choice("ab") for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(1, 3))]
    else:
        words = ["".join(rng.choice("ab") for _ in range(rng.randint(10, 50))) for _ in range(2000)]
    calls = [["KeywordAlarm", words]]
    stream = []
    while len(stream) < n:
        if n > 20 and rng.random() < 0.02:
            stream.extend(rng.choice(words))  # plant a keyword now and then
        else:
            stream.append(rng.choice("ab"))
    calls.extend(["push", c] for c in stream[:n])
    return calls


def valid(args):
    """Preconditions: 1..2000 keywords of 1..50 lowercase letters, at most 4·10^4 pushes of one letter."""
    ok = lambda s, hi: type(s) is str and 1 <= len(s) <= hi and all("a" <= c <= "z" for c in s)
    if not args or len(args[0]) != 2 or args[0][0] != "KeywordAlarm":
        return False
    words = args[0][1]
    if type(words) is not list or not 1 <= len(words) <= 2000 or not all(ok(w, 50) for w in words):
        return False
    return len(args) <= 4 * 10**4 + 1 and all(len(c) == 2 and c[0] == "push" and ok(c[1], 1) for c in args[1:])
