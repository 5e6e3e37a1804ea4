BITS = 30  # 10^9 < 2^30


def maximize_xor(nums, queries):
    # binary trie in flat lists; node 0 is the root, 0 also means "no child"
    zero, one = [0], [0]
    order = sorted(range(len(queries)), key=lambda i: queries[i][1])
    nums = sorted(nums)
    out = [-1] * len(queries)
    k = 0
    for qi in order:
        x, cap = queries[qi]
        while k < len(nums) and nums[k] <= cap:  # the trie holds exactly the elements <= cap
            node = 0
            v = nums[k]
            for b in range(BITS - 1, -1, -1):
                kids = one if (v >> b) & 1 else zero
                if kids[node] == 0:
                    kids[node] = len(zero)
                    zero.append(0)
                    one.append(0)
                node = kids[node]
            k += 1
        if k == 0:
            continue  # nothing is <= cap
        node, best = 0, 0
        for b in range(BITS - 1, -1, -1):
            want = one if (x >> b) & 1 == 0 else zero  # the opposite bit
            if want[node]:
                best |= 1 << b
                node = want[node]
            else:
                node = (zero if want is one else one)[node]
        out[qi] = best
    return out
