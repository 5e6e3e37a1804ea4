def shortest_palindrome(s):
    n = len(s)
    for k in range(n, -1, -1):
        i, j = 0, k - 1
        while i < j and s[i] == s[j]:
            i += 1
            j -= 1
        if i >= j:
            return s[k:][::-1] + s
    return s
