from collections import deque


def can_finish(num_courses, prerequisites):
    unlocks = [[] for _ in range(num_courses)]
    indegree = [0] * num_courses
    for course, before in prerequisites:
        unlocks[before].append(course)
        indegree[course] += 1
    ready = deque(c for c in range(num_courses) if indegree[c] == 0)
    taken = 0
    while ready:
        c = ready.popleft()
        taken += 1
        for nxt in unlocks[c]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                ready.append(nxt)
    return taken == num_courses
