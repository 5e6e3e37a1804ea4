def max_coins(nums):
    # wrong: bursting the smallest balloon first is a heuristic, not an optimum
    balloons = list(nums)
    total = 0
    while balloons:
        i = min(range(len(balloons)), key=lambda t: balloons[t])
        left = balloons[i - 1] if i > 0 else 1
        right = balloons[i + 1] if i + 1 < len(balloons) else 1
        total += left * balloons[i] * right
        balloons.pop(i)
    return total
