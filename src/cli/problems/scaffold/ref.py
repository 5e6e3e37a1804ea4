# TODO: the reference solution (it decides the expected output of every stress test).
def solve(nums):
    return sum(nums)
