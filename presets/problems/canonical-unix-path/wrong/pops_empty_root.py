def canonical_path(path):
    stack = []
    for part in path.split("/"):
        if part == "" or part == ".":
            continue
        if part == ".." and stack:
            stack.pop()
        else:
            stack.append(part)  # ".." at the root lands here
    return "/" + "/".join(stack)
