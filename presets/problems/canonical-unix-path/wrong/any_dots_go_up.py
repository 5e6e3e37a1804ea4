def canonical_path(path):
    stack = []
    for part in path.split("/"):
        if part == "" or part == ".":
            continue
        if set(part) == {"."}:  # "..." is a name, not a way up
            if stack:
                stack.pop()
        else:
            stack.append(part)
    return "/" + "/".join(stack)
