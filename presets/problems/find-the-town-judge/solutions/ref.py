def find_judge(n, trust):
    score = [0] * (n + 1)  # trusted-by count minus trusts count
    for a, b in trust:
        score[a] -= 1
        score[b] += 1
    for person in range(1, n + 1):
        if score[person] == n - 1:  # only possible with n - 1 in and 0 out
            return person
    return -1
