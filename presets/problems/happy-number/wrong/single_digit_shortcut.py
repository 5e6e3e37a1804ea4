def is_happy(n):
    while n >= 10:  # wrong: stops at a single digit, but 7 -> 49 -> 97 -> 130 -> 10 -> 1 is happy
        n = sum(int(d) ** 2 for d in str(n))
    return n == 1
