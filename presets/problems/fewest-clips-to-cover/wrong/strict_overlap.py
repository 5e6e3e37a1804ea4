def fewest_clips(clips, length):
    clips = sorted(clips)
    n = len(clips)
    reach = 0
    used = 0
    i = 0
    while reach < length:
        farthest = reach
        # strictly before: a clip starting exactly at reach is not taken (except at time 0)
        while i < n and (clips[i][0] < reach or clips[i][0] == 0):
            farthest = max(farthest, clips[i][1])
            i += 1
        if farthest == reach:
            return -1
        reach = farthest
        used += 1
    return used
