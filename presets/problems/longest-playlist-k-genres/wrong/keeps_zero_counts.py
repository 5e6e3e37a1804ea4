def longest_stretch(genres, k):
    count = {}
    best = left = 0
    for right, g in enumerate(genres):
        count[g] = count.get(g, 0) + 1
        while len(count) > k and left <= right:  # zero counts stay in the map
            count[genres[left]] -= 1
            left += 1
        best = max(best, right - left + 1)
    return best
