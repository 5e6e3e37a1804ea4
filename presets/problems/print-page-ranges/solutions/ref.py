def page_ranges(pages):
    parts = []
    i = 0
    n = len(pages)
    while i < n:
        j = i
        while j + 1 < n and pages[j + 1] == pages[j] + 1:
            j += 1
        if i == j:
            parts.append(str(pages[i]))
        else:
            parts.append(str(pages[i]) + "-" + str(pages[j]))
        i = j + 1
    return ",".join(parts)
