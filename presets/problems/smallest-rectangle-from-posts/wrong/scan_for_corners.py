def min_rectangle_area(posts):
    best = 0
    n = len(posts)
    for i in range(n):
        x1, y1 = posts[i]
        for j in range(i + 1, n):
            x2, y2 = posts[j]
            if x1 == x2 or y1 == y2:
                continue
            c1 = c2 = False
            for x, y in posts:  # O(n) per pair: O(n^3)
                if x == x1 and y == y2:
                    c1 = True
                elif x == x2 and y == y1:
                    c2 = True
            area = abs(x2 - x1) * abs(y2 - y1)
            if c1 and c2 and (best == 0 or area < best):
                best = area
    return best
