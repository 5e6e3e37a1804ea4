def longest_palindrome(s: str) -> str:
    best = s[0]
    for c in range(len(s)):
        lo, hi = c, c
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            lo -= 1
            hi += 1
        if hi - lo - 1 > len(best):
            best = s[lo + 1:hi]
    return best
