def merge_k_lists(lists):
    heads = list(lists)
    dummy = tail = ListNode()
    while True:
        best = -1
        for i, node in enumerate(heads):
            if node and (best < 0 or node.val < heads[best].val):
                best = i
        if best < 0:
            break
        tail.next = heads[best]
        tail = tail.next
        heads[best] = heads[best].next
    tail.next = None
    return dummy.next
