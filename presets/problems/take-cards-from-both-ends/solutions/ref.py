def max_card_score(cards, k):
    n = len(cards)
    keep = n - k  # the cards left form one contiguous window
    window = sum(cards[:keep])
    smallest = window
    for right in range(keep, n):
        window += cards[right] - cards[right - keep]
        smallest = min(smallest, window)
    return sum(cards) - smallest
