import heapq


def merge_k_lists(lists):
    # (value, list index) orders the heap; the index breaks ties so nodes are never compared.
    heap = [(node.val, i) for i, node in enumerate(lists) if node]
    heapq.heapify(heap)
    heads = list(lists)
    dummy = tail = ListNode()
    while heap:
        _, i = heapq.heappop(heap)
        node = heads[i]
        tail.next = node
        tail = node
        heads[i] = node.next
        if node.next:
            heapq.heappush(heap, (node.next.val, i))
    tail.next = None
    return dummy.next
