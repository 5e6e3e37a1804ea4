def find_content_children(greed, sizes):
    left = sorted(sizes)
    content = 0
    for g in sorted(greed):
        for i, c in enumerate(left):  # linear search, then list.pop: O(n · m)
            if c >= g:
                left.pop(i)
                content += 1
                break
    return content
