def min_run_to_remove(nums, p):
    n = len(nums)
    need = sum(nums) % p
    if need == 0:
        return 0
    latest = {0: -1}  # remainder of the empty prefix
    prefix = 0
    best = n
    for j, x in enumerate(nums):
        prefix = (prefix + x) % p
        want = (prefix - need) % p
        if want in latest:
            best = min(best, j - latest[want])
        latest[prefix] = j  # the latest left end gives the shortest run
    return best if best < n else -1
