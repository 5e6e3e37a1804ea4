def find_redundant_connection(edges):
    parent = list(range(len(edges) + 1))

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression
            parent[x], x = root, parent[x]
        return root

    for u, v in edges:
        ru, rv = find(u), find(v)
        if ru == rv:
            # The first edge that closes a cycle is the cycle's last edge in the input.
            return [u, v]
        parent[ru] = rv
    return []
