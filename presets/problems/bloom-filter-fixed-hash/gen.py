def generate(n, rng):
    m = rng.choice([1, 7, 64, 1000]) if n <= 16 else 1000000
    k = rng.randint(1, 16) if n <= 16 else 7
    words = ["".join(rng.choice("abcxyz") for _ in range(rng.randint(0, 6))) for _ in range(max(4, n // 4))]
    calls = [["BloomFilter", m, k]]
    for _ in range(n):
        r = rng.random()
        w = rng.choice(words)
        if r < 0.4:
            calls.append(["add", w])
        elif r < 0.8:
            calls.append(["might_contain", w])
        else:
            calls.append(["bits_set"])
    return calls
