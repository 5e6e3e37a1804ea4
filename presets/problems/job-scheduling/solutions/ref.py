from bisect import bisect_right


def job_scheduling(start_time, end_time, profit):
    jobs = sorted(zip(end_time, start_time, profit))
    ends = [0]  # ends[i]: end time of the i-th job in end order (ends[0] is a sentinel)
    best = [0]  # best[i]: the best profit using only the first i jobs
    for e, s, p in jobs:
        k = bisect_right(ends, s) - 1  # the last job ending no later than s
        best.append(max(best[-1], best[k] + p))
        ends.append(e)
    return best[-1]
