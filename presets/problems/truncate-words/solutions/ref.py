def truncate_words(text, max_len):
    """Keep the longest run of whole words that leaves room for the "..."; hard-cut a first word
    that is too long on its own."""
    if len(text) <= max_len:
        return text
    room = max_len - 3
    # A word ends at i when text[i] is a space and text[i-1] is not; the prefix text[:i] may be
    # at most `room` long, so look for a space at index room or before.
    i = room
    while i > 0 and not (text[i] == " " and text[i - 1] != " "):
        i -= 1
    return (text[:i] if i > 0 else text[:room]) + "..."
