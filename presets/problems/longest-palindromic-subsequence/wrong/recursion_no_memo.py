def longest_palindrome_subseq(s):
    def best(i, j):  # no memo: the two branches revisit the same ranges
        if i > j:
            return 0
        if i == j:
            return 1
        if s[i] == s[j]:
            return best(i + 1, j - 1) + 2
        return max(best(i + 1, j), best(i, j - 1))

    return best(0, len(s) - 1)
