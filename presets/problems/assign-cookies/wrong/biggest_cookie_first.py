def find_content_children(greed, sizes):
    # wrong: the least greedy child gets the BIGGEST cookie, wasting it
    greed = sorted(greed)
    sizes = sorted(sizes, reverse=True)
    content = 0
    for g, c in zip(greed, sizes):
        if c >= g:
            content += 1
    return content
