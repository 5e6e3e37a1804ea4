def final_funds(funds, k, need, gain):
    done = [False] * len(need)
    for _ in range(k):
        best = -1
        for i in range(len(need)):  # all projects at every step
            if not done[i] and need[i] <= funds and (best < 0 or gain[i] > gain[best]):
                best = i
        if best < 0:
            break
        done[best] = True
        funds += gain[best]
    return funds
