def longest_common_subsequence(text1, text2):
    # wrong: matching each character at its first possible place can waste text2
    j, count = 0, 0
    for a in text1:
        k = text2.find(a, j)
        if k != -1:
            count += 1
            j = k + 1
    return count
