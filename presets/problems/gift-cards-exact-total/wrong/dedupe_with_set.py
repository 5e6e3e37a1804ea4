def exact_picks(cards, total):
    cards = sorted(cards)
    found, pick = set(), []

    def go(start, left):
        if left == 0:
            found.add(tuple(pick))
            return
        for i in range(start, len(cards)):
            if cards[i] > left:
                break
            pick.append(cards[i])  # equal values are tried again and again
            go(i + 1, left - cards[i])
            pick.pop()

    go(0, total)
    return [list(t) for t in found]
