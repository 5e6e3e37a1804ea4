"""n people: small tests have random links (sometimes dense enough for circles, sometimes sparse);
large tests build circles of random sizes (shuffled labels) and link them in a random DAG, with
some circles fed from several others and some with no entry at all."""


def generate(n, rng):
    n = max(1, n)
    if n <= 12:
        m = rng.randint(0, 2 * n) if n > 1 else 0
        links = []
        for _ in range(m):
            u, v = rng.randrange(n), rng.randrange(n)
            if u != v:
                links.append([u, v])
        return [n, links]
    label = list(range(n))
    rng.shuffle(label)
    groups, i = [], 0
    while i < n:
        size = min(n - i, rng.choice([1, 1, 2, 3, 5, 20]))
        groups.append(label[i:i + size])
        i += size
    links = []
    for g in groups:
        if len(g) > 1:
            for a, b in zip(g, g[1:] + g[:1]):
                links.append([a, b])
    for j in range(1, len(groups)):
        if rng.random() < 0.7:
            src = groups[rng.randrange(j)]
            links.append([rng.choice(src), rng.choice(groups[j])])
    while len(links) < min(2 * 10**5, int(1.5 * n)):
        j = rng.randrange(1, len(groups))
        links.append([rng.choice(groups[rng.randrange(j)]), rng.choice(groups[j])])
    rng.shuffle(links)
    return [n, links]


def valid(args):
    """The statement's preconditions: 1..10^5 people, at most 2·10^5 links [u, v] with u != v."""
    n, links = args
    if not (type(n) is int and 1 <= n <= 10**5 and type(links) is list and len(links) <= 2 * 10**5):
        return False
    return all(type(l) is list and len(l) == 2 and all(type(x) is int for x in l) and 0 <= l[0] < n and 0 <= l[1] < n
               and l[0] != l[1] for l in links)
