def rotate(nums, k):
    n = len(nums)
    k %= n

    def reverse(lo, hi):  # nums[lo..hi], inclusive
        while lo < hi:
            nums[lo], nums[hi] = nums[hi], nums[lo]
            lo += 1
            hi -= 1

    # Right rotation by k = reverse all, then reverse the first k and the remaining n - k.
    reverse(0, n - 1)
    reverse(0, k - 1)
    reverse(k, n - 1)
