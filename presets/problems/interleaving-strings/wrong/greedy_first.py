def is_interleave(a, b, c):
    if len(a) + len(b) != len(c):
        return False
    i = j = 0
    for ch in c:
        if i < len(a) and a[i] == ch:  # always prefers a: no way back
            i += 1
        elif j < len(b) and b[j] == ch:
            j += 1
        else:
            return False
    return True
