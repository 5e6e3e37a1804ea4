def kth_order(n, k):
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i
    k -= 1
    out = []
    for i in range(n, 0, -1):
        block = fact[i - 1]
        idx = k // block
        k %= block
        out.append(idx + 1 + len(out))  # index into the full list, as if seated guests were still there
    return out
