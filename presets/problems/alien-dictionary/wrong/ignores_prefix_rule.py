import heapq


def alien_order(words):
    letters = {ch for w in words for ch in w}
    after = {ch: set() for ch in letters}
    indegree = {ch: 0 for ch in letters}
    for w1, w2 in zip(words, words[1:]):
        for a, b in zip(w1, w2):
            if a != b:
                if b not in after[a]:
                    after[a].add(b)
                    indegree[b] += 1
                break
        # wrong: "abc" listed before "ab" is impossible, but it is never rejected
    ready = [ch for ch in letters if indegree[ch] == 0]
    heapq.heapify(ready)
    out = []
    while ready:
        ch = heapq.heappop(ready)
        out.append(ch)
        for nxt in after[ch]:
            indegree[nxt] -= 1
            if indegree[nxt] == 0:
                heapq.heappush(ready, nxt)
    return "".join(out) if len(out) == len(letters) else ""
