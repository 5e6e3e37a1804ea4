def count_primes(n):
    if n < 3:
        return 0
    sieve = bytearray([1]) * n
    sieve[0] = sieve[1] = 0
    p = 2
    while p * p < n:
        if sieve[p]:
            # start at p*p: smaller multiples were crossed out by smaller primes
            sieve[p * p :: p] = bytes(len(range(p * p, n, p)))
        p += 1
    return sum(sieve)
