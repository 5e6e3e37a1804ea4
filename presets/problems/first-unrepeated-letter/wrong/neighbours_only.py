def first_unique_index(s):
    n = len(s)
    for i in range(n):
        # only looks at the letters right before and after
        if (i == 0 or s[i - 1] != s[i]) and (i == n - 1 or s[i + 1] != s[i]):
            return i
    return -1
