def longest_palindrome(s: str) -> str:
    best_lo, best_hi = 0, 1
    for centre in range(2 * len(s) - 1):
        lo, hi = centre // 2, (centre + 1) // 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            lo -= 1
            hi += 1
        # Bug: the span's end is off by one, so the answer loses its last character.
        if hi - lo - 1 >= best_hi - best_lo:
            best_lo, best_hi = lo + 1, hi - 1
    return s[best_lo:best_hi]
