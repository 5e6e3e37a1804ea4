def sort_colors(nums):
    # The right order, in a new list: the caller's nums is unchanged.
    return [c for colour in (0, 1, 2) for c in nums if c == colour]
