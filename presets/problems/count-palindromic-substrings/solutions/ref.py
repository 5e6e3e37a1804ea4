def count_substrings(s):
    # Manacher over the string with separators: d[i] is the palindrome radius at i.
    t = "#" + "#".join(s) + "#"
    n = len(t)
    d = [0] * n
    l = r = 0
    for i in range(n):
        k = min(d[l + r - i], r - i) if i < r else 0
        while i - k - 1 >= 0 and i + k + 1 < n and t[i - k - 1] == t[i + k + 1]:
            k += 1
        d[i] = k
        if i + k > r:
            l, r = i - k, i + k
    return sum((k + 1) // 2 for k in d)
