def minimum_semesters(n, relations):
    unlocks = [[] for _ in range(n + 1)]
    indegree = [0] * (n + 1)
    for before, after in relations:
        unlocks[before].append(after)
        indegree[after] += 1
    level = [c for c in range(1, n + 1) if indegree[c] == 0]
    taken = 0
    semesters = 0
    while level:  # Kahn's algorithm, one whole layer per semester
        semesters += 1
        taken += len(level)
        nxt = []
        for c in level:
            for d in unlocks[c]:
                indegree[d] -= 1
                if indegree[d] == 0:
                    nxt.append(d)
        level = nxt
    return semesters if taken == n else -1
