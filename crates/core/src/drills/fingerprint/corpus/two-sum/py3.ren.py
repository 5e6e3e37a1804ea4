def two_sum(data, want):
    # indices sorted by value, then two pointers
    idx = sorted(range(len(data)), key=lambda p: data[p])
    left, right = 0, len(idx) - 1
    while left < right:
        total = data[idx[left]] + data[idx[right]]
        if total == want:
            return sorted([idx[left], idx[right]])
        if total < want:
            left += 1  # need a bigger sum
        else:
            right -= 1
    return []
