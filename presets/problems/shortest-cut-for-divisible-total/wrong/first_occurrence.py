def min_run_to_remove(nums, p):
    n = len(nums)
    need = sum(nums) % p
    if need == 0:
        return 0
    first = {0: -1}
    prefix = 0
    best = n
    for j, x in enumerate(nums):
        prefix = (prefix + x) % p
        want = (prefix - need) % p
        if want in first:
            best = min(best, j - first[want])
        if prefix not in first:  # keeps the earliest position: runs come out too long
            first[prefix] = j
    return best if best < n else -1
