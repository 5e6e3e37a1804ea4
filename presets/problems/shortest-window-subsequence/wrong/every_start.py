def shortest_window(text, word):
    best = ""
    for s in range(len(text)):  # a full scan from every start: O(n^2)
        j = 0
        for e in range(s, len(text)):
            if text[e] == word[j]:
                j += 1
                if j == len(word):
                    if not best or e - s + 1 < len(best):
                        best = text[s:e + 1]
                    break
    return best
