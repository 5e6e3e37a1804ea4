"""A dictionary of about n distinct words over a small alphabet (so the one-letter graph is dense),
a begin word and an end word. Large tests use letters a–e, a word length that keeps about a third of
all possible words in the dictionary, and the end word farthest from the begin word, so a search
must explore most of the graph. Small tests sometimes put the begin word
in the dictionary and sometimes pick an end word that is missing from it."""

from collections import deque


def farthest(begin, words):
    left = set(words)
    left.discard(begin)
    best, queue = begin, deque([begin])
    while queue:
        w = queue.popleft()
        best = w
        for i in range(len(w)):
            for c in "abcde":
                nxt = w[:i] + c + w[i + 1:]
                if nxt in left:
                    left.discard(nxt)
                    queue.append(nxt)
    return best


def generate(n, rng):
    n = max(n, 1)
    small = n <= 100
    if small:
        length, alphabet = rng.randint(1, 3), "abc"
    else:
        # Shortest length with 5^length >= 3n: about a third of all words exist at every size, so
        # each word has a few neighbours and one giant component spans most of the dictionary.
        length, alphabet = 1, "abcde"
        while 5**length < 3 * n:
            length += 1
    wanted = min(n, len(alphabet) ** length - 1) + 1
    picked = set()
    while len(picked) < wanted:
        picked.add("".join(rng.choice(alphabet) for _ in range(length)))
    words = sorted(picked)
    rng.shuffle(words)
    begin = words.pop()
    missing = "z" * length  # never in the dictionary, never equal to begin
    if small:
        if rng.random() < 0.3:
            words.insert(rng.randrange(len(words) + 1), begin)
        others = [w for w in words if w != begin]
        end = rng.choice(others) if others and rng.random() < 0.8 else missing
    else:
        end = farthest(begin, words)
        if end == begin:
            end = words[0]
    return [begin, end, words]


def valid(args):
    """The statement's preconditions: words of one common length 1..10, lowercase letters only;
    1..5000 distinct dictionary words; begin_word != end_word."""
    begin, end, words = args
    if not (type(begin) is str and type(end) is str and type(words) is list):
        return False
    every = [begin, end] + words
    return (
        1 <= len(begin) <= 10
        and all(type(w) is str and len(w) == len(begin) for w in every)
        and all("a" <= c <= "z" for w in every for c in w)
        and 1 <= len(words) <= 5000
        and len(set(words)) == len(words)
        and begin != end
    )
