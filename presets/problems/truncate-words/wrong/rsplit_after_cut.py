def truncate_words(text, max_len):
    """Cuts at max_len - 3 and drops the last (maybe partial) word: also drops a whole word that
    ended exactly at the cut."""
    if len(text) <= max_len:
        return text
    cut = text[: max_len - 3]
    if " " in cut:
        cut = cut.rsplit(" ", 1)[0].rstrip(" ")
    return cut + "..."
