from collections import Counter


def max_score(tokens):
    count = Counter(tokens)
    values = sorted(count)

    def go(i, last_taken):  # include or skip each distinct value, no memo
        if i == len(values):
            return 0
        v = values[i]
        best = go(i + 1, None)
        if last_taken is None or last_taken != v - 1:
            best = max(best, v * count[v] + go(i + 1, v))
        return best

    return go(0, None)
