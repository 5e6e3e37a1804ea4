from collections import deque


def one_apart(a, b):
    return sum(x != y for x, y in zip(a, b)) == 1


def ladder_length(begin_word, end_word, word_list):
    nodes = list(dict.fromkeys([begin_word] + word_list))
    graph = {w: [] for w in nodes}
    for i in range(len(nodes)):
        for j in range(i + 1, len(nodes)):
            if one_apart(nodes[i], nodes[j]):
                graph[nodes[i]].append(nodes[j])
                graph[nodes[j]].append(nodes[i])
    if end_word not in graph:
        return 0
    dist = {begin_word: 1}
    queue = deque([begin_word])
    while queue:
        w = queue.popleft()
        if w == end_word:
            return dist[w]
        for nxt in graph[w]:
            if nxt not in dist:
                dist[nxt] = dist[w] + 1
                queue.append(nxt)
    return 0
