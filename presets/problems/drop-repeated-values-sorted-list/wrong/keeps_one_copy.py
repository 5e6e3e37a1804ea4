def delete_duplicates(head):
    node = head
    while node and node.next:
        if node.next.val == node.val:
            node.next = node.next.next  # keeps the first node of each run
        else:
            node = node.next
    return head
