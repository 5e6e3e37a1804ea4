from bisect import bisect_right


def visible_range(heights, queries):
    """Counts the item that starts exactly at the viewport's bottom edge as visible."""
    tops = [0]
    for h in heights:
        tops.append(tops[-1] + h)
    n = len(heights)
    out = []
    for scroll_top, viewport, overscan in queries:
        if scroll_top >= tops[n]:
            out.append([-1, -1, -1])
            continue
        first = bisect_right(tops, scroll_top) - 1
        last = min(bisect_right(tops, scroll_top + viewport) - 1, n - 1)
        start = max(0, first - overscan)
        end = min(n - 1, last + overscan)
        out.append([start, end, tops[start]])
    return out
