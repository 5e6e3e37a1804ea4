def middle_node(head):
    n = 0
    node = head
    while node:
        n += 1
        node = node.next
    node = head
    for _ in range(n // 2 + 1):  # one step past the middle
        if node.next:
            node = node.next
    return node
