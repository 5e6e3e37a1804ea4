"""A session workload of n calls with non-decreasing time. Small runs use a handful of ids, a
ttl of 1..5 and steps that often land exactly on an expiry; large runs first create n/3 sessions,
then keep tens of thousands of sessions alive and ask count_active often."""


def generate(n, rng):
    small = n <= 100
    ttl = rng.randint(1, 5) if small else 3000
    ids = ["s%d" % i for i in range(3 if small else max(1, n // 3))]
    now = rng.randint(1, 10)
    calls = [["SessionStore", ttl]]
    if not small:
        # Fill first: every later count_active meets tens of thousands of sessions, so one that
        # scans them all is far over the limit on any machine.
        for sid in ids[: n // 3]:
            calls.append(["create", sid, now])
    for _ in range(n - len(calls) + 1):
        if small:
            now += rng.choice([0, 0, 1, ttl - 1, ttl, ttl + 1])
        elif rng.random() < 0.05:
            now += 1
        sid = rng.choice(ids)
        r = rng.random()
        if r < 0.35:
            calls.append(["create", sid, now])
        elif r < 0.55:
            calls.append(["touch", sid, now])
        elif r < 0.62:
            calls.append(["logout", sid, now])
        elif r < 0.75:
            calls.append(["is_active", sid, now])
        else:
            calls.append(["count_active", now])
    return calls


def valid(calls):
    if not calls or len(calls) > 2 * 10**5 + 1:
        return False
    head = calls[0]
    if not (len(head) == 2 and head[0] == "SessionStore" and type(head[1]) is int and 1 <= head[1] <= 10**6):
        return False
    last = 0
    for c in calls[1:]:
        if c[0] == "count_active":
            if len(c) != 2:
                return False
            now = c[1]
        else:
            if c[0] not in ("create", "touch", "logout", "is_active") or len(c) != 3 or type(c[1]) is not str:
                return False
            now = c[2]
        if type(now) is not int or not (last <= now <= 10**9):
            return False
        last = now
    return True
