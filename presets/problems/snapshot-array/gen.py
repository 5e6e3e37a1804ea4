"""A snapshot-array workload of n calls; get only asks about snapshots already taken. Small: one to
three positions, sets and snaps interleaved. Large: sets concentrated on one hot position across
tens of thousands of snapshots, and gets of early snapshots, so a linear history scan is O(n^2)."""


def generate(n, rng):
    small = n <= 100
    length = rng.randint(1, 3) if small else 50000
    hot = list(range(length)) if small else [49999]
    calls = [["SnapshotArray", length]]
    snaps = 0
    for _ in range(n):
        r = rng.random()
        if r < 0.35:
            index = rng.choice(hot) if small or rng.random() < 0.9 else rng.randrange(length)
            calls.append(["set", index, rng.choice([0, rng.randrange(10**9)])])
        elif r < 0.65 or snaps == 0:
            calls.append(["snap"])
            snaps += 1
        else:
            snap_id = rng.randrange(snaps) if small else rng.randrange(max(1, snaps // 20))
            calls.append(["get", rng.choice(hot), snap_id])
    return calls
