def min_window(s, t):
    need = set(t)
    have = {}
    best_len, best_start = len(s) + 1, 0
    left = 0
    for right, c in enumerate(s):
        have[c] = have.get(c, 0) + 1
        while all(have.get(x, 0) > 0 for x in need):
            if right - left + 1 < best_len:
                best_len, best_start = right - left + 1, left
            have[s[left]] -= 1
            left += 1
    return "" if best_len > len(s) else s[best_start:best_start + best_len]
