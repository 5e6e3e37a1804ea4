import random


def find_kth_largest(nums, k):
    # Quickselect with a random pivot and a three-way split: average O(n), duplicates are safe.
    while True:
        pivot = random.choice(nums)
        greater = [x for x in nums if x > pivot]
        if k <= len(greater):
            nums = greater
            continue
        equal = nums.count(pivot)
        if k <= len(greater) + equal:
            return pivot
        k -= len(greater) + equal
        nums = [x for x in nums if x < pivot]
