def cancel_zero_runs(head):
    kept = []       # kept nodes, in order
    prefix = [0]    # prefix[i] = sum of kept[:i]; pairwise distinct
    where = {0: 0}  # prefix sum -> its index in prefix
    node = head
    while node:
        s = prefix[-1] + node.val
        if s in where:  # the kept entries after position where[s] plus this one sum to 0
            i = where[s]
            for t in prefix[i + 1:]:
                del where[t]
            del prefix[i + 1:]
            del kept[i:]
        else:
            kept.append(node)
            prefix.append(s)
            where[s] = len(prefix) - 1
        node = node.next
    for a, b in zip(kept, kept[1:]):
        a.next = b
    if kept:
        kept[-1].next = None
        return kept[0]
    return None
