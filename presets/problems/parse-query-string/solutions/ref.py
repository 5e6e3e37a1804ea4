import re

_ESCAPES = re.compile(r"%([0-9A-Fa-f]{2})")


def _decode(text):
    spaced = text.replace("+", " ")
    if spaced.count("%") != len(_ESCAPES.findall(spaced)):
        return spaced  # a % that is not followed by two hex digits
    raw = _ESCAPES.sub(lambda m: "\0" + m.group(1), spaced)
    data = bytearray()
    i = 0
    while i < len(raw):
        if raw[i] == "\0":
            data.append(int(raw[i + 1:i + 3], 16))
            i += 3
        else:
            data.extend(raw[i].encode("utf-8"))
            i += 1
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return spaced


def parse_query(qs):
    result = {}
    body = qs[1:] if qs.startswith("?") else qs
    for piece in body.split("&"):
        if not piece:
            continue
        raw_key, eq, raw_value = piece.partition("=")
        if not raw_key:
            continue
        key, value = _decode(raw_key), _decode(raw_value)
        if key not in result:
            result[key] = value
        elif isinstance(result[key], list):
            result[key].append(value)
        else:
            result[key] = [result[key], value]
    return result
