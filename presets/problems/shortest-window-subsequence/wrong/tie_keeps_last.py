def shortest_window(text, word):
    n, m = len(text), len(word)
    best_start, best_len = -1, n + 1
    i = 0
    while i < n:
        # forward: the earliest end of a window that starts at i or later
        j = 0
        while i < n:
            if text[i] == word[j]:
                j += 1
                if j == m:
                    break
            i += 1
        if i == n:
            break
        end = i
        # backward: the latest start for that end
        j = m - 1
        while j >= 0:
            if text[i] == word[j]:
                j -= 1
            i -= 1
        start = i + 1
        if end - start + 1 <= best_len:  # ties should keep the leftmost
            best_start, best_len = start, end - start + 1
        i = start + 1
    return "" if best_start < 0 else text[best_start:best_start + best_len]
