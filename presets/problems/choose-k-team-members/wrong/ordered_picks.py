def all_teams(n, k):
    out, team = [], []

    def pick():
        if len(team) == k:
            out.append(sorted(team))
            return
        for x in range(1, n + 1):  # every order of the same team is produced
            if x not in team:
                team.append(x)
                pick()
                team.pop()

    pick()
    return out
