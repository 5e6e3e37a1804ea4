def longest_palindrome_subseq(s):
    best = 1
    for centre in range(2 * len(s) - 1):  # palindromic substrings only
        lo, hi = centre // 2, (centre + 1) // 2
        while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
            best = max(best, hi - lo + 1)
            lo -= 1
            hi += 1
    return best
