def nth_smooth(n):
    seq = [1]
    i2 = i3 = i5 = 0  # the next numbers to multiply by 2, 3 and 5
    while len(seq) < n:
        c2, c3, c5 = seq[i2] * 2, seq[i3] * 3, seq[i5] * 5
        nxt = min(c2, c3, c5)
        seq.append(nxt)
        # advance every pointer that produced nxt, so no value is produced twice
        if c2 == nxt:
            i2 += 1
        if c3 == nxt:
            i3 += 1
        if c5 == nxt:
            i5 += 1
    return seq[n - 1]
