from bisect import bisect_left


def job_scheduling(start_time, end_time, profit):
    jobs = sorted(zip(end_time, start_time, profit))
    ends = [0]
    best = [0]
    for e, s, p in jobs:
        k = bisect_left(ends, s) - 1  # wrong: a job ending exactly at s is treated as overlapping
        best.append(max(best[-1], best[k] + p))
        ends.append(e)
    return best[-1]
