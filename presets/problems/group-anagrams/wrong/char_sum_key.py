def group_anagrams(strs):
    groups = {}
    for s in strs:
        key = (len(s), sum(map(ord, s)))  # wrong: "ad" and "bc" collide
        groups.setdefault(key, []).append(s)
    return list(groups.values())
