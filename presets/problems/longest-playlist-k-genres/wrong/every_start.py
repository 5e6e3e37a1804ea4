def longest_stretch(genres, k):
    best = 0
    n = len(genres)
    for start in range(n):
        seen = set()
        end = start
        while end < n and (genres[end] in seen or len(seen) < k):  # O(n) per start
            seen.add(genres[end])
            end += 1
        best = max(best, end - start)
    return best
