def count_segments(gain, cap):
    total = 0
    prod = 1
    left = 0
    for right, g in enumerate(gain):
        prod *= g
        while prod >= cap and left < len(gain):  # cap <= 1: left overtakes right
            prod //= gain[left]
            left += 1
        total += right - left + 1
    return total
