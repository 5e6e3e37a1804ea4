def find_content_children(greed, sizes):
    greed = sorted(greed)
    sizes = sorted(sizes)
    child = 0
    for cookie in sizes:  # smallest cookies first; each goes to the least greedy child left
        if child < len(greed) and cookie >= greed[child]:
            child += 1
    return child
