def min_seeds(n, links):
    adj = [[] for _ in range(n)]
    for u, v in links:
        adj[u].append(v)

    def reach(s):  # one full search per person
        seen = {s}
        stack = [s]
        while stack:
            u = stack.pop()
            for v in adj[u]:
                if v not in seen:
                    seen.add(v)
                    stack.append(v)
        return seen

    reaches = [reach(s) for s in range(n)]
    # s must be told unless someone outside its circle reaches it
    count = 0
    for s in range(n):
        fed = any(s in reaches[t] and t not in reaches[s] for t in range(n))
        same_circle_earlier = any(s in reaches[t] and t in reaches[s] for t in range(s))
        if not fed and not same_circle_earlier:
            count += 1
    return count
