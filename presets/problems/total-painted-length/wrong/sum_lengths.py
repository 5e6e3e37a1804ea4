def painted_length(strokes):
    return sum(e - s for s, e in strokes)  # overlaps counted twice
