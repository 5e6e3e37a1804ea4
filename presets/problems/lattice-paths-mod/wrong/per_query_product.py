def count_paths(queries):
    MOD = 10**9 + 7
    out = []
    for r, u in queries:
        num = den = 1
        for i in range(1, r + 1):
            num = num * (u + i) % MOD
            den = den * i % MOD
        out.append(num * pow(den, MOD - 2, MOD) % MOD)
    return out
