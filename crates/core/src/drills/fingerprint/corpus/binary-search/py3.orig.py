def search(nums, target):
    def go(left, right):
        if left >= right:
            return -1
        middle = left + (right - left) // 2
        if nums[middle] < target:
            return go(middle + 1, right)
        if nums[middle] > target:
            return go(left, middle)
        return middle
    return go(0, len(nums))
