def min_splice_cost(lengths):
    pieces = sorted(lengths)
    if len(pieces) < 2:
        return 0
    total = 0
    current = pieces[0]
    for x in pieces[1:]:  # the growing piece is always one of the two
        current += x
        total += current
    return total
