def generate(n, rng):
    if n <= 12:
        pool = ["".join(rng.choice("abc") for _ in range(rng.randint(1, 2))) for _ in range(max(1, n))]
        k = rng.randint(1, 4)
    else:
        pool = ["k%06d" % rng.randrange(10 * n) for _ in range(n)]
        k = n // 2  # many short runs: a per-step scan over every run is quadratic
    runs = [set() for _ in range(k)]
    for _ in range(n):
        runs[rng.randrange(k)].add(rng.choice(pool))
    out = []
    for keys in runs:
        run = []
        for key in sorted(keys):
            run.append([key] if rng.random() < 0.25 else [key, "v%d" % rng.randrange(1000)])
        out.append(run)
    return [out, rng.random() < 0.5]
