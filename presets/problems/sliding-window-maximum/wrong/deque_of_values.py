from collections import deque


def max_sliding_window(nums, k):
    window = deque()  # values, decreasing
    out = []
    for i, x in enumerate(nums):
        while window and window[-1] <= x:
            window.pop()
        window.append(x)
        if i >= k and window[0] == nums[i - k]:
            window.popleft()
        if i >= k - 1:
            out.append(window[0])
    return out
