def count_triplets(arr):
    count = {0: 1}  # prefix XOR value -> how many prefixes so far had it (P[0] = 0 at index 0)
    index_sum = {0: 0}  # prefix XOR value -> sum of those prefix indices
    prefix = 0
    total = 0
    for k, x in enumerate(arr):
        prefix ^= x  # P[k + 1]
        c = count.get(prefix, 0)
        # every earlier i with P[i] == P[k + 1] gives k - i choices of j
        total += c * (k + 1) - index_sum.get(prefix, 0)  # k - i + 1 per run
        count[prefix] = c + 1
        index_sum[prefix] = index_sum.get(prefix, 0) + k + 1
    return total
