# one pass: remember every value's index
def two_sum(arr, goal):
    index_of = {}  # value -> position
    for pos, value in enumerate(arr):
        complement = goal - value
        if complement in index_of:
            # found the pair
            return [index_of[complement], pos]
        index_of[value] = pos
    return []
