def count_paths(queries):
    MOD = 10**9 + 7
    top = max(r + u for r, u in queries)
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    return [fact[r + u] // (fact[r] * fact[u]) % MOD if fact[r] * fact[u] else 0 for r, u in queries]
