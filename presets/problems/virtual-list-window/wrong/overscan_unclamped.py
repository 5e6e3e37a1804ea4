from bisect import bisect_right


def visible_range(heights, queries):
    """Adds the overscan without clamping to the list: indices below 0 or past the end."""
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
        last = min(bisect_right(tops, scroll_top + viewport - 1) - 1, n - 1)
        start = first - overscan
        end = last + overscan
        out.append([start, end, tops[max(start, 0)]])
    return out
