import bisect


def median_sliding_window(nums, k):
    w = sorted(nums[:k])
    out = [float(w[(k - 1) // 2])]
    for i in range(k, len(nums)):
        w.pop(bisect.bisect_left(w, nums[i - k]))
        bisect.insort(w, nums[i])
        out.append(float(w[(k - 1) // 2]))
    return out
