def find_median_sorted_arrays(nums1, nums2):
    if len(nums1) > len(nums2):
        nums1, nums2 = nums2, nums1
    m, n = len(nums1), len(nums2)
    half = (m + n + 1) // 2
    lo, hi = 0, m
    inf = float("inf")
    while True:
        i = (lo + hi) // 2  # elements of nums1 in the left half
        j = half - i
        left1 = nums1[i - 1] if i > 0 else -inf
        right1 = nums1[i] if i < m else inf
        left2 = nums2[j - 1] if j > 0 else -inf
        right2 = nums2[j] if j < n else inf
        if left1 > right2:
            hi = i - 1
        elif left2 > right1:
            lo = i + 1
        else:
            left = max(left1, left2)
            if (m + n) % 2:
                return float(left)
            return (left + min(right1, right2)) / 2
