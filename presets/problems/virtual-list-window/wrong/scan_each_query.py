def visible_range(heights, queries):
    """Walks the items from the top for every query: O(n) per query."""
    n = len(heights)
    out = []
    for scroll_top, viewport, overscan in queries:
        first = last = -1
        top = 0
        for i, h in enumerate(heights):
            if top + h > scroll_top and top < scroll_top + viewport:
                if first < 0:
                    first = i
                last = i
            if top >= scroll_top + viewport:
                break
            top += h
        if first < 0:
            out.append([-1, -1, -1])
            continue
        start = max(0, first - overscan)
        end = min(n - 1, last + overscan)
        out.append([start, end, sum(heights[:start])])
    return out
