def max_equal_after_raises(salaries, budget):
    s = sorted(salaries)
    best = 0
    left = 0
    window = 0
    for right, target in enumerate(s):
        window += target
        # wrong price: everyone brought to the smallest salary of the window
        while window - s[left] * (right - left + 1) > budget:
            window -= s[left]
            left += 1
        best = max(best, right - left + 1)
    return best
