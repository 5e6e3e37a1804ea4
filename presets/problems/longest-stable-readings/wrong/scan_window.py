def longest_stable(readings, tolerance):
    left = best = 0
    for right in range(len(readings)):
        while True:
            window = readings[left:right + 1]  # O(window) per step
            if max(window) - min(window) <= tolerance:
                break
            left += 1
        best = max(best, right - left + 1)
    return best
