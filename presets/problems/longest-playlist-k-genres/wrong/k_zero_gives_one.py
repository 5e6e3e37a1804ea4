def longest_stretch(genres, k):
    count = {}
    best = left = 0
    for right, g in enumerate(genres):
        count[g] = count.get(g, 0) + 1
        while len(count) > max(k, 1):  # the newest song is always kept
            h = genres[left]
            count[h] -= 1
            if count[h] == 0:
                del count[h]
            left += 1
        best = max(best, right - left + 1)
    return best
