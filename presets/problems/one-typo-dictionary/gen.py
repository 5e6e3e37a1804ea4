"""A dictionary and n queries. Small tests use words over "ab" of length 1..3 (queries often equal a
word, differ by one letter or by two); the large test builds a dictionary of n/2 words over "abcde"
of length 6..10 and asks n/2 queries, half of them dictionary words with one or two letters changed,
so comparing each query with every word is quadratic."""


def generate(n, rng):
    n = max(1, n)
    if n <= 14:
        letters, lo, hi, size, queries = "ab", 1, 3, rng.randint(1, 4), n
    else:
        letters, lo, hi, size, queries = "abcde", 6, 10, n // 2, n // 2
    word = lambda: "".join(rng.choice(letters) for _ in range(rng.randint(lo, hi)))
    words = [word() for _ in range(size)]
    calls = [["OneTypoDictionary", words]]
    for _ in range(queries):
        r = rng.random()
        if r < 0.3:
            q = word()
        else:
            q = list(rng.choice(words))
            for _ in range(0 if r < 0.45 else (1 if r < 0.8 else 2)):
                q[rng.randrange(len(q))] = rng.choice(letters)
            q = "".join(q)
        calls.append(["matches", q])
    return calls


def valid(args):
    """Preconditions: the constructor with 1..5·10^4 words, then at most 5·10^4 queries; strings of 1..20 lowercase letters."""
    ok = lambda s: type(s) is str and 1 <= len(s) <= 20 and all("a" <= c <= "z" for c in s)
    if not args or len(args[0]) != 2 or args[0][0] != "OneTypoDictionary":
        return False
    words = args[0][1]
    if type(words) is not list or not 1 <= len(words) <= 5 * 10**4 or not all(ok(w) for w in words):
        return False
    return len(args) <= 5 * 10**4 + 1 and all(len(c) == 2 and c[0] == "matches" and ok(c[1]) for c in args[1:])
