def count_digit_sum(n, k):
    total = 0
    for x in range(1, int(n) + 1):
        if sum(map(int, str(x))) == k:
            total += 1
    return total % (10**9 + 7)
