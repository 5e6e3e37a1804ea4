def kth_smallest_gap(pos, k):
    pos = sorted(pos)
    gaps = sorted(b - a for a, b in zip(pos, pos[1:]))  # wider pairs are forgotten
    return gaps[min(k, len(gaps)) - 1]
