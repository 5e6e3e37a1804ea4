def find_judge(n, trust):
    trusted_by = [0] * (n + 1)
    for _, b in trust:
        trusted_by[b] += 1
    for person in range(1, n + 1):
        if trusted_by[person] == n - 1:  # wrong: the judge must also trust nobody
            return person
    return -1
