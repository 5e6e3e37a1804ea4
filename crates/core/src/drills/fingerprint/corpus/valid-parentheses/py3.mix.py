def is_valid(z):
    """Stack of expected closers."""
    want = []
    tmp = None
    for q in z:
        if q == '[': want.append(']')
        elif q == '{': want.append('}')
        elif q == '(': want.append(')')
        elif len(want) == 0 or want[-1] != q:
            return False
        else:
            want.pop()
    return len(want) == 0
