"""n rooms. Rooms are opened in a random order; each room's key is put in one of the few rooms
opened just before it (so the reachable part is a long, thin tree that a search must walk), plus
random extra keys. Half the time one room in the middle half of that order gets no key at all,
so the answer is false and the rooms behind it are cut off too."""


def generate(n, rng):
    n = max(n, 1)
    order = list(range(1, n))
    rng.shuffle(order)
    order = [0] + order
    rooms = [[] for _ in range(n)]
    missing = -1
    if n > 1 and rng.random() < 0.5:
        lo = max(1, n // 4)
        hi = max(lo, 3 * n // 4)
        missing = order[rng.randint(lo, min(hi, n - 1))]
    for i in range(1, n):
        if order[i] == missing:
            continue
        holder = order[rng.randint(max(0, i - 3), i - 1)]
        rooms[holder].append(order[i])
    extra = n // 2 if n > 10 else rng.randint(0, n)
    for _ in range(extra):
        key = rng.randrange(n)
        if key != missing:
            rooms[rng.randrange(n)].append(key)
    for r in rooms:
        rng.shuffle(r)
    return [rooms]


def valid(args):
    """The statement's preconditions: 1..10^5 rooms, keys in range, at most 2·10^5 keys."""
    (rooms,) = args
    if type(rooms) is not list or not 1 <= len(rooms) <= 10**5:
        return False
    n = len(rooms)
    total = 0
    for r in rooms:
        if type(r) is not list or not all(type(k) is int and 0 <= k < n for k in r):
            return False
        total += len(r)
    return total <= 2 * 10**5
