def days_until_warmer(temps):
    # Looks 64 days ahead, else answers with the hottest later day if it is warmer: O(n), and
    # right only when every far warmer day is the hottest one (a cooling spell ending hot).
    n = len(temps)
    hottest = [0] * n
    best = n - 1
    for i in range(n - 1, -1, -1):
        if temps[i] >= temps[best]:
            best = i
        hottest[i] = best
    out = [0] * n
    for i in range(n - 1):
        for j in range(i + 1, min(n, i + 65)):
            if temps[j] > temps[i]:
                out[i] = j - i
                break
        else:
            h = hottest[i + 1]
            out[i] = h - i if temps[h] > temps[i] else 0
    return out
