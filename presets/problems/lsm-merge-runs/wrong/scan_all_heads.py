def merge_runs(runs, keep_tombstones):
    # Looks at every run's head for each step: O(total entries x runs).
    pos = [0] * len(runs)
    out = []
    while True:
        best = None
        for r, run in enumerate(runs):
            if pos[r] < len(run) and (best is None or run[pos[r]][0] < runs[best][pos[best]][0]):
                best = r
        if best is None:
            return out
        key = runs[best][pos[best]][0]
        entry = runs[best][pos[best]]
        for r, run in enumerate(runs):
            if pos[r] < len(run) and run[pos[r]][0] == key:
                pos[r] += 1
        if len(entry) == 2 or keep_tombstones:
            out.append(entry)
