def generate_parenthesis(n):
    out = []

    def extend(prefix, opened, closed):
        if len(prefix) == 2 * n:
            out.append(prefix)
            return
        if opened < n:
            extend(prefix + "(", opened + 1, closed)
        if closed < opened:  # never close more than is open
            extend(prefix + ")", opened, closed + 1)

    extend("", 0, 0)
    return out
