def trailing_zeros(n):
    zeros = 0
    while n > 0:
        n //= 5  # multiples of 5, then of 25, of 125, …
        zeros += n
    return zeros
