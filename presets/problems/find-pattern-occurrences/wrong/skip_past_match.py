def find_pattern(text, pattern):
    out = []
    i = text.find(pattern)
    while i != -1:
        out.append(i)
        i = text.find(pattern, i + len(pattern))
    return out
