def first_missing_positive(nums):
    a = list(nums)  # the judge's list is ours to reorder, but keep the caller's intact
    n = len(a)
    for i in range(n):
        # Put each value v in 1..n at index v - 1; stop when the slot already holds v (duplicates).
        while 1 <= a[i] <= n and a[a[i] - 1] != a[i]:
            j = a[i] - 1
            a[i], a[j] = a[j], a[i]
    for i in range(n):
        if a[i] != i + 1:
            return i + 1
    return n + 1
