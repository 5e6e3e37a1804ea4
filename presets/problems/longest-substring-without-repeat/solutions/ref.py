def length_of_longest_substring(s):
    last = {}
    left = best = 0
    for right, ch in enumerate(s):
        prev = last.get(ch, -1)
        if prev >= left:
            left = prev + 1
        last[ch] = right
        if right - left + 1 > best:
            best = right - left + 1
    return best
