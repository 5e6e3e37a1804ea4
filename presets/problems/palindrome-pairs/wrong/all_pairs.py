def palindrome_pairs(words):
    out = []
    for i, a in enumerate(words):  # O(n^2) concatenations
        for j, b in enumerate(words):
            if i != j:
                s = a + b
                if s == s[::-1]:
                    out.append([i, j])
    return out
