def count_triplets(arr):
    count = {0: 1}
    prefix = 0
    total = 0
    for x in arr:
        prefix ^= x
        total += count.get(prefix, 0)  # one per run, not k - i per run
        count[prefix] = count.get(prefix, 0) + 1
    return total
