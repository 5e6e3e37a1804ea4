def remaining_tiles(tiles):
    s = tiles
    while True:
        for i in range(len(s) - 1):  # scan from the start each time
            if s[i] == s[i + 1]:
                s = s[:i] + s[i + 2:]
                break
        else:
            return s
