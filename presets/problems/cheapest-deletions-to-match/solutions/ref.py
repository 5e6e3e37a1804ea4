def min_delete_cost(a, b):
    m = len(b)
    prev = [0] * (m + 1)  # prev[j]: the cost for a[:i-1] and b[:j]
    for j in range(1, m + 1):
        prev[j] = prev[j - 1] + ord(b[j - 1])
    for i in range(1, len(a) + 1):
        ca = ord(a[i - 1])
        cur = [prev[0] + ca] + [0] * m
        for j in range(1, m + 1):
            if a[i - 1] == b[j - 1]:
                cur[j] = prev[j - 1]
            else:
                cur[j] = min(prev[j] + ca, cur[j - 1] + ord(b[j - 1]))
        prev = cur
    return prev[m]
