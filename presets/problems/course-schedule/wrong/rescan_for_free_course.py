def can_finish(num_courses, prerequisites):
    needs = [[] for _ in range(num_courses)]
    for course, before in prerequisites:
        needs[course].append(before)
    done = [False] * num_courses
    for _ in range(num_courses):
        for c in range(num_courses):
            if not done[c] and all(done[b] for b in needs[c]):
                done[c] = True
                break
        else:
            return False
    return True
