def count_free_days(days, meetings):
    stretches = []  # disjoint busy stretches, unsorted
    for s, e in meetings:
        kept = []
        for a, b in stretches:  # scans every stretch for each meeting: O(n^2)
            if b < s or a > e:
                kept.append((a, b))
            else:
                s, e = min(s, a), max(e, b)
        kept.append((s, e))
        stretches = kept
    return days - sum(b - a + 1 for a, b in stretches)
