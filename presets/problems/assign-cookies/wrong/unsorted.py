def find_content_children(greed, sizes):
    # wrong: matches in input order without sorting
    child = 0
    for cookie in sizes:
        if child < len(greed) and cookie >= greed[child]:
            child += 1
    return child
