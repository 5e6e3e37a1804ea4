import heapq


def cheapest_combos(mains, drinks, k):
    heap = [(mains[i] + drinks[0], i, 0) for i in range(min(len(mains), k))]
    heapq.heapify(heap)
    out = []
    while heap and len(out) < k:
        _, i, j = heapq.heappop(heap)
        out.append([mains[i], drinks[j]])
        if j + 1 < len(drinks):
            heapq.heappush(heap, (mains[i] + drinks[j + 1], i, j + 1))
    return out
