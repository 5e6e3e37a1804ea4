def shortest_window(text, word):
    best = ""
    i, n, m = 0, len(text), len(word)
    while i < n:
        if text[i] != word[0]:
            i += 1
            continue
        j, k = 0, i
        while k < n and j < m:
            if text[k] == word[j]:
                j += 1
            k += 1
        if j < m:
            break
        if not best or k - i < len(best):
            best = text[i:k]
        i = k  # jumps past the window: later starts inside it are never tried
    return best
