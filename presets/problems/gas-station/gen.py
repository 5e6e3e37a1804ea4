"""n stations. Small tests are redrawn until the answer is unique, as the statement promises
(or there is none: answer -1).
Large tests put one deep dip at k and the only start just after it, with k drawn from
[n/4, 3n/4): every start before the dip runs until it, every start after the start runs round
the lap until it, so trying every start simulates ~n^2 steps from either end (from the end: at
least n/4 starts of at least n/4 steps each), and the answer is not known from the size."""


def _starts(gas, cost):
    """Every valid start, in O(n). With P[i] the fuel balance before station i (P[n] = total),
    start s survives the stretch s..n-1 iff min(P[s+1..n]) >= P[s], and the wrap-around
    0..s-1 iff total + min(P[0..s]) >= P[s]."""
    n = len(gas)
    p = [0] * (n + 1)
    for i in range(n):
        p[i + 1] = p[i] + gas[i] - cost[i]
    total = p[n]
    suffix = [0] * (n + 2)
    suffix[n + 1] = float("inf")
    for i in range(n, -1, -1):
        suffix[i] = min(p[i], suffix[i + 1])
    out, prefix = [], float("inf")
    for s in range(n):
        prefix = min(prefix, p[s])
        if suffix[s + 1] >= p[s] and total + prefix >= p[s]:
            out.append(s)
    return out


def generate(n, rng):
    n = max(n, 1)
    if n > 12:
        # Non-negative drift everywhere, one deep dip at k and a refill of the same size at k + 1:
        # every start before k runs dry exactly at k, every start after k + 1 at k after the wrap.
        k = rng.randrange(n // 4, 3 * n // 4)
        gas = [rng.randint(0, 10**4) for _ in range(n)]
        cost = [g - rng.randint(0, min(3, g)) for g in gas]
        dip = sum(gas) - sum(cost) + 1 + rng.randint(0, 10**4)
        cost[k] += dip
        gas[k + 1] += dip
        return [gas, cost]
    while True:
        gas = [rng.randint(0, 6) for _ in range(n)]
        cost = [rng.randint(0, 6) for _ in range(n)]
        s = _starts(gas, cost)
        if len(s) == 1 or (not s and rng.random() < 0.3):
            return [gas, cost]


def valid(args):
    gas, cost = args
    if not (type(gas) is list and type(cost) is list and 1 <= len(gas) == len(cost) <= 10**5):
        return False
    if not all(type(x) is int and 0 <= x <= 10**6 for x in gas + cost):
        return False
    return len(_starts(gas, cost)) <= 1
