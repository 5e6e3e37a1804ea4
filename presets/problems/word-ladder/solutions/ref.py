from collections import defaultdict, deque


def ladder_length(begin_word, end_word, word_list):
    words = set(word_list)
    if end_word not in words:
        return 0
    # Bucket words by wildcard pattern: "h*t" -> hot, hit, ...
    buckets = defaultdict(list)
    for word in words:
        for i in range(len(word)):
            buckets[word[:i] + "*" + word[i + 1:]].append(word)
    seen = {begin_word}
    queue = deque([(begin_word, 1)])
    while queue:
        word, steps = queue.popleft()
        for i in range(len(word)):
            # Each bucket is consumed once, so the whole search is O(N · L^2).
            for nxt in buckets.pop(word[:i] + "*" + word[i + 1:], ()):
                if nxt == end_word:
                    return steps + 1
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, steps + 1))
    return 0
