def _addr(s):
    a, b, c, d = (int(x) for x in s.split("."))
    return (a << 24) | (b << 16) | (c << 8) | d


def allowed(rules, ips):
    nets = {}
    for rule in rules:
        ip, _, length = rule.partition("/")
        n = int(length) if length else 32
        nets.setdefault(n, set()).add(_addr(ip))  # "10.1.2.3/8" never matches anything
    masks = [((0xFFFFFFFF << (32 - n)) & 0xFFFFFFFF, nets[n]) for n in nets]
    return [any(_addr(ip) & mask in s for mask, s in masks) for ip in ips]
