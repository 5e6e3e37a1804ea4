def count_triangles(sticks):
    n = len(sticks)
    total = 0
    for i in range(n):  # O(n^3)
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                a, b, c = sorted((sticks[i], sticks[j], sticks[k]))
                if a + b > c:
                    total += 1
    return total
