def max_score(tokens):
    top = max(tokens)
    worth = [0] * (top + 1)  # worth[v]: points for claiming every token of value v
    for t in tokens:
        worth[t] += t
    take, skip = 0, 0  # best with value v-1 claimed / not claimed
    for v in range(1, top + 1):
        take, skip = skip + worth[v], max(take, skip)
    return max(take, skip)
