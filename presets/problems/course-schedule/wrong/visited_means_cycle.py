def can_finish(num_courses, prerequisites):
    unlocks = [[] for _ in range(num_courses)]
    for course, before in prerequisites:
        unlocks[before].append(course)
    visited = [False] * num_courses

    def dfs(c):
        if visited[c]:
            return False
        visited[c] = True
        return all(dfs(nxt) for nxt in unlocks[c])

    return all(visited[c] or dfs(c) for c in range(num_courses))
