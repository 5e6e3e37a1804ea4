"""n roots and a sentence. Small tests use "ab" words and roots so prefixes overlap; large tests use
10^4 long roots that share long prefixes with the words but rarely match, and 2·10^4 words."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 20:
        word = lambda lo, hi: "".join(rng.choice("ab") for _ in range(rng.randint(lo, hi)))
        roots = [word(1, 3) for _ in range(n)]
        sentence = " ".join(word(1, 5) for _ in range(rng.randint(1, 6)))
        return [roots, sentence]
    stem = "q" * 30
    roots = [stem + "".join(rng.choice("abc") for _ in range(8)) for _ in range(n)]
    words = [stem + "".join(rng.choice("abcd") for _ in range(rng.randint(5, 12))) for _ in range(2 * n)]
    return [roots, " ".join(words)]


def valid(args):
    """The statement's preconditions."""
    roots, sentence = args
    low = lambda s: type(s) is str and all("a" <= c <= "z" for c in s)
    return (
        type(roots) is list and 1 <= len(roots) <= 10**4
        and all(low(r) and 1 <= len(r) <= 100 for r in roots)
        and type(sentence) is str and 1 <= len(sentence) <= 10**6
        and all(low(w) and 1 <= len(w) <= 1000 for w in sentence.split(" "))
    )
