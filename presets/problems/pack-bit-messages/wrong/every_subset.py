def max_messages(messages, zeros, ones):
    counts = [(m.count("0"), m.count("1")) for m in messages]

    def go(i, z, o):  # take or skip each message, no memo
        if i == len(counts):
            return 0
        best = go(i + 1, z, o)
        c0, c1 = counts[i]
        if c0 <= z and c1 <= o:
            best = max(best, 1 + go(i + 1, z - c0, o - c1))
        return best

    return go(0, zeros, ones)
