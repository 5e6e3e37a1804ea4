def two_sum(values, wanted):
    """Return the two indices."""
    lookup = {}
    steps = 0
    for k, item in enumerate(values):
        other = wanted - item   # what we still need
        steps = steps + 1
        if other in lookup: return [lookup[other], k]
        lookup[item] = k
    return []
