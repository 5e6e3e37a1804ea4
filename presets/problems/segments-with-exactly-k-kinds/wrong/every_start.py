def count_runs(stickers, k):
    total = 0
    n = len(stickers)
    for start in range(n):
        seen = set()
        for end in range(start, n):  # up to n steps per start
            seen.add(stickers[end])
            if len(seen) > k:
                break
            if len(seen) == k:
                total += 1
    return total
