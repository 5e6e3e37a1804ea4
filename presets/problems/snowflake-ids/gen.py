"""A generator for one worker and n calls: mostly next_id with a clock that stays, advances, or
steps back, and decode of hand-made ids. Big inputs are bursts of thousands of calls within one
millisecond, so the 12-bit sequence fills up and must borrow the next millisecond."""


def burst(n, rng):
    worker = rng.randint(0, 1023)
    now = rng.randint(0, 2**40 - 10**6)
    calls = [["IdGenerator", worker]]
    while len(calls) <= n:
        for _ in range(rng.choice([4095, 4096, 4097, 5000, 9000])):
            calls.append(["next_id", now])
        now += rng.choice([0, 1, 2])
    return calls[: n + 1]


def generate(n, rng):
    if n > 1000:
        return burst(n, rng)
    worker = rng.choice([0, 1, 513, 1023, rng.randint(0, 1023)])
    now = rng.randint(0, 2**40 - 10**6)
    calls = [["IdGenerator", worker]]
    for _ in range(n):
        r = rng.random()
        if r < 0.8:
            now = max(0, now + rng.choice([0, 0, 0, 1, 2, -1, -3, 1000]))
            calls.append(["next_id", now])
        else:
            ts = rng.randint(0, 2**41 - 1)
            calls.append(["decode", (ts << 22) | (rng.randint(0, 1023) << 12) | rng.randint(0, 4095)])
    return calls


def valid(calls):
    if not calls or len(calls) > 2 * 10**5 + 1:
        return False
    head = calls[0]
    if not (len(head) == 2 and head[0] == "IdGenerator" and type(head[1]) is int and 0 <= head[1] <= 1023):
        return False
    for c in calls[1:]:
        if len(c) != 2 or type(c[1]) is not int:
            return False
        if c[0] == "next_id" and not 0 <= c[1] <= 2**40:
            return False
        if c[0] == "decode" and not 0 <= c[1] < 2**63:
            return False
        if c[0] not in ("next_id", "decode"):
            return False
    return True
