def search(arr, key):
    # classic closed-interval binary search
    left, right = 0, len(arr) - 1
    while left <= right:
        m = (left + right) // 2  # middle
        if arr[m] == key:
            return m
        elif arr[m] < key:
            left = m + 1
        else:
            right = m - 1
    return -1
