def remaining_tiles(tiles):
    odd = set()
    for c in tiles:
        odd ^= {c}
    seen = set()
    out = []
    for c in tiles:  # one of each odd-count letter, in order of first appearance
        if c in odd and c not in seen:
            seen.add(c)
            out.append(c)
    return "".join(out)
