def min_splice_cost(lengths):
    pieces = list(lengths)
    total = 0
    while len(pieces) > 1:
        pieces.sort()  # O(n log n) per splice
        a, b = pieces[0], pieces[1]
        total += a + b
        pieces = pieces[2:] + [a + b]
    return total
