def page_ranges(pages):
    parts = []
    start = 0
    for i in range(1, len(pages)):
        if pages[i] != pages[i - 1] + 1:  # a run is written only when a gap follows
            a, b = pages[start], pages[i - 1]
            parts.append(str(a) if a == b else f"{a}-{b}")
            start = i
    return ",".join(parts)
