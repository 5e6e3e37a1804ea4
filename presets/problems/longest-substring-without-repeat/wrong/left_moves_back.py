def length_of_longest_substring(s):
    last = {}
    left = best = 0
    for right, c in enumerate(s):
        if c in last:
            left = last[c] + 1
        last[c] = right
        best = max(best, right - left + 1)
    return best
