def truncate_words(text, max_len):
    """Cuts at the last space that fits, keeping the other spaces of a run before the "..."."""
    if len(text) <= max_len:
        return text
    room = max_len - 3
    i = room
    while i > 0 and text[i] != " ":
        i -= 1
    return (text[:i] if i > 0 else text[:room]) + "..."
