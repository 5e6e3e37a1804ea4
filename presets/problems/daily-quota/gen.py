"""n quota calls with non-decreasing days. Small runs use two or three keys, a limit of 1..6 and
amounts around it, so requests fill the quota exactly, overshoot, get refunded, and days roll
over; large runs first consume from n/3 distinct keys, then touch tens of thousands of keys on a
few days and call active_keys often."""


def generate(n, rng):
    small = n <= 100
    limit = rng.randint(1, 6) if small else 1000
    keys = ["k%d" % i for i in range(rng.randint(1, 3) if small else max(1, n // 2))]
    day = rng.randint(0, 3)
    calls = [["QuotaTracker", limit]]
    if not small:
        # Fill first: every later active_keys meets tens of thousands of keys, so one that walks
        # them all is far over the limit on any machine.
        for key in keys[: n // 3]:
            calls.append(["consume", key, day, rng.randint(1, 300)])
    for _ in range(n - len(calls) + 1):
        if rng.random() < (0.15 if small else 0.0002):
            day += rng.choice([1, 1, 2])
        key = rng.choice(keys)
        r = rng.random()
        if r < 0.45:
            calls.append(["consume", key, day, rng.randint(1, limit + 1) if small else rng.randint(1, 300)])
        elif r < 0.6:
            calls.append(["refund", key, day, rng.randint(1, limit + 1) if small else rng.randint(1, 300)])
        elif r < 0.75:
            calls.append(["remaining", key, day])
        else:
            calls.append(["active_keys", day])
    return calls


def valid(calls):
    if not calls or len(calls) > 2 * 10**5 + 1:
        return False
    head = calls[0]
    if not (len(head) == 2 and head[0] == "QuotaTracker" and type(head[1]) is int and 1 <= head[1] <= 10**9):
        return False
    last = 0
    for c in calls[1:]:
        if c[0] in ("consume", "refund"):
            ok = len(c) == 4 and type(c[3]) is int and 1 <= c[3] <= 10**9
        elif c[0] == "remaining":
            ok = len(c) == 3
        elif c[0] == "active_keys":
            ok = len(c) == 2
        else:
            ok = False
        if not ok or (c[0] != "active_keys" and not (type(c[1]) is str and 1 <= len(c[1]) <= 40)):
            return False
        day = c[2] if c[0] != "active_keys" else c[1]
        if type(day) is not int or not last <= day <= 10**6:
            return False
        last = day
    return True
