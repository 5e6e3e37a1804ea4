from collections import deque
import string


def ladder_length(begin_word, end_word, word_list):
    words = set(word_list)
    seen = {begin_word}
    queue = deque([(begin_word, 1)])
    while queue:
        w, steps = queue.popleft()
        for i in range(len(w)):
            for c in string.ascii_lowercase:
                nxt = w[:i] + c + w[i + 1:]
                if nxt == end_word:
                    return steps + 1
                if nxt in words and nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, steps + 1))
    return 0
