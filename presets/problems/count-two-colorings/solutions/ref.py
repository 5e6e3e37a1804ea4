def count_colorings(n, edges):
    parent = list(range(n))
    parity = [0] * n  # colour of x relative to parent[x]

    def find(x):
        path = []
        while parent[x] != x:
            path.append(x)
            x = parent[x]
        # compress: walk back from the node nearest the root
        acc = 0
        for y in reversed(path):
            acc ^= parity[y]
            parity[y] = acc
            parent[y] = x
        return x

    components = n
    for u, v in edges:
        ru, rv = find(u), find(v)
        if ru == rv:
            if parity[u] == parity[v]:
                return 0
        else:
            parent[ru] = rv
            parity[ru] = parity[u] ^ parity[v] ^ 1
            components -= 1
    return pow(2, components, 10**9 + 7)
