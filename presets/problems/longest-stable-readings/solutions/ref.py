from collections import deque


def longest_stable(readings, tolerance):
    hi = deque()  # indices, values decreasing: front is the window maximum
    lo = deque()  # indices, values increasing: front is the window minimum
    left = best = 0
    for right, x in enumerate(readings):
        while hi and readings[hi[-1]] <= x:
            hi.pop()
        hi.append(right)
        while lo and readings[lo[-1]] >= x:
            lo.pop()
        lo.append(right)
        while readings[hi[0]] - readings[lo[0]] > tolerance:
            left += 1
            if hi[0] < left:
                hi.popleft()
            if lo[0] < left:
                lo.popleft()
        if right - left + 1 > best:
            best = right - left + 1
    return best
