def max_equal_after_raises(salaries, budget):
    s = sorted(salaries)
    best = 0
    left = 0
    window = 0  # sum of s[left..right]
    for right, target in enumerate(s):
        window += target
        # raising s[left..right] to target costs target * size - window
        while target * (right - left + 1) - window > budget:
            window -= s[left]
            left += 1
        best = max(best, right - left + 1)
    return best
