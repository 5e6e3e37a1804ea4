def sum_of_scores(s):
    n = len(s)
    total = 0
    for i in range(n):
        k = 0
        while i + k < n and s[k] == s[i + k]:
            k += 1
        total += k
    return total
