def group_anagrams(strs):
    groups = {}
    for s in strs:
        groups.setdefault("".join(sorted(s)), []).append(s)  # anagrams share their sorted letters
    return list(groups.values())
