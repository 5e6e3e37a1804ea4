def final_funds(funds, k, need, gain):
    projects = sorted(zip(need, gain))
    i = 0
    for _ in range(k):
        if i < len(projects) and projects[i][0] <= funds:  # lowest threshold, whatever it pays
            funds += projects[i][1]
            i += 1
        else:
            break
    return funds
