def min_window(s, t):
    need = {}
    for c in t:
        need[c] = need.get(c, 0) + 1
    best = ""
    for i in range(len(s)):
        have = {}
        short = len(need)
        for j in range(i, len(s)):
            c = s[j]
            if c in need:
                have[c] = have.get(c, 0) + 1
                if have[c] == need[c]:
                    short -= 1
            if short == 0:
                if not best or j - i + 1 < len(best):
                    best = s[i:j + 1]
                break
    return best
