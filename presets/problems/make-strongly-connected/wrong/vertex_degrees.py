def min_edges_to_strongly_connect(n, edges):
    if n == 1:
        return 0
    has_in = [False] * n
    has_out = [False] * n
    for u, v in edges:
        if u != v:
            has_out[u] = True
            has_in[v] = True
    return max(has_in.count(False), has_out.count(False))
