"""Strings of about n characters: a palindrome over letters and digits in mixed case, with
punctuation and spaces inserted at random places. Small ones sometimes get one character changed;
large ones stay true palindromes (half of them) or get one letter or digit in the middle half
changed to a different one (they were always palindromes, so "true" answered every large input):
a scan from both ends still reads at least a quarter of the string before it meets the change."""

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
    elif n > 1000 and rng.random() < 0.5:
        i = rng.randrange(n // 4, 3 * n // 4)
        while i < len(out) - 1 and not out[i].isalnum():
            i += 1
        if out[i].isalnum():
            out[i] = rng.choice([c for c in alnum if c.lower() != out[i].lower()])
    return ["".join(out)]


def valid(args):
    """The statement's preconditions: 0..2·10^5 printable ASCII characters (space to `~`)."""
    (s,) = args
    return type(s) is str and len(s) <= 2 * 10**5 and all(" " <= c <= "~" for c in s)
