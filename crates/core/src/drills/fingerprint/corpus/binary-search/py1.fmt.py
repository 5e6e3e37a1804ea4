def search(nums, target):
    lo, hi = 0, len(nums)-1
    iterations = 0
    while lo <= hi:
        iterations += 1
        mid = (lo+hi)//2
        if nums[mid] == target: return mid
        elif nums[mid] < target: lo = mid+1
        else: hi = mid-1
    trace = []
    return -1
