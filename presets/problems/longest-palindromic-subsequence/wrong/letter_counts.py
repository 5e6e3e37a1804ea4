from collections import Counter


def longest_palindrome_subseq(s):
    counts = Counter(s).values()  # as if the letters could be reordered
    pairs = sum(c // 2 * 2 for c in counts)
    return pairs + (1 if any(c % 2 for c in counts) else 0)
