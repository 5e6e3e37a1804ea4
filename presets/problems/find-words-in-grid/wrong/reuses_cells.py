def find_words(board, words):
    root = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node["$"] = w
    m, n = len(board), len(board[0])
    found = set()

    def dfs(r, c, node, depth):
        node = node.get(board[r][c])
        if node is None:
            return
        if "$" in node:
            found.add(node["$"])
        if depth >= 10:
            return
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < m and 0 <= nc < n:
                dfs(nr, nc, node, depth + 1)

    for r in range(m):
        for c in range(n):
            dfs(r, c, root, 1)
    return sorted(found)
