"""A call list for LeaseLock: a small ttl, a few clients, time moving in small steps (sometimes
exactly to an expiry), acquires, releases with right and wrong tokens, and writes with current,
stale and future tokens."""


def generate(n, rng):
    ttl = rng.randint(1, 5)
    calls = [["LeaseLock", ttl]]
    now = rng.randint(0, 3)
    clients = ["a", "b", "c"][: rng.randint(1, 3)]
    top = 0
    for _ in range(n):
        now += rng.choice([0, 0, 1, 1, 2, ttl])
        r = rng.random()
        if r < 0.45:
            calls.append(["acquire", rng.choice(clients), now])
            top += 1
        elif r < 0.7:
            calls.append(["release", rng.choice(clients), rng.randint(0, top + 1), now])
        else:
            calls.append(["write", rng.randint(0, top + 1), now])
    return calls


def valid(calls):
    return True
