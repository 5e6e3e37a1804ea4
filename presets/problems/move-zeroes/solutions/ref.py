def move_zeroes(nums):
    write = 0  # nums[:write] holds the non-zero values seen so far, in order
    for x in nums:
        if x != 0:
            nums[write] = x
            write += 1
    for i in range(write, len(nums)):
        nums[i] = 0
