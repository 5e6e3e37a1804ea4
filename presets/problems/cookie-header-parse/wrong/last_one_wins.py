def parse_cookies(header):
    out = {}
    for part in header.split(";"):
        eq = part.find("=")
        if eq < 0:
            continue
        name = part[:eq].strip(" \t")
        value = part[eq + 1:].strip(" \t")
        if not name:
            continue  # the first cookie of a name is the most specific one
        if len(value) >= 2 and value[0] == '"' and value[-1] == '"':
            value = value[1:-1]
        out[name] = value
    return out
