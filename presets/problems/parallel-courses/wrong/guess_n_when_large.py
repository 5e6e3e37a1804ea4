from collections import deque


def minimum_semesters(n, relations):
    # Answers large inputs with their size (one chain through every course); small ones properly.
    if n > 100:
        return n
    unlocks = [[] for _ in range(n + 1)]
    indegree = [0] * (n + 1)
    for before, after in relations:
        unlocks[before].append(after)
        indegree[after] += 1
    depth = [1] * (n + 1)
    queue = deque(c for c in range(1, n + 1) if indegree[c] == 0)
    seen = 0
    while queue:
        c = queue.popleft()
        seen += 1
        for d in unlocks[c]:
            depth[d] = max(depth[d], depth[c] + 1)
            indegree[d] -= 1
            if indegree[d] == 0:
                queue.append(d)
    return max(depth[1:]) if seen == n else -1
