def eval_postfix(tokens):
    stack = []
    for tok in tokens:
        if tok in ("+", "-", "*", "/"):
            b = stack.pop()
            a = stack.pop()
            stack.append({"+": a + b, "-": a - b, "*": a * b, "/": a // b}[tok])
        else:
            stack.append(int(tok))
    return stack[-1]
