import bisect


def search_range(nums, target):
    return [bisect.bisect_left(nums, target), bisect.bisect_right(nums, target) - 1]
