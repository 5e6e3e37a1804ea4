def fewest_clips(clips, length):
    reach = 0
    used = 0
    while reach < length:
        farthest = reach
        for s, e in clips:  # every clip, every round
            if s <= reach and e > farthest:
                farthest = e
        if farthest == reach:
            return -1
        reach = farthest
        used += 1
    return used
