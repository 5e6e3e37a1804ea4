def palindrome_pairs(words):
    index = {w[::-1]: i for i, w in enumerate(words)}  # reversed word -> its index
    out = []
    for i, w in enumerate(words):
        for k in range(len(w) + 1):
            pre, suf = w[:k], w[k:]
            # w + words[j] when words[j] reverses pre and suf is a palindrome
            if suf == suf[::-1]:
                j = index.get(pre)
                if j is not None and j != i:
                    out.append([i, j])
            # words[j] + w when words[j] reverses suf and pre is a palindrome (k > 0: the
            # cut at k = 0 finds the pair that the other word's cut at its end already found)
            if pre == pre[::-1]:  # also at k = 0: a reversed pair is found twice
                j = index.get(suf)
                if j is not None and j != i:
                    out.append([j, i])
    return out
