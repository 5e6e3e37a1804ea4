def first_missing_positive(nums):
    a = list(nums)
    n = len(a)
    for i in range(n):
        while 1 <= a[i] <= n and a[a[i] - 1] != a[i]:
            j = a[i] - 1
            a[i], a[j] = a[j], a[i]
    for i in range(n - 1):  # off by one: never looks at the last slot
        if a[i] != i + 1:
            return i + 1
    return n
