def page_ranges(pages):
    parts = []
    i = 0
    while i < len(pages):
        j = i
        while j + 1 < len(pages) and pages[j + 1] == pages[j] + 1:
            j += 1
        parts.append(f"{pages[i]}-{pages[j]}")  # "5-5" for a single page
        i = j + 1
    return ",".join(parts)
