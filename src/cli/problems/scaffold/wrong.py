# TODO: a known-wrong solution (the classic mistake, or a naive one that is too slow).
def solve(nums):
    return 0
