def find_maximum_xor(nums):
    child = [0, 0]
    best = 0
    for x in nums:
        node = 0
        for b in range(30, -1, -1):
            slot = 2 * node + ((x >> b) & 1)
            if not child[slot]:
                child[slot] = len(child) // 2
                child += [0, 0]
            node = child[slot]
    for x in nums:
        node, acc = 0, 0
        for b in range(30, -1, -1):
            bit = (x >> b) & 1
            same = 2 * node + bit
            if child[same]:
                node = child[same]
            else:
                acc |= 1 << b
                node = child[2 * node + (bit ^ 1)]
        best = max(best, acc)
    return best
