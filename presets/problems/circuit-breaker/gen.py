def generate(n, rng):
    calls = [["CircuitBreaker", rng.randint(1, 4), rng.choice([1, 5, 10, 100]), rng.randint(1, 3)]]
    t = 0
    for _ in range(n):
        t += rng.choice([0, 0, 1, 2, 5, 10, 50])
        r = rng.random()
        if r < 0.45:
            calls.append(["allow", t])
        elif r < 0.85:
            calls.append(["record", t, rng.random() < 0.5])
        else:
            calls.append(["state", t])
    return calls
