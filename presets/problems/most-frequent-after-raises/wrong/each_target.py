def max_equal_after_raises(salaries, budget):
    s = sorted(salaries)
    best = 0
    for right, target in enumerate(s):
        cost = 0
        left = right
        while left > 0 and cost + target - s[left - 1] <= budget:  # walks left from every target
            cost += target - s[left - 1]
            left -= 1
        best = max(best, right - left + 1)
    return best
