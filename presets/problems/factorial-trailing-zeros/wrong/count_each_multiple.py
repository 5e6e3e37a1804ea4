def trailing_zeros(n):
    zeros = 0
    for m in range(5, n + 1, 5):  # O(n)
        while m % 5 == 0:
            zeros += 1
            m //= 5
    return zeros
