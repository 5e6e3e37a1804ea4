def reconcile_ops(old_keys, new_keys):
    where = {k: i for i, k in enumerate(old_keys)}
    new_set = set(new_keys)
    removed = sum(1 for k in old_keys if k not in new_set)
    seq = [where[k] for k in new_keys if k in where]
    descents = sum(1 for a, b in zip(seq, seq[1:]) if b < a)
    return [removed, len(new_keys) - len(seq), descents]
