MOD = 10**9 + 7


def num_distinct(s, t):
    m = len(t)
    ways = [1] + [0] * m  # ways[j]: occurrences of t[:j] in the part of s read so far
    for c in s:
        for j in range(1, m + 1):  # low to high: ways[j - 1] may already include c
            if t[j - 1] == c:
                ways[j] = (ways[j] + ways[j - 1]) % MOD
    return ways[m]
