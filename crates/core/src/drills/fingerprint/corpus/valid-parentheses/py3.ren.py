def is_valid(line):
    # push the closer we expect next
    todo = []
    for k in line:
        if k == '(':
            todo.append(')')
        elif k == '[':
            todo.append(']')
        elif k == '{':
            todo.append('}')
        elif len(todo) == 0 or todo[-1] != k:
            return False
        else:
            todo.pop()
    return len(todo) == 0
