MOD = 10**9 + 7


def num_decodings(s):
    prev2, prev1 = 0, 1  # ways to decode s[:i-1] and s[:i] (the empty prefix: 1 way)
    for i, ch in enumerate(s):
        cur = prev1 if ch != "0" else 0  # s[i] alone, as 1..9
        if i > 0 and 10 <= int(s[i - 1 : i + 1]) <= 26:  # s[i-1:i+1] together, as 10..26
            cur += prev2
        prev2, prev1 = prev1, cur % MOD
    return prev1
