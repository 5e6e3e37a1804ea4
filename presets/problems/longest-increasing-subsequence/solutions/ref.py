from bisect import bisect_left


def length_of_lis(nums):
    # tails[k] = the smallest possible last value of a strictly increasing subsequence of length k+1
    tails = []
    for x in nums:
        i = bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)
