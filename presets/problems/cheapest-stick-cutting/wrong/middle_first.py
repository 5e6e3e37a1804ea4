def min_cost(length, cuts):
    total = 0
    pieces = [(0, length, sorted(cuts))]
    while pieces:
        lo, hi, marks = pieces.pop()
        if not marks:
            continue
        mid = (lo + hi) / 2
        k = min(range(len(marks)), key=lambda i: abs(marks[i] - mid))  # greedy: closest to the middle
        total += hi - lo
        pieces.append((lo, marks[k], marks[:k]))
        pieces.append((marks[k], hi, marks[k + 1:]))
    return total
