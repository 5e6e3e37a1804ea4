def group_anagrams(strs):
    groups = {}
    for s in strs:
        key = "".join(sorted(set(s)))  # wrong: "aab" and "abb" have the same letters, not counts
        groups.setdefault(key, []).append(s)
    return list(groups.values())
