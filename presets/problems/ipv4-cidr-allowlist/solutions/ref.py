def _addr(s):
    a, b, c, d = (int(x) for x in s.split("."))
    return (a << 24) | (b << 16) | (c << 8) | d


def allowed(rules, ips):
    nets = {}  # prefix length -> set of network addresses
    for rule in rules:
        ip, _, length = rule.partition("/")
        n = int(length) if length else 32
        mask = (0xFFFFFFFF << (32 - n)) & 0xFFFFFFFF
        nets.setdefault(n, set()).add(_addr(ip) & mask)  # host bits of the rule are ignored
    masks = [((0xFFFFFFFF << (32 - n)) & 0xFFFFFFFF, nets[n]) for n in nets]
    out = []
    for ip in ips:
        a = _addr(ip)
        out.append(any(a & mask in s for mask, s in masks))
    return out
