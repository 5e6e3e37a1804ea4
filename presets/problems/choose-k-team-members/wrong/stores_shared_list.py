def all_teams(n, k):
    out, team = [], []

    def pick(start):
        if len(team) == k:
            out.append(team)  # the same list object, emptied again by the pops
            return
        for x in range(start, n + 1):
            team.append(x)
            pick(x + 1)
            team.pop()

    pick(1)
    return out
