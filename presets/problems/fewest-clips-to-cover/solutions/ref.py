def fewest_clips(clips, length):
    clips = sorted(clips)
    n = len(clips)
    reach = 0
    used = 0
    i = 0
    while reach < length:
        farthest = reach
        while i < n and clips[i][0] <= reach:
            farthest = max(farthest, clips[i][1])
            i += 1
        if farthest == reach:
            return -1  # nothing starts in time to extend the cover
        reach = farthest
        used += 1
    return used
