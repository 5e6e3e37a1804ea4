def remove_duplicates(nums):
    # The count is right, but nums is never rearranged.
    return len(set(nums))
