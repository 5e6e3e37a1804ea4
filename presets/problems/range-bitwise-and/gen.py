"""left <= right. The size is the bit width: both ends share a random prefix above a random cut,
so the answer is non-zero often; large tests (30-31 bits) keep the top bit set, so ANDing one by
one never reaches 0 early and needs about 2^30 steps."""


def generate(bits, rng):
    bits = max(1, min(31, bits))
    hi = 2**bits - 1
    if bits >= 30:
        cut = rng.randint(28, bits - 1)
        prefix = rng.randint(1, 2 ** (bits - cut) - 1) if bits > cut else 0
        prefix |= 1 << (bits - cut - 1)
        base = prefix << cut
        return [base + rng.randint(0, 2**10), base + 2**cut - 1 - rng.randint(0, 2**10)]
    a, b = sorted((rng.randint(0, hi), rng.randint(0, hi)))
    if rng.random() < 0.5:
        cut = rng.randint(0, bits)
        mask = ~((1 << cut) - 1)
        b = (a & mask) | rng.randint(0, (1 << cut) - 1)
        a, b = sorted((a, b))
    return [a, b]


def valid(args):
    a, b = args
    return type(a) is int and type(b) is int and 0 <= a <= b <= 2**31 - 1
