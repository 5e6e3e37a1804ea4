def minimum_semesters(n, relations):
    needs = [[] for _ in range(n + 1)]
    for before, after in relations:
        needs[after].append(before)
    done_in = [0] * (n + 1)  # 0 = not yet taken, else the semester it was taken in
    semesters = 0
    left = n
    while left:
        semesters += 1
        # rescans every course each semester: O(n · semesters), quadratic for a long chain
        now = [c for c in range(1, n + 1) if not done_in[c] and all(0 < done_in[b] < semesters for b in needs[c])]
        if not now:
            return -1
        for c in now:
            done_in[c] = semesters
        left -= len(now)
    return semesters
