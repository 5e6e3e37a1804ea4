def split_array(nums, k):
    n = len(nums)
    prefix = [0]
    for x in nums:
        prefix.append(prefix[-1] + x)
    INF = float("inf")
    # best[i]: smallest largest part for nums[:i] with the current number of parts
    best = [prefix[i] for i in range(n + 1)]
    for parts in range(2, k + 1):
        nxt = [INF] * (n + 1)
        for i in range(parts, n + 1):
            for j in range(parts - 1, i):
                cand = max(best[j], prefix[i] - prefix[j])
                if cand < nxt[i]:
                    nxt[i] = cand
        best = nxt
    return best[n]
