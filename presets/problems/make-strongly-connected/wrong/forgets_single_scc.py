def min_edges_to_strongly_connect(n, edges):
    import sys
    sys.setrecursionlimit(10000)
    adj = [[] for _ in range(n)]
    radj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        radj[v].append(u)
    order, seen = [], [False] * n
    for s in range(n):
        if seen[s]:
            continue
        seen[s] = True
        st = [(s, 0)]
        while st:
            u, k = st[-1]
            if k < len(adj[u]):
                st[-1] = (u, k + 1)
                v = adj[u][k]
                if not seen[v]:
                    seen[v] = True
                    st.append((v, 0))
            else:
                order.append(u)
                st.pop()
    comp = [-1] * n
    nc = 0
    for s in reversed(order):
        if comp[s] != -1:
            continue
        comp[s] = nc
        st = [s]
        while st:
            u = st.pop()
            for v in radj[u]:
                if comp[v] == -1:
                    comp[v] = nc
                    st.append(v)
        nc += 1
    has_in = [False] * nc
    has_out = [False] * nc
    for u, v in edges:
        if comp[u] != comp[v]:
            has_out[comp[u]] = True
            has_in[comp[v]] = True
    return max(has_in.count(False), has_out.count(False))
