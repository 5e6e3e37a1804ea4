def painted_length(strokes):
    blocks = []  # disjoint, unsorted
    for s, e in strokes:
        keep = []
        for a, b in blocks:  # every block for every stroke
            if a <= e and s <= b:
                s, e = min(s, a), max(e, b)
            else:
                keep.append((a, b))
        keep.append((s, e))
        blocks = keep
    return sum(b - a for a, b in blocks)
