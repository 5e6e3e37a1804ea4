def _addr(s):
    a, b, c, d = (int(x) for x in s.split("."))
    return (a << 24) | (b << 16) | (c << 8) | d


def allowed(rules, ips):
    parsed = []
    for rule in rules:
        ip, _, length = rule.partition("/")
        n = int(length) if length else 32
        mask = (0xFFFFFFFF << (32 - n)) & 0xFFFFFFFF
        parsed.append((_addr(ip) & mask, mask))
    # every rule for every address: O(n * m)
    return [any(_addr(ip) & mask == net for net, mask in parsed) for ip in ips]
