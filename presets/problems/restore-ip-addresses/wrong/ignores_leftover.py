def restore_ip_addresses(s):
    out = []
    parts = []

    def cut(start):
        left = 4 - len(parts)
        rest = len(s) - start
        if left == 0:
            out.append(".".join(parts))  # even with digits left over
            return
        for length in range(1, 4):
            part = s[start:start + length]
            if len(part) < length:
                break
            if part[0] == "0" and length > 1:
                break  # no leading zero; longer parts would have one too
            if int(part) > 255:
                break
            parts.append(part)
            cut(start + length)
            parts.pop()

    cut(0)
    return out
