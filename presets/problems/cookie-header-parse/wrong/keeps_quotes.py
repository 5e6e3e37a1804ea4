def parse_cookies(header):
    out = {}
    for part in header.split(";"):
        eq = part.find("=")
        if eq < 0:
            continue
        name = part[:eq].strip(" \t")
        value = part[eq + 1:].strip(" \t")
        if not name or name in out:
            continue  # the first cookie of a name is the most specific one
        out[name] = value
    return out
