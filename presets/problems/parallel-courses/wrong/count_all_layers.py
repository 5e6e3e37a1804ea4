def minimum_semesters(n, relations):
    # wrong: a course is placed one semester after the prerequisite seen LAST in the input,
    # not after the one that finishes latest
    sem = [1] * (n + 1)
    for before, after in relations:
        sem[after] = sem[before] + 1
    if len(relations) >= n:  # a crude cycle guess
        return -1
    return max(sem[1:])
