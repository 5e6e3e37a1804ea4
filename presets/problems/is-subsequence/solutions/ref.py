def is_hidden(code, text):
    i = 0
    for ch in text:
        if i < len(code) and code[i] == ch:
            i += 1  # match each letter of code as early as possible
    return i == len(code)
