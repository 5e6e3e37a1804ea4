"""32-bit integers of about n digits, either sign, often with trailing zeros; 10-digit ones are
usually reverse to 2147483xy1 or 2147483xy2 (the only reversals near the 32-bit bounds), so
results just fit or just overflow on either side; small sizes include -1, 0 and 1."""

LO, HI = -(2**31), 2**31 - 1


def generate(n, rng):
    digits = max(1, min(n, 10))
    if digits == 10 and rng.random() < 0.7:
        # a reversed value 2147483xy1 or 2147483xy2: the x that produces it starts with 1 or 2
        x = HI + 1
        while not LO <= x <= HI:  # a reversal ending in 2 fits only when its x starts 20 or 21
            result = "2147483" + "%02d" % rng.choice([63, 64, 65, rng.randint(0, 99)]) + rng.choice("12")
            x = int(result[::-1]) * (1 if rng.random() < 0.5 else -1)
    else:
        x = rng.randint(10 ** (digits - 1) if digits > 1 else 0, 10**digits - 1)
        if rng.random() < 0.3:
            x = x // 100 * 100
        if rng.random() < 0.5:
            x = -x
    return [max(LO, min(HI, x))]


def valid(args):
    """The statement's precondition: -2^31 <= x <= 2^31 - 1."""
    (x,) = args
    return type(x) is int and LO <= x <= HI
