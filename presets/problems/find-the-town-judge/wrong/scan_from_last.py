def find_judge(n, trust):
    # Rescans the whole trust list for every person, the last first: O(n · m), but O(m) when the
    # judge is person n.
    for p in range(n, 0, -1):
        if all(a != p for a, _ in trust) and sum(1 for _, b in trust if b == p) == n - 1:
            return p
    return -1
