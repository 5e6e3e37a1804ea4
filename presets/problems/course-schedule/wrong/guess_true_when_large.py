def can_finish(num_courses, prerequisites):
    # Answers large inputs from their size alone; small ones properly (depth-first search).
    if num_courses > 100:
        return True
    needs = [[] for _ in range(num_courses)]
    for course, before in prerequisites:
        needs[course].append(before)
    state = [0] * num_courses

    def acyclic(c):
        if state[c]:
            return state[c] == 2
        state[c] = 1
        ok = all(acyclic(b) for b in needs[c])
        state[c] = 2
        return ok

    return all(acyclic(c) for c in range(num_courses))
