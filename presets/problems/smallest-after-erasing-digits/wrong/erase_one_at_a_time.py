def smallest_after_erasing(digits, k):
    s = digits
    for _ in range(k):  # k rounds, each a scan from the start
        i = 0
        while i + 1 < len(s) and s[i] <= s[i + 1]:
            i += 1
        s = s[:i] + s[i + 1:]
    return s.lstrip("0") or "0"
