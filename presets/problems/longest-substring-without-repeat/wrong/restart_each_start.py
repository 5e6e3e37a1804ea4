def length_of_longest_substring(s):
    best = 0
    for start in range(len(s)):
        seen = set()
        end = start
        while end < len(s) and s[end] not in seen:
            seen.add(s[end])
            end += 1
        best = max(best, end - start)
    return best
