def max_equal_after_raises(salaries, budget):
    s = salaries  # not sorted: the window is not the cheapest group
    best = 0
    left = 0
    for right in range(len(s)):
        while left < right and sum(max(s[left:right + 1]) - x for x in s[left:right + 1]) > budget:
            left += 1
        best = max(best, right - left + 1)
    return best
