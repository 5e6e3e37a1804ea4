def count_primes(n):
    if n < 2:
        return 0
    sieve = bytearray([1]) * (n + 1)  # wrong: includes n although the count is of primes < n
    sieve[0] = sieve[1] = 0
    p = 2
    while p * p <= n:
        if sieve[p]:
            sieve[p * p :: p] = bytes(len(range(p * p, n + 1, p)))
        p += 1
    return sum(sieve)
