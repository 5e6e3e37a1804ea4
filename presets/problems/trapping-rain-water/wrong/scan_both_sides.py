def trap(height):
    water = 0
    for i in range(len(height)):
        level = min(max(height[:i + 1]), max(height[i:]))
        water += level - height[i]
    return water
