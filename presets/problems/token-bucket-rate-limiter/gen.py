"""A token-bucket workload of n calls over a few users. Small rates and uneven steps make fractional
refills matter; sometimes cost exceeds the capacity; time never goes backwards."""


def generate(n, rng):
    capacity = rng.randint(1, 5)
    rate = rng.choice([0, 1, 2, 3, 5, 7, 10, 1000])
    users = [f"u{i}" for i in range(rng.randint(1, 3 if n <= 100 else 500))]
    now = rng.randint(0, 1000)
    calls = [["TokenBucketLimiter", capacity, rate]]
    for _ in range(n):
        now += rng.choice([0, 0, 1, 10, 100, 130, 333, 700, 1000])
        cost = rng.randint(1, capacity + 1) if rng.random() < 0.2 else rng.randint(1, 2)
        calls.append(["allow", rng.choice(users), now, cost])
    return calls
