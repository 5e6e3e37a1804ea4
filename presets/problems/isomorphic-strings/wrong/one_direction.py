def is_isomorphic(s, t):
    # Only checks s -> t: two letters of s may map to the same letter of t.
    if len(s) != len(t):
        return False
    fwd = {}
    for a, b in zip(s, t):
        if fwd.setdefault(a, b) != b:
            return False
    return True
