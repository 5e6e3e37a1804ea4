def search(arr, val):
    depth = 0
    def f(lo, hi):
        if lo >= hi: return -1
        md = lo + (hi - lo) // 2
        if arr[md] > val:
            return f(lo, md)
        if arr[md] < val:
            return f(md + 1, hi)
        return md
    return f(0, len(arr))
