def shortest_subarray(nums, k):
    n = len(nums)
    prefix = [0]
    for x in nums:
        prefix.append(prefix[-1] + x)
    best = -1
    for i in range(n):
        pi = prefix[i]
        for j in range(i + 1, n + 1):
            if prefix[j] - pi >= k:
                if best < 0 or j - i < best:
                    best = j - i
                break
    return best
