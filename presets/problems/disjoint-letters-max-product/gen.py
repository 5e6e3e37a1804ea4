"""Words. Small tests draw from 2-5 letters with repeats, so sharing and carries matter; large tests
are 1000 words of about 250-300 letters drawn each from its own small random subset of the
alphabet, so many pairs are disjoint and a letter-by-letter comparison runs long."""
import string


def generate(n, rng):
    n = max(2, n)
    if n <= 12:
        alpha = string.ascii_lowercase[: rng.randint(2, 5)]
        return [["".join(rng.choice(alpha) for _ in range(rng.randint(1, 5))) for _ in range(n)]]
    words = []
    for _ in range(n):
        letters = rng.sample(string.ascii_lowercase, rng.randint(2, 4))
        words.append("".join(rng.choice(letters) for _ in range(rng.randint(250, 300))))
    return [words]


def valid(args):
    (w,) = args
    return (type(w) is list and 2 <= len(w) <= 1000
            and all(type(s) is str and 1 <= len(s) <= 300 and all("a" <= c <= "z" for c in s) for s in w))
