def reconcile_ops(old_keys, new_keys):
    # Keeps an element when its old index is after the previous kept one (a greedy run from the
    # left), moving the rest: fine for a single moved element, too many moves otherwise.
    where = {k: i for i, k in enumerate(old_keys)}
    new_set = set(new_keys)
    removed = sum(1 for k in old_keys if k not in new_set)
    seq = [where[k] for k in new_keys if k in where]
    kept = 0
    last = -1
    for x in seq:
        if x > last:
            kept += 1
            last = x
    return [removed, len(new_keys) - len(seq), len(seq) - kept]
