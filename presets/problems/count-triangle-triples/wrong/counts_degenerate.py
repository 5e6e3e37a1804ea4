def count_triangles(sticks):
    s = sorted(sticks)
    total = 0
    for k in range(2, len(s)):
        i, j = 0, k - 1
        while i < j:
            if s[i] + s[j] >= s[k]:  # a + b == c is a flat line, not a triangle
                total += j - i
                j -= 1
            else:
                i += 1
    return total
