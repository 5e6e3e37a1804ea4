def job_scheduling(start_time, end_time, profit):
    # wrong: the most jobs is not the most profit
    total, free_at = 0, 0
    for e, s, p in sorted(zip(end_time, start_time, profit)):
        if s >= free_at:
            total += p
            free_at = e
    return total
