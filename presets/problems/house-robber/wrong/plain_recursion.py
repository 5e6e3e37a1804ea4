import sys

sys.setrecursionlimit(10000)


def rob(nums):
    def best(i):
        if i >= len(nums):
            return 0
        return max(best(i + 1), nums[i] + best(i + 2))  # recomputed: exponential

    return best(0)
