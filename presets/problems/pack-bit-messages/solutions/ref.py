def max_messages(messages, zeros, ones):
    best = [[0] * (ones + 1) for _ in range(zeros + 1)]
    for m in messages:
        c0 = m.count("0")
        c1 = len(m) - c0
        for z in range(zeros, c0 - 1, -1):  # high to low: each message at most once
            row, src = best[z], best[z - c0]
            for o in range(ones, c1 - 1, -1):
                if src[o - c1] + 1 > row[o]:
                    row[o] = src[o - c1] + 1
    return best[zeros][ones]
