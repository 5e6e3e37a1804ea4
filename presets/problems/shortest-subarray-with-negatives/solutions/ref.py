from collections import deque


def shortest_subarray(nums, k):
    n = len(nums)
    prefix = [0] * (n + 1)
    for i, x in enumerate(nums):
        prefix[i + 1] = prefix[i] + x
    best = n + 1
    cand = deque()  # start indices with strictly increasing prefix sums
    for j in range(n + 1):
        pj = prefix[j]
        while cand and pj - prefix[cand[0]] >= k:
            best = min(best, j - cand.popleft())  # later j's only make it longer
        while cand and prefix[cand[-1]] >= pj:
            cand.pop()  # j is further right with a smaller or equal prefix: strictly better
        cand.append(j)
    return best if best <= n else -1
