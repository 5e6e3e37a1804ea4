def find_words(board, words):
    # Trie of dicts; the key "$" holds the word ending at that node.
    root = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node["$"] = w
    grid = [list(row) for row in board]
    m, n = len(grid), len(grid[0])
    found = []

    def dfs(r, c, parent):
        ch = grid[r][c]
        node = parent.get(ch)
        if node is None:
            return
        word = node.pop("$", None)
        if word is not None:
            found.append(word)
        grid[r][c] = "#"  # on the current path
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < m and 0 <= nc < n and grid[nr][nc] != "#":
                dfs(nr, nc, node)
        grid[r][c] = ch
        if not node:  # no words left below: prune the branch
            del parent[ch]

    for r in range(m):
        for c in range(n):
            dfs(r, c, root)
    return sorted(found)
