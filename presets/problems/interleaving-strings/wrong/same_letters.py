def is_interleave(a, b, c):
    return sorted(a + b) == sorted(c)  # ignores the order inside a and b
