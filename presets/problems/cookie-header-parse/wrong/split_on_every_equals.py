def parse_cookies(header):
    out = {}
    for part in header.split(";"):
        if "=" not in part:
            continue
        bits = part.split("=")
        name = bits[0].strip(" \t")
        value = bits[1].strip(" \t")
        if not name or name in out:
            continue  # the first cookie of a name is the most specific one
        if len(value) >= 2 and value[0] == '"' and value[-1] == '"':
            value = value[1:-1]
        out[name] = value
    return out
