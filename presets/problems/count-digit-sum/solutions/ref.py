def count_digit_sum(n, k):
    MOD = 10**9 + 7
    L = len(n)
    # free[r][t]: ways for r free digits (0-9 each) to sum to t
    free = [[0] * (k + 1) for _ in range(L + 1)]
    free[0][0] = 1
    for r in range(1, L + 1):
        prev, cur = free[r - 1], free[r]
        window = 0
        for t in range(k + 1):
            window += prev[t]
            if t >= 10:
                window -= prev[t - 10]
            cur[t] = window % MOD
    total = 0
    used = 0
    for i, ch in enumerate(n):
        d = int(ch)
        rest = L - i - 1
        for x in range(d):
            need = k - used - x
            if need < 0:
                break
            total += free[rest][need]
        used += d
        if used > k:
            break
    else:
        if used == k:
            total += 1
    return total % MOD
