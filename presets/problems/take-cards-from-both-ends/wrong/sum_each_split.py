def max_card_score(cards, k):
    n = len(cards)
    best = 0
    for left in range(k + 1):  # each split summed from scratch: O(k^2)
        total = 0
        for i in range(left):
            total += cards[i]
        for i in range(n - (k - left), n):
            total += cards[i]
        best = max(best, total)
    return best
