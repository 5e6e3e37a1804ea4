def longest_palindrome(s: str) -> str:
    """Expand around each of the 2n-1 centres; O(n^2) time, O(1) extra space."""
    best_lo, best_hi = 0, 1
    for centre in range(2 * len(s) - 1):
        lo, hi = centre // 2, (centre + 1) // 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            lo -= 1
            hi += 1
        if hi - lo - 1 > best_hi - best_lo:
            best_lo, best_hi = lo + 1, hi
    return s[best_lo:best_hi]
