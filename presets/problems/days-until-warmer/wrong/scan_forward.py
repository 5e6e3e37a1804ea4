def days_until_warmer(temps):
    n = len(temps)
    out = [0] * n
    for i in range(n):
        for j in range(i + 1, n):
            if temps[j] > temps[i]:
                out[i] = j - i
                break
    return out
