def count_longest_rising(heights):
    MOD = 10**9 + 7
    ranks = {v: i + 1 for i, v in enumerate(sorted(set(heights)))}
    m = len(ranks)
    best_len = [0] * (m + 1)  # Fenwick tree over values: (longest length, ways) per prefix
    best_cnt = [0] * (m + 1)
    for h in heights:
        r = ranks[h]
        length, ways = 0, 1  # the empty subsequence before h
        i = r - 1  # strictly smaller values only
        while i > 0:
            if best_len[i] > length:
                length, ways = best_len[i], best_cnt[i]
            elif best_len[i] == length and length > 0:
                ways = (ways + best_cnt[i]) % MOD
            i -= i & -i
        length += 1
        i = r
        while i <= m:
            if best_len[i] < length:
                best_len[i], best_cnt[i] = length, ways
            elif best_len[i] == length:
                best_cnt[i] = (best_cnt[i] + ways) % MOD
            i += i & -i
    length, ways = 0, 0
    i = m
    while i > 0:
        if best_len[i] > length:
            length, ways = best_len[i], best_cnt[i]
        elif best_len[i] == length:
            ways = (ways + best_cnt[i]) % MOD
        i -= i & -i
    return ways
