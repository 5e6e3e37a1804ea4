from bisect import bisect_right


def visible_range(heights, queries):
    """Prefix sums give each item's top; binary search finds the first item whose bottom is below
    scroll_top and the last whose top is above the viewport's bottom."""
    tops = [0]
    for h in heights:
        tops.append(tops[-1] + h)
    n = len(heights)
    out = []
    for scroll_top, viewport, overscan in queries:
        if scroll_top >= tops[n]:
            out.append([-1, -1, -1])
            continue
        first = bisect_right(tops, scroll_top) - 1  # last top <= scroll_top
        last = bisect_right(tops, scroll_top + viewport - 1) - 1
        last = min(last, n - 1)
        start = max(0, first - overscan)
        end = min(n - 1, last + overscan)
        out.append([start, end, tops[start]])
    return out
