def count_inversions(nums):
    # Takes from the right run on ties (< instead of <=), so equal pairs are counted as inversions.
    def rec(a):
        if len(a) < 2:
            return a, 0
        m = len(a) // 2
        l, x = rec(a[:m])
        r, y = rec(a[m:])
        out, i, j, c = [], 0, 0, x + y
        while i < len(l) and j < len(r):
            if l[i] < r[j]:
                out.append(l[i])
                i += 1
            else:
                out.append(r[j])
                j += 1
                c += len(l) - i
        return out + l[i:] + r[j:], c
    return rec(list(nums))[1]
