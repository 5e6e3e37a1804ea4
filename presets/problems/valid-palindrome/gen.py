"""Strings of about n characters: a palindrome over letters and digits in mixed case, with
punctuation and spaces inserted at random places. Small ones sometimes get one character changed;
large ones stay true palindromes so the whole string must be scanned."""

import string

ALNUM = "abcAB01"
NOISE = " ,.:!-_"


def generate(n, rng):
    alnum = ALNUM if n <= 50 else string.ascii_letters + string.digits
    size = n - n // 5
    half = [rng.choice(alnum) for _ in range(size // 2)]
    core = half + ([rng.choice(alnum)] if size % 2 else []) + half[::-1]
    core = [c.swapcase() if rng.random() < 0.3 else c for c in core]
    out, noise = [], n - len(core)
    for c in core:
        while noise and rng.random() < 0.25:
            out.append(rng.choice(NOISE))
            noise -= 1
        out.append(c)
    out.extend(rng.choice(NOISE) for _ in range(noise))
    if out and n <= 1000 and rng.random() < 0.4:
        out[rng.randrange(len(out))] = rng.choice(alnum + NOISE)
    return ["".join(out)]


def valid(args):
    """The statement's preconditions: 0..2·10^5 printable ASCII characters (space to `~`)."""
    (s,) = args
    return type(s) is str and len(s) <= 2 * 10**5 and all(" " <= c <= "~" for c in s)
