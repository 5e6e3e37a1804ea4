def shared_prefix(tags):
    a, b = tags[0], tags[-1]  # only right after sorting
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return a[:i]
