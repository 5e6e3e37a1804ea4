def eventual_safe_nodes(graph):
    n = len(graph)
    out = []
    for s in range(n):  # nothing shared between starts: O(n * (n + m))
        state = {s: 1}
        stack = [(s, iter(graph[s]))]
        unsafe = False
        while stack and not unsafe:
            v, it = stack[-1]
            u = next(it, None)
            if u is None:
                state[v] = 2
                stack.pop()
            elif state.get(u) == 1:
                unsafe = True
            elif u not in state:
                state[u] = 1
                stack.append((u, iter(graph[u])))
        if not unsafe:
            out.append(s)
    return out
