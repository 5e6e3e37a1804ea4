def num_decodings(s):
    prev2, prev1 = 0, 1
    for i, ch in enumerate(s):
        cur = prev1 if ch != "0" else 0
        if i > 0 and int(s[i - 1 : i + 1]) <= 26:  # wrong: "05" is not a two-digit code
            cur += prev2
        prev2, prev1 = prev1, cur % (10**9 + 7)
    return prev1
