from collections import deque


def longest_stable(readings, tolerance):
    hi = deque()  # values, not indices
    lo = deque()
    left = best = 0
    for right, x in enumerate(readings):
        while hi and hi[-1] <= x:  # equal values are dropped ...
            hi.pop()
        hi.append(x)
        while lo and lo[-1] >= x:
            lo.pop()
        lo.append(x)
        while hi and lo and hi[0] - lo[0] > tolerance:
            y = readings[left]
            left += 1
            if hi and hi[0] == y:  # ... so this may evict a copy still in the window
                hi.popleft()
            if lo and lo[0] == y:
                lo.popleft()
        best = max(best, right - left + 1)
    return best
