def num_decodings(s):
    prev2, prev1 = 0, 1
    for i, ch in enumerate(s):
        cur = prev1  # wrong: "0" alone is not a letter
        if i > 0 and 10 <= int(s[i - 1 : i + 1]) <= 26:
            cur += prev2
        prev2, prev1 = prev1, cur % (10**9 + 7)
    return prev1
