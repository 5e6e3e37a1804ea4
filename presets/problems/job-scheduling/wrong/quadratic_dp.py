def job_scheduling(start_time, end_time, profit):
    jobs = sorted(zip(end_time, start_time, profit))
    best = []
    for i, (e, s, p) in enumerate(jobs):
        take = p
        for j in range(i - 1, -1, -1):  # linear scan back instead of a binary search: O(n^2)
            if jobs[j][0] <= s:
                take = p + best[j]
                break
        best.append(max(take, best[-1] if best else 0))
    return best[-1]
