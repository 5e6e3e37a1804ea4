"""A TxStore workload of n calls. Small tests use 3 keys and 3 values with nested begins, commits
and rollbacks (also with no open transaction) and removes. Large tests first fill n/3 keys, then mix
begin/set/count/rollback/commit at shallow depth, so copying the store per begin or scanning it per
count costs O(n) each time."""


def generate(n, rng):
    calls = [["TxStore"]]
    big = n > 100
    keys = [f"k{i}" for i in range(max(3, n // 3) if big else 3)]
    values = range(1000) if big else range(3)
    if big:
        for k in keys:
            calls.append(["set", k, rng.choice(values)])
    depth = 0
    for _ in range(n if not big else n - len(keys)):
        r = rng.random()
        if r < 0.12 or (big and r < 0.2 and depth < 3):
            calls.append(["begin"])
            depth += 1
        elif r < 0.22:
            calls.append(["rollback"])
            depth = max(0, depth - 1)
        elif r < 0.32:
            calls.append(["commit"])
            depth = max(0, depth - 1)
        elif r < 0.55:
            calls.append(["set", rng.choice(keys), rng.choice(values)])
        elif r < 0.65:
            calls.append(["remove", rng.choice(keys)])
        elif r < 0.82:
            calls.append(["count", rng.choice(values)])
        else:
            calls.append(["get", rng.choice(keys)])
    return calls


def valid(calls):
    return True
