def min_run_to_remove(nums, p):
    n = len(nums)
    need = sum(nums) % p
    if need == 0:
        return 0
    latest = {0: -1}
    prefix = 0
    best = n + 1
    for j, x in enumerate(nums):
        prefix = (prefix + x) % p
        want = (prefix - need) % p
        if want in latest:
            best = min(best, j - latest[want])
        latest[prefix] = j
    return best if best <= n else -1  # clearing every shelf is not allowed
