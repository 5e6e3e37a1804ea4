def generate(n, rng):
    ids = max(3, n // 2)
    top = 5 if n <= 12 else 1000
    calls = [["Feed"]]
    seen = []
    for _ in range(n):
        r = rng.random()
        if r < 0.45 or not seen:
            i = rng.randint(1, ids)
            calls.append(["upsert", i, rng.randint(0, top)])
            seen.append(i)
        elif r < 0.55:
            calls.append(["remove", rng.choice(seen)])
        elif r < 0.6:
            calls.append(["first_page", rng.randint(1, 4)])
        else:
            calls.append(["page_after", rng.randint(0, top), rng.randint(1, ids), rng.randint(1, 4)])
    return calls
