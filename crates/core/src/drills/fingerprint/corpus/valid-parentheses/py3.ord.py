def is_valid(s):
    expect = []
    for c in s:
        if c == '{':
            expect.append('}')
        elif c == '(':
            expect.append(')')
        elif c == '[':
            expect.append(']')
        elif len(expect) == 0 or expect[-1] != c:
            return False
        else:
            expect.pop()
    return len(expect) == 0
