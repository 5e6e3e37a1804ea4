import heapq


def cheapest_combos(mains, drinks, k):
    heap = [(mains[0] + drinks[j], j, 0) for j in range(min(len(drinks), k))]  # (price, j, i)
    heapq.heapify(heap)
    out = []
    while heap and len(out) < k:
        _, j, i = heapq.heappop(heap)
        out.append([mains[i], drinks[j]])
        if i + 1 < len(mains):
            heapq.heappush(heap, (mains[i + 1] + drinks[j], j, i + 1))
    return out
