import heapq


def merge_runs(runs, keep_tombstones):
    # Heap of (key, run index, position): for equal keys the newest run (smallest index) pops first.
    heap = [(run[0][0], -r, 0) for r, run in enumerate(runs) if run]  # wrong: oldest first on ties
    heapq.heapify(heap)
    out = []
    last = None
    while heap:
        key, neg, i = heapq.heappop(heap)
        r = -neg
        if i + 1 < len(runs[r]):
            heapq.heappush(heap, (runs[r][i + 1][0], -r, i + 1))
        if key == last:
            continue  # an older version of a key already decided
        last = key
        entry = runs[r][i]
        if len(entry) == 2 or keep_tombstones:
            out.append(entry)
    return out
