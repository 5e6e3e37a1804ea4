import re

_SPEC = re.compile(r"([0-9]*)-([0-9]*)")


def parse_range(header, size):
    unit, eq, specs = header.partition("=")
    if not eq or unit.strip(" ").lower() != "bytes":
        return None  # another unit, or no "=": ignore the header
    out = []
    parts = specs.split(",")
    for part in parts:
        m = _SPEC.fullmatch(part.strip(" "))
        if not m or (m.group(1) == "" and m.group(2) == ""):
            return None  # malformed: ignore the whole header
        first, last = m.group(1), m.group(2)
        if first == "":
            n = int(last)  # suffix: the last n bytes
            if n > 0 and size > 0:
                out.append([0, min(n, size) - 1])  # "-500" read as the first 500 bytes
            continue
        a = int(first)
        b = int(last) if last != "" else None
        if b is not None and b < a:
            return None
        if a < size:
            out.append([a, size - 1 if b is None else min(b, size - 1)])
    return out
