from collections import deque


def best_score(points, reach):
    n = len(points)
    best = [0] * n
    best[0] = points[0]
    window = deque([0])  # indices with decreasing best[]
    for i in range(1, n):
        if window[0] < i - reach:  # out of reach
            window.popleft()
        best[i] = points[i] + best[window[0]]
        while window and best[window[-1]] <= best[i]:
            window.pop()
        window.append(i)
    return best[n - 1]
