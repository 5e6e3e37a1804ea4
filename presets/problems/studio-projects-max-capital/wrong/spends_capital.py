import heapq


def max_capital(k, capital, need, gain):
    projects = sorted(zip(need, gain))
    heap, i = [], 0
    for _ in range(k):
        while i < len(projects) and projects[i][0] <= capital:
            heapq.heappush(heap, (-projects[i][1], projects[i][0]))
            i += 1
        if not heap:
            break
        g, c = heapq.heappop(heap)
        capital += -g - c  # the threshold is not a cost
    return capital
