def count_distinct_ors(grants):
    seen = set()
    cur = []
    for g in grants:
        cur = [x | g for x in cur] + [g]  # grows by one every step
        seen.update(cur)
    return len(seen)
