def reverse_segment(head, left, right):
    def node_at(pos):
        node = head
        for _ in range(pos - 1):  # O(n) walk for every lookup
            node = node.next
        return node

    i, j = left, right
    while i < j:
        a, b = node_at(i), node_at(j)
        a.val, b.val = b.val, a.val
        i += 1
        j -= 1
    return head
