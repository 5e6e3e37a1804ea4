def kth_order(n, k):
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i
    left = list(range(1, n + 1))
    k -= 1  # 0-based rank
    out = []
    for i in range(n, 0, -1):
        block = fact[i - 1]  # orders per choice of the next seat
        idx = k // block
        k %= block
        out.append(left.pop(idx))
    return out
