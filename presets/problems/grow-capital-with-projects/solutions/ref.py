import heapq


def final_funds(funds, k, need, gain):
    projects = sorted(zip(need, gain))
    unlocked = []  # max-heap of gains (negated)
    i = 0
    for _ in range(k):
        while i < len(projects) and projects[i][0] <= funds:
            heapq.heappush(unlocked, -projects[i][1])
            i += 1
        if not unlocked:
            break  # nothing affordable, and funds will not grow
        funds -= heapq.heappop(unlocked)
    return funds
