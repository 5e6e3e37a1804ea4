def reconcile_ops(old_keys, new_keys):
    where = {k: i for i, k in enumerate(old_keys)}
    new_set = set(new_keys)
    removed = sum(1 for k in old_keys if k not in new_set)
    seq = [where[k] for k in new_keys if k in where]
    best = [1] * len(seq)
    for i in range(len(seq)):
        for j in range(i):
            if seq[j] < seq[i] and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    keep = max(best, default=0)
    return [removed, len(new_keys) - len(seq), len(seq) - keep]
