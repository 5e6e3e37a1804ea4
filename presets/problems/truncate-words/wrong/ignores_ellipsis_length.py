def truncate_words(text, max_len):
    """Fits the words in max_len and then adds "...": the result can be 3 characters too long."""
    if len(text) <= max_len:
        return text
    i = max_len
    while i > 0 and not (text[i] == " " and text[i - 1] != " "):
        i -= 1
    return (text[:i] if i > 0 else text[: max_len - 3]) + "..."
