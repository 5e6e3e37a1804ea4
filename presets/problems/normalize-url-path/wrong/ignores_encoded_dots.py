def _dots(seg):
    """How many dots a segment spells ("." -> 1, "%2e%2E" -> 2), or 0 if it is not only dots."""
    s = seg  # "%2e%2e" slips through as a name
    return len(s) if s in (".", "..") else 0


def normalize_path(path):
    segments = path.split("/")
    out = []
    for seg in segments:
        if seg == "":
            continue  # "//" collapses
        d = _dots(seg)
        if d == 1:
            continue
        if d == 2:
            if out:
                out.pop()  # never above the root
            continue
        out.append(seg)
    last = segments[-1]
    trailing = last == "" or _dots(last) > 0
    if not out:
        return "/"
    return "/" + "/".join(out) + ("/" if trailing else "")
