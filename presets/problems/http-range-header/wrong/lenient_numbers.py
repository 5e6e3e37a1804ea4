def parse_range(header, size):
    unit, eq, specs = header.partition("=")
    if not eq or unit.strip(" ").lower() != "bytes":
        return None
    out = []
    for part in specs.split(","):
        first, dash, last = part.strip(" ").partition("-")
        if not dash or (first == "" and last == ""):
            return None
        try:  # int() also takes "+5", " 7", "1_000"
            a = int(first) if first else None
            b = int(last) if last else None
        except ValueError:
            return None
        if a is None:
            if b > 0 and size > 0:
                out.append([max(0, size - b), size - 1])
            continue
        if b is not None and b < a:
            return None
        if a < size:
            out.append([a, size - 1 if b is None else min(b, size - 1)])
    return out
