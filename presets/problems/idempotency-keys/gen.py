"""n calls over a few keys with non-decreasing time: small ttls and steps that often land on an
expiry exactly, so expired running and finished records, replays and conflicts all occur."""


def generate(n, rng):
    ttl = rng.randint(1, 6)
    keys = ["req-%d" % i for i in range(rng.randint(1, 3))]
    now = rng.randint(1, 5)
    calls = [["IdempotencyStore", ttl]]
    for _ in range(n):
        now += rng.choice([0, 0, 1, 2, ttl - 1, ttl])
        k = rng.choice(keys)
        r = rng.random()
        if r < 0.35:
            calls.append(["begin", k, now])
        elif r < 0.6:
            calls.append(["finish", k, rng.randint(0, 9), now])
        elif r < 0.72:
            calls.append(["abort", k, now])
        else:
            calls.append(["result", k, now])
    return calls


def valid(calls):
    if not calls or len(calls) > 2 * 10**5 + 1:
        return False
    head = calls[0]
    if not (len(head) == 2 and head[0] == "IdempotencyStore" and type(head[1]) is int and 1 <= head[1] <= 10**6):
        return False
    last = 0
    for c in calls[1:]:
        if c[0] == "finish":
            ok = len(c) == 4 and type(c[2]) is int and 0 <= c[2] <= 10**9
        else:
            ok = c[0] in ("begin", "abort", "result") and len(c) == 3
        if not ok or type(c[1]) is not str or not 1 <= len(c[1]) <= 40:
            return False
        now = c[-1]
        if type(now) is not int or not last <= now <= 10**9:
            return False
        last = now
    return True
