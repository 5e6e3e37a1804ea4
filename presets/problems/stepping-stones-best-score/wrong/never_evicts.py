from collections import deque


def best_score(points, reach):
    n = len(points)
    best = [0] * n
    best[0] = points[0]
    window = deque([0])
    for i in range(1, n):
        best[i] = points[i] + best[window[0]]  # the front may be out of reach
        while window and best[window[-1]] <= best[i]:
            window.pop()
        window.append(i)
    return best[n - 1]
