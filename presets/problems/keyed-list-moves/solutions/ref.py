from bisect import bisect_left


def reconcile_ops(old_keys, new_keys):
    """Shared elements that stay must keep their old order: the most that can stay is the longest
    increasing subsequence of their old indices taken in new order (patience sorting)."""
    where = {k: i for i, k in enumerate(old_keys)}
    new_set = set(new_keys)
    removed = sum(1 for k in old_keys if k not in new_set)
    seq = [where[k] for k in new_keys if k in where]
    inserted = len(new_keys) - len(seq)
    tails = []
    for x in seq:
        j = bisect_left(tails, x)
        if j == len(tails):
            tails.append(x)
        else:
            tails[j] = x
    return [removed, inserted, len(seq) - len(tails)]
