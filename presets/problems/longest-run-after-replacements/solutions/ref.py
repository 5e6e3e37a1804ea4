def character_replacement(s, k):
    counts = [0] * 26
    best_count = 0  # largest letter count ever seen in a window; never needs to shrink
    left = 0
    for right, ch in enumerate(s):
        i = ord(ch) - 65
        counts[i] += 1
        best_count = max(best_count, counts[i])
        if right - left + 1 - best_count > k:  # slide: the window never shrinks
            counts[ord(s[left]) - 65] -= 1
            left += 1
    return len(s) - left
