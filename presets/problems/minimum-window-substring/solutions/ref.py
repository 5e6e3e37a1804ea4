def min_window(s, t):
    need = {}
    for c in t:
        need[c] = need.get(c, 0) + 1
    missing = len(need)  # kinds of characters still short in the window
    best_len, best_start = len(s) + 1, 0
    left = 0
    for right, c in enumerate(s):
        if c in need:
            need[c] -= 1
            if need[c] == 0:
                missing -= 1
        while missing == 0:
            if right - left + 1 < best_len:  # strictly shorter keeps the leftmost
                best_len, best_start = right - left + 1, left
            d = s[left]
            if d in need:
                need[d] += 1
                if need[d] == 1:
                    missing += 1
            left += 1
    return "" if best_len > len(s) else s[best_start:best_start + best_len]
