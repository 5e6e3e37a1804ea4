def count_digit_sum(n, k):
    MOD = 10**9 + 7
    L = len(n)
    free = [[0] * (k + 1) for _ in range(L + 1)]
    free[0][0] = 1
    for r in range(1, L + 1):
        for t in range(k + 1):
            free[r][t] = sum(free[r - 1][t - x] for x in range(10) if t - x >= 0) % MOD
    total = 0
    used = 0
    for i, ch in enumerate(n):
        d = int(ch)
        for x in range(d):
            if k - used - x >= 0:
                total += free[L - i - 1][k - used - x]
        used += d
        if used > k:
            break
    return total % MOD
