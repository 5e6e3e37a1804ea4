def first_unique_index(s):
    count = {}
    for ch in s:
        count[ch] = count.get(ch, 0) + 1
    for ch in sorted(count):  # alphabetical order, not string order
        if count[ch] == 1:
            return s.index(ch)
    return -1
