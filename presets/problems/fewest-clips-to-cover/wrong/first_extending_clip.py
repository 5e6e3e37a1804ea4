def fewest_clips(clips, length):
    clips = sorted(clips)
    reach = 0
    used = 0
    while reach < length:
        nxt = None
        for s, e in clips:
            if s <= reach and e > reach:
                nxt = e  # the first clip that helps, not the one reaching farthest
                break
        if nxt is None:
            return -1
        reach = nxt
        used += 1
    return used
