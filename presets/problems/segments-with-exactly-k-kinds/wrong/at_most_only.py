def count_runs(stickers, k):
    count = {}
    total = left = 0
    for right, s in enumerate(stickers):
        count[s] = count.get(s, 0) + 1
        while len(count) > k:
            t = stickers[left]
            count[t] -= 1
            if count[t] == 0:
                del count[t]
            left += 1
        total += right - left + 1  # includes runs with fewer than k kinds
    return total
