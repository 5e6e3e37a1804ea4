def find_maximum_xor(nums):
    # Binary trie in flat arrays: child[2 * node + bit] is the child index, 0 meaning none.
    child = [0, 0]
    best = 0
    for x in nums:
        node = 0
        for b in range(30, -1, -1):  # insert x, highest bit first
            slot = 2 * node + ((x >> b) & 1)
            if not child[slot]:
                child[slot] = len(child) // 2
                child += [0, 0]
            node = child[slot]
        node, acc = 0, 0
        for b in range(30, -1, -1):  # query: prefer the opposite bit at every level
            bit = (x >> b) & 1
            want = 2 * node + (bit ^ 1)
            if child[want]:
                acc |= 1 << b
                node = child[want]
            else:
                node = child[2 * node + bit]
        if acc > best:
            best = acc
    return best
