def all_teams(n, k):
    out, team = [], []

    def pick(start):
        if len(team) == k:
            out.append(team[:])
            return
        for x in range(start, n - (k - len(team)) + 2):  # leave room for the rest of the team
            team.append(x)
            pick(x + 1)
            team.pop()

    pick(1)
    return out
