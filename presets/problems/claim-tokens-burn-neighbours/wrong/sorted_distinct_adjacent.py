from collections import Counter


def max_score(tokens):
    count = Counter(tokens)
    take, skip = 0, 0
    for v in sorted(count):  # 3 and 5 are treated as neighbours too
        take, skip = skip + v * count[v], max(take, skip)
    return max(take, skip)
