def length_of_longest_substring(s):
    last = {}
    left = best = 0
    for right, c in enumerate(s):
        prev = last.get(c, -1)
        if prev >= left:
            left = prev + 1
        last[c] = right
        if right - left + 1 > best:
            best = right - left + 1
    return best
