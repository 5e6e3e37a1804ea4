def max_capital(k, capital, need, gain):
    done = [False] * len(need)
    for _ in range(k):
        best = -1
        for i in range(len(need)):  # O(n) per round
            if not done[i] and need[i] <= capital and (best == -1 or gain[i] > gain[best]):
                best = i
        if best == -1:
            break
        done[best] = True
        capital += gain[best]
    return capital
