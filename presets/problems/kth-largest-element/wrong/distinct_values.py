import heapq


def find_kth_largest(nums, k):
    distinct = list(set(nums))
    return heapq.nlargest(k, distinct)[-1]
