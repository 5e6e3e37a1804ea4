def summit_index(heights):
    return len(heights) // 2
