MOD = 10**9 + 7


def num_distinct(s, t):
    m = len(t)
    ways = [1] + [0] * m  # ways[j]: occurrences of t[:j] in the part of s read so far
    for c in s:
        for j in range(m, 0, -1):  # high to low: c is used at most once per occurrence
            if t[j - 1] == c:
                ways[j] = ways[j] + ways[j - 1]  # the exact count, never reduced
    return ways[m]
