def exact_picks(cards, total):
    cards = sorted(cards)
    out, pick = [], []

    def go(start, left):
        if left == 0:
            out.append(pick[:])
            return
        for i in range(start, len(cards)):
            if cards[i] > left:
                break
            if i > start and cards[i] == cards[i - 1]:
                continue
            pick.append(cards[i])
            go(i, left - cards[i])  # the same card may be taken again
            pick.pop()

    go(0, total)
    return out
