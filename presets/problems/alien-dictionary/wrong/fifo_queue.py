from collections import deque


def alien_order(words):
    letters = sorted({ch for w in words for ch in w})
    after = {ch: [] for ch in letters}
    indegree = {ch: 0 for ch in letters}
    for w1, w2 in zip(words, words[1:]):
        for a, b in zip(w1, w2):
            if a != b:
                if b not in after[a]:
                    after[a].append(b)
                    indegree[b] += 1
                break
        else:
            if len(w1) > len(w2):
                return ""
    # wrong: a FIFO queue gives A valid order, not the lexicographically smallest one
    ready = deque(ch for ch in letters if indegree[ch] == 0)
    out = []
    while ready:
        ch = ready.popleft()
        out.append(ch)
        for nxt in after[ch]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                ready.append(nxt)
    return "".join(out) if len(out) == len(letters) else ""
