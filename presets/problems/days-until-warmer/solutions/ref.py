def days_until_warmer(temps):
    out = [0] * len(temps)
    waiting = []  # indices of days with no warmer day yet; temperatures non-increasing
    for i, t in enumerate(temps):
        while waiting and temps[waiting[-1]] < t:
            j = waiting.pop()
            out[j] = i - j
        waiting.append(i)
    return out
