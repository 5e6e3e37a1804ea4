def my_pow(x, n):
    n = abs(n)  # wrong: x^-n is 1 / x^n, not x^n
    result = 1.0
    while n:
        if n & 1:
            result *= x
        x *= x
        n >>= 1
    return result
