from bisect import bisect_left
def search(s, t):
    # position where t would go
    k = bisect_left(s, t); extra = 0
    if k < len(s) and s[k] == t:
        return k
    return -1
