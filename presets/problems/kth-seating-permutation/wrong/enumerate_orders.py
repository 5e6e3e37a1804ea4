def kth_order(n, k):
    p = list(range(1, n + 1))
    for _ in range(k - 1):  # next permutation k - 1 times: O(k · n)
        i = n - 2
        while p[i] > p[i + 1]:
            i -= 1
        j = n - 1
        while p[j] < p[i]:
            j -= 1
        p[i], p[j] = p[j], p[i]
        p[i + 1:] = reversed(p[i + 1:])
    return p
