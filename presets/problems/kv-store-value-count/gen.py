"""n store calls. Small runs use two or three keys and values, so overwrites with the same or a
different value, removing missing keys and counting absent values all happen; large runs first
set n/3 keys, then keep tens of thousands of keys over a few hundred values, with a count_value
in every few calls."""


def generate(n, rng):
    small = n <= 100
    keys = ["k%d" % i for i in range(3 if small else max(1, n // 3))]
    values = list(range(3)) if small else list(range(300))
    calls = [["KeyValueStore"]]
    if not small:
        # Fill the store first, so the mixed calls below run against tens of thousands of live
        # keys: a count_value that walks them all is then far over the limit on any machine.
        for k in keys:
            calls.append(["set", k, rng.choice(values)])
    for _ in range(n - len(calls) + 1):
        r = rng.random()
        if r < 0.3:
            calls.append(["set", rng.choice(keys), rng.choice(values)])
        elif r < 0.45:
            calls.append(["get", rng.choice(keys)])
        elif r < 0.55:
            calls.append(["remove", rng.choice(keys)])
        elif r < 0.95:
            calls.append(["count_value", rng.choice(values + [10**9])])
        else:
            calls.append(["size"])
    return calls


def valid(calls):
    if not calls or calls[0] != ["KeyValueStore"] or len(calls) > 2 * 10**5 + 1:
        return False
    for c in calls[1:]:
        if c[0] == "set":
            ok = len(c) == 3 and type(c[1]) is str and 1 <= len(c[1]) <= 20 and type(c[2]) is int and 0 <= c[2] <= 10**9
        elif c[0] in ("get", "remove"):
            ok = len(c) == 2 and type(c[1]) is str and 1 <= len(c[1]) <= 20
        elif c[0] == "count_value":
            ok = len(c) == 2 and type(c[1]) is int and 0 <= c[1] <= 10**9
        else:
            ok = c == ["size"]
        if not ok:
            return False
    return True
