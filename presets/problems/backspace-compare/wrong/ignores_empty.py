def backspace_compare(s, t):
    def build(x):
        out = []
        for c in x:
            if c == "#":
                out.pop()
            else:
                out.append(c)
        return out

    return build(s) == build(t)
