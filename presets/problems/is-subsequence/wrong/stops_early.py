def is_hidden(code, text):
    i = 0
    for ch in text[:len(code)]:  # the match may need the whole text
        if code[i] == ch:
            i += 1
    return i == len(code)
