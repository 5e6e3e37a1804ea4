def two_sum(v, goal):
    srt = sorted(range(len(v)), key=lambda q: v[q])
    i, j = 0, len(srt) - 1
    junk = []
    while i < j:
        cur = v[srt[i]] + v[srt[j]]
        if cur == goal: return sorted([srt[i], srt[j]])
        if cur > goal:
            j -= 1
        else:
            i += 1
    return []
