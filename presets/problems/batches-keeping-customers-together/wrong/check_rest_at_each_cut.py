def batch_sizes(owners):
    out = []
    start = 0
    seen = set()
    n = len(owners)
    for i in range(n):
        seen.add(owners[i])
        if not any(owners[j] in seen for j in range(i + 1, n)):  # scans the rest each time
            out.append(i - start + 1)
            start = i + 1
            seen = set()
    return out
