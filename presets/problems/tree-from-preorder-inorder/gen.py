"""A random binary tree on n distinct values, given as [preorder, inorder]. Large trees are a long
left-leaning spine so that an O(n) search per node is quadratic."""


def generate(n, rng):
    if n == 0:
        return [[], []]
    vals = rng.sample(range(-3000, 3001), n)
    left, right = [None] * n, [None] * n
    for i in range(1, n):
        if n >= 1000:
            left[i - 1] = i  # a left chain: node i-1's left child is i
            continue
        p = rng.randrange(i)
        while True:
            side = left if rng.random() < 0.5 else right
            if side[p] is None:
                side[p] = i
                break
            p = side[p]
    pre, ino = [], []
    stack, node = [], 0
    # preorder
    st = [0]
    while st:
        u = st.pop()
        pre.append(vals[u])
        if right[u] is not None:
            st.append(right[u])
        if left[u] is not None:
            st.append(left[u])
    # inorder
    u = 0
    while stack or u is not None:
        while u is not None:
            stack.append(u)
            u = left[u]
        u = stack.pop()
        ino.append(vals[u])
        u = right[u]
    return [pre, ino]
