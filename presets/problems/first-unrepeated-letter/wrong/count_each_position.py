def first_unique_index(s):
    for i, ch in enumerate(s):
        occurrences = 0
        for other in s:  # counts this letter over the whole string again: O(n^2)
            if other == ch:
                occurrences += 1
        if occurrences == 1:
            return i
    return -1
