"""n bookmark calls. Small runs use two users and three urls, so duplicates, removals of missing
bookmarks and re-adds happen often; large runs first give two users n/6 bookmarks each, then mix
adds, removals and membership checks against those tens of thousands of live bookmarks."""


def generate(n, rng):
    small = n <= 100
    users = ["ann", "bo"] if small else ["u%d" % i for i in range(3)]
    urls = ["a.io", "b.io", "c.io"] if small else ["https://site/%d" % i for i in range(max(1, n))]
    calls = [["Bookmarks"]]
    if not small:
        # Fill first, so every later call meets tens of thousands of live bookmarks: a per-user
        # list then scans them on each membership test, far over the limit on any machine.
        for i in range(n // 3):
            calls.append(["add", users[i % 2], urls[i]])
    for _ in range(n - len(calls) + 1):
        u = rng.choice(users)
        r = rng.random()
        if r < 0.45:
            calls.append(["add", u, rng.choice(urls)])
        elif r < 0.65:
            calls.append(["remove", u, rng.choice(urls)])
        elif r < 0.75:
            calls.append(["count", u])
        elif r < 0.85:
            calls.append(["popularity", rng.choice(urls)])
        else:
            calls.append(["latest", u, rng.randint(1, 4 if small else 10)])
    return calls


def valid(calls):
    if not calls or calls[0] != ["Bookmarks"] or len(calls) > 2 * 10**5 + 1:
        return False
    s = lambda x: type(x) is str and 1 <= len(x) <= 100
    for c in calls[1:]:
        op, a = c[0], c[1:]
        if op in ("add", "remove"):
            ok = len(a) == 2 and s(a[0]) and s(a[1])
        elif op in ("count", "popularity"):
            ok = len(a) == 1 and s(a[0])
        elif op == "latest":
            ok = len(a) == 2 and s(a[0]) and type(a[1]) is int and 1 <= a[1] <= 10
        else:
            ok = False
        if not ok:
            return False
    return True
