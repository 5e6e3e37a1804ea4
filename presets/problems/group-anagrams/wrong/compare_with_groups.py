def group_anagrams(strs):
    groups = []
    for s in strs:
        key = sorted(s)
        for g in groups:  # scans every group found so far: O(n · groups)
            if sorted(g[0]) == key:
                g.append(s)
                break
        else:
            groups.append([s])
    return groups
