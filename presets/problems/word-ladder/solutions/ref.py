from collections import defaultdict, deque


def ladder_length(begin_word, end_word, word_list):
    words = set(word_list)
    if end_word not in words:
        return 0
    # Bucket words by wildcard pattern: "h*t" -> hot, hit, ...
    buckets = defaultdict(list)
    for w in words:
        for i in range(len(w)):
            buckets[w[:i] + "*" + w[i + 1:]].append(w)
    seen = {begin_word}
    queue = deque([(begin_word, 1)])
    while queue:
        w, steps = queue.popleft()
        for i in range(len(w)):
            pattern = w[:i] + "*" + w[i + 1:]
            for nxt in buckets.pop(pattern, ()):
                if nxt == end_word:
                    return steps + 1
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, steps + 1))
    return 0
