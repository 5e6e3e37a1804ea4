def count_paths(queries):
    MOD = 10**9 + 7
    top = max(r + u for r, u in queries)
    fact = [1] * (top + 1)
    for i in range(1, top + 1):
        fact[i] = fact[i - 1] * i % MOD
    inv = [1] * (top + 1)
    inv[top] = pow(fact[top], MOD - 2, MOD)
    for i in range(top, 0, -1):
        inv[i - 1] = inv[i] * i % MOD
    return [fact[r + u] * inv[r] % MOD * inv[u] % MOD for r, u in queries]
