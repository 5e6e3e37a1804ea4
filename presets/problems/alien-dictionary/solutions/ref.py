import heapq


def alien_order(words):
    letters = {ch for w in words for ch in w}
    after = {ch: set() for ch in letters}
    indegree = {ch: 0 for ch in letters}
    for w1, w2 in zip(words, words[1:]):  # only neighbours in the list carry information
        for a, b in zip(w1, w2):
            if a != b:
                if b not in after[a]:
                    after[a].add(b)
                    indegree[b] += 1
                break
        else:
            if len(w1) > len(w2):
                return ""  # a word listed before its own prefix: no order can do that
    ready = [ch for ch in letters if indegree[ch] == 0]
    heapq.heapify(ready)  # always take the smallest free letter: the lexicographically least order
    out = []
    while ready:
        ch = heapq.heappop(ready)
        out.append(ch)
        for nxt in after[ch]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    return "".join(out) if len(out) == len(letters) else ""
