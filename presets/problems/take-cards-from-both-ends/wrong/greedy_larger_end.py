def max_card_score(cards, k):
    lo, hi = 0, len(cards) - 1
    total = 0
    for _ in range(k):
        if cards[lo] >= cards[hi]:  # greedy: the larger end now
            total += cards[lo]
            lo += 1
        else:
            total += cards[hi]
            hi -= 1
    return total
