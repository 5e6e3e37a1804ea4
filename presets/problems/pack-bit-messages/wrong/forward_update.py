def max_messages(messages, zeros, ones):
    best = [[0] * (ones + 1) for _ in range(zeros + 1)]
    for m in messages:
        c0 = m.count("0")
        c1 = len(m) - c0
        for z in range(c0, zeros + 1):  # low to high: the same message is reused
            for o in range(c1, ones + 1):
                best[z][o] = max(best[z][o], best[z - c0][o - c1] + 1)
    return best[zeros][ones]
