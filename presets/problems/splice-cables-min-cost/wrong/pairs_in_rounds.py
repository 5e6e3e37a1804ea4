def min_splice_cost(lengths):
    pieces = sorted(lengths)
    total = 0
    while len(pieces) > 1:
        nxt = []
        for i in range(0, len(pieces) - 1, 2):
            total += pieces[i] + pieces[i + 1]
            nxt.append(pieces[i] + pieces[i + 1])
        if len(pieces) % 2:
            nxt.append(pieces[-1])
        pieces = sorted(nxt)
    return total
