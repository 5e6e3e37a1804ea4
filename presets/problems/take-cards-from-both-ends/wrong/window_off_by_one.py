def max_card_score(cards, k):
    n = len(cards)
    keep = max(0, n - k - 1)  # one card short: n - k cards must stay
    window = sum(cards[:keep])
    smallest = window
    for right in range(keep, n):
        window += cards[right] - cards[right - keep]
        smallest = min(smallest, window)
    return sum(cards) - smallest
