def kth_order(n, k):
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i
    left = list(range(1, n + 1))
    out = []
    for i in range(n, 0, -1):
        block = fact[i - 1]
        idx = min(k // block, len(left) - 1)  # k is 1-based here
        k %= block
        out.append(left.pop(idx))
    return out
