def count_distinct_ors(grants):
    seen = set()
    cur = set()  # distinct ORs of the stretches ending at the current position
    for g in grants:
        cur = {x | g for x in cur}
        cur.add(g)
        seen |= cur
    return len(seen)
