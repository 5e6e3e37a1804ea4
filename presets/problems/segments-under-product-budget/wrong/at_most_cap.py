def count_segments(gain, cap):
    if cap <= 0:
        return 0
    total = 0
    prod = 1
    left = 0
    for right, g in enumerate(gain):
        prod *= g
        while prod > cap:  # a product equal to cap is not allowed
            prod //= gain[left]
            left += 1
        total += right - left + 1
    return total
