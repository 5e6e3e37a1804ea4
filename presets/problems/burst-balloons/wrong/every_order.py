def max_coins(nums):
    def best(balloons):  # tries every bursting order: n! without memo
        if not balloons:
            return 0
        top = 0
        for i in range(len(balloons)):
            left = balloons[i - 1] if i > 0 else 1
            right = balloons[i + 1] if i + 1 < len(balloons) else 1
            top = max(top, left * balloons[i] * right + best(balloons[:i] + balloons[i + 1 :]))
        return top

    return best(list(nums))
