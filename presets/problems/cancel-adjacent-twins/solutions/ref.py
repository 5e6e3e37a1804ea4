def remaining_tiles(tiles):
    stack = []
    for c in tiles:
        if stack and stack[-1] == c:
            stack.pop()  # the twins vanish
        else:
            stack.append(c)
    return "".join(stack)
