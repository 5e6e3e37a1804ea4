def count_primes(n):
    count = 0
    for x in range(2, n):
        d = 2
        while d * d <= x and x % d:
            d += 1
        if d * d > x:  # O(sqrt x) per number: O(n sqrt n) overall
            count += 1
    return count
