def can_partition(nums):
    total = sum(nums)
    if total % 2:
        return False

    def pick(i, left):  # include or skip each number, no memo: 2^n
        if left == 0:
            return True
        if i == len(nums) or left < 0:
            return False
        return pick(i + 1, left - nums[i]) or pick(i + 1, left)

    return pick(0, total // 2)
