def two_sum(numbers, goal):
    # brute force over every pair
    size = len(numbers)
    for first in range(size):
        for second in range(first + 1, size):
            if numbers[first] + numbers[second] == goal:  # match
                return [first, second]
    return [-1, -1]
