def count_triangles(sticks):
    s = sorted(sticks)
    total = 0
    for k in range(2, len(s)):
        c = s[k]  # the longest of the three
        i, j = 0, k - 1
        while i < j:
            if s[i] + s[j] > c:
                total += j - i  # s[i..j-1] all work with s[j]
                j -= 1
            else:
                i += 1
    return total
