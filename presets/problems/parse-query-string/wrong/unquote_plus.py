from urllib.parse import unquote_plus


def parse_query(qs):
    result = {}
    body = qs[1:] if qs.startswith("?") else qs
    for piece in body.split("&"):
        if not piece:
            continue
        key, _, value = piece.partition("=")
        if not key:
            continue
        key, value = unquote_plus(key), unquote_plus(value)
        if key in result:
            if isinstance(result[key], list):
                result[key].append(value)
            else:
                result[key] = [result[key], value]
        else:
            result[key] = value
    return result
