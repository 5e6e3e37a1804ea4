def merge(intervals):
    intervals.sort(key=lambda iv: iv[0])
    out = []
    for iv in intervals:
        if out and iv[0] <= out[-1][1]:
            if iv[1] > out[-1][1]:
                out[-1][1] = iv[1]
        else:
            out.append(iv)  # reuse the input pair: no allocation per interval
    return out
