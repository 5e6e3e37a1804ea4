def is_hidden(code, text):
    pos = 0
    for ch in code:
        found = text.find(ch, pos)
        if found < 0:
            return False
        pos = found  # should be found + 1: the same character can match again
    return True
