"""n = text length. Small tests use a 2-letter alphabet so matches overlap. Large ones are
'a'*n with a few 'b's and a pattern of m ~ n/3 'a's with one 'b' at an offset drawn from
[m/4, 3m/4): a naive scan compares at least m/4 characters at nearly every start whichever end of
the pattern it compares from (a 'b' at the pattern's end, as before, let a right-to-left compare
stop at once), and the 'b's in the text make the occurrences vary."""


def generate(n, rng):
    n = max(n, 1)
    if n <= 50:
        text = "".join(rng.choice("ab") for _ in range(n))
        m = rng.randint(1, n)
        if rng.random() < 0.6:
            i = rng.randint(0, n - m)
            pattern = text[i:i + m]
        else:
            pattern = "".join(rng.choice("ab") for _ in range(m))
        return [text, pattern]
    m = rng.randint(n // 4, n // 2)
    at = rng.randrange(m // 4, 3 * m // 4)
    pattern = "a" * at + "b" + "a" * (m - 1 - at)
    text = ["a"] * n
    # Each 'b' placed where a whole window fits around it is an occurrence, unless another 'b'
    # falls in that window: none, one or a few, anywhere in the text.
    for _ in range(rng.randint(0, 3)):
        text[rng.randint(at, n - m + at)] = "b"
    return ["".join(text), pattern]


def valid(args):
    text, pattern = args
    return (type(text) is str and type(pattern) is str and 1 <= len(pattern) <= len(text) <= 200000
            and set(text + pattern) <= set("abcdefghijklmnopqrstuvwxyz"))
