def count_triplets(arr):
    n = len(arr)
    prefix = [0] * (n + 1)
    for t, x in enumerate(arr):
        prefix[t + 1] = prefix[t] ^ x
    total = 0
    for i in range(n):  # every pair of prefixes: O(n^2)
        for k in range(i + 1, n):
            if prefix[i] == prefix[k + 1]:
                total += k - i
    return total
