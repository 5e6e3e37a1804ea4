def count_runs(stickers, k):
    def at_most(limit):
        # runs with at most `limit` kinds
        count = {}
        total = left = 0
        for right, s in enumerate(stickers):
            count[s] = count.get(s, 0) + 1
            while len(count) > limit:
                t = stickers[left]
                count[t] -= 1
                if count[t] == 0:
                    del count[t]
                left += 1
            total += right - left + 1
        return total

    return at_most(k) - at_most(k - 1)
