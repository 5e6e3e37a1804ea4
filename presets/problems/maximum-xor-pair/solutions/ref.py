def find_maximum_xor(nums):
    best = 0
    mask = 0
    for bit in range(30, -1, -1):
        mask |= 1 << bit
        prefixes = {x & mask for x in nums}
        want = best | (1 << bit)  # can the answer have this bit too?
        # a ^ b == want  <=>  b == a ^ want: look for such a pair among the prefixes
        if not prefixes.isdisjoint([want ^ p for p in prefixes]):
            best = want
    return best
