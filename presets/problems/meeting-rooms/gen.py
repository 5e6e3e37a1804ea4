"""n meetings. Half of the tests are a shuffled back-to-back schedule (no conflict, many touching
ends), the rest random (conflicts likely). Large tests are conflict-free, or (half of them) have one meeting
that runs one unit into the next at a place drawn from the middle half of the schedule (they were
always conflict-free, so "true" answered every large input); the input is shuffled, so a pair
scan still meets the conflict only after ~n/3 rows."""


def generate(n, rng):
    n = max(n, 1)
    if n > 12 or rng.random() < 0.5:
        t, out = rng.randint(0, 5), []
        for _ in range(n):
            s = t + rng.choice([0, 0, 1, 3])
            t = s + rng.randint(1, 4)
            out.append([s, t])
        if n > 12 and rng.random() < 0.5:
            i = rng.randrange(n // 4, 3 * n // 4)
            out[i][1] = out[i + 1][0] + 1  # overlaps the next meeting by one unit
        elif n <= 12 and n > 1 and rng.random() < 0.5:
            i = rng.randrange(n - 1)
            out[i][1] += 1  # one meeting runs one unit too long
        rng.shuffle(out)
        return [out]
    out = []
    for _ in range(n):
        s = rng.randint(0, 20)
        out.append([s, s + rng.randint(1, 5)])
    return [out]


def valid(args):
    (meetings,) = args
    return (
        type(meetings) is list
        and 0 <= len(meetings) <= 10**5
        and all(
            type(m) is list and len(m) == 2 and all(type(x) is int for x in m) and 0 <= m[0] < m[1] <= 10**9
            for m in meetings
        )
    )
