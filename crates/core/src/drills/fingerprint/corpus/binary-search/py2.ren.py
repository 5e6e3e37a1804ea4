from bisect import bisect_left


# let the library do the halving
def search(values, wanted):
    pos = bisect_left(values, wanted)
    if pos < len(values) and values[pos] == wanted:  # present?
        return pos
    return -1
