def max_messages(messages, zeros, ones):
    count = 0
    for m in sorted(messages, key=len):  # shortest first, whichever bits it uses
        c0 = m.count("0")
        c1 = len(m) - c0
        if c0 <= zeros and c1 <= ones:
            zeros -= c0
            ones -= c1
            count += 1
    return count
