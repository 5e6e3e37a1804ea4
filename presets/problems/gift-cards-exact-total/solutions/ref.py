def exact_picks(cards, total):
    cards = sorted(cards)
    out, pick = [], []

    def go(start, left):
        if left == 0:
            out.append(pick[:])
            return
        for i in range(start, len(cards)):
            if cards[i] > left:
                break  # sorted: every later card is too large as well
            if i > start and cards[i] == cards[i - 1]:
                continue  # this value was already tried at this level
            pick.append(cards[i])
            go(i + 1, left - cards[i])
            pick.pop()

    go(0, total)
    return out
