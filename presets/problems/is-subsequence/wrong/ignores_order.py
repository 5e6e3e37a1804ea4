def is_hidden(code, text):
    return all(ch in text for ch in code)  # order and counts are ignored
