import sys

sys.setrecursionlimit(100000)


def num_decodings(s):
    def ways(i):  # no memo: exponential on long runs of 1s and 2s
        if i == len(s):
            return 1
        if s[i] == "0":
            return 0
        total = ways(i + 1)
        if i + 1 < len(s) and 10 <= int(s[i : i + 2]) <= 26:
            total += ways(i + 2)
        return total

    return ways(0) % (10**9 + 7)
