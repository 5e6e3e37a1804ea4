def my_pow(x, n):
    result = 1.0
    for _ in range(abs(n)):  # O(|n|) multiplications: 2·10^9 at the limit
        result *= x
    return result if n >= 0 else 1 / result
