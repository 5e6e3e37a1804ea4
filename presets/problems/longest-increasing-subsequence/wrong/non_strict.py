from bisect import bisect_right


def length_of_lis(nums):
    tails = []
    for x in nums:
        i = bisect_right(tails, x)  # wrong: lets equal values extend a run (non-decreasing)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)
