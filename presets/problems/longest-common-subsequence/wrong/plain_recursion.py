def longest_common_subsequence(text1, text2):
    def best(i, j):
        if i == len(text1) or j == len(text2):
            return 0
        if text1[i] == text2[j]:
            return best(i + 1, j + 1) + 1
        return max(best(i + 1, j), best(i, j + 1))  # overlapping subproblems, no memo

    return best(0, 0)
