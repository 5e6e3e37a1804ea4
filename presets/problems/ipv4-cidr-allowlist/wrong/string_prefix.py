def allowed(rules, ips):
    prefixes = []
    for rule in rules:
        ip, _, length = rule.partition("/")
        n = int(length) if length else 32
        octets = ip.split(".")[: n // 8]  # whole octets only, compared as text
        prefixes.append(".".join(octets))
    out = []
    for ip in ips:
        out.append(any(ip.startswith(p) for p in prefixes))
    return out
