"""A workload of n operations. Small tests use words over "ab" of length 1..3 so prefixes collide;
large tests first insert n/2 words over "abc" (tens of thousands of distinct ones), then mix
inserts, erases and queries (mostly prefix counts), so a query that scans every stored word is far
over the limit."""


def generate(n, rng):
    small = n <= 50
    letters, longest = ("ab", 3) if small else ("abc", 12)
    present = []  # multiset of words currently inserted

    def word():
        return "".join(rng.choice(letters) for _ in range(rng.randint(1, longest)))

    calls = [["CountingTrie"]]
    if not small:
        for _ in range(n // 2):
            w = word()
            present.append(w)
            calls.append(["insert", w])
    for _ in range(n - len(calls) + 1):
        r = rng.random()
        if r < (0.4 if small else 0.25) or not present:
            w = rng.choice(present) if present and rng.random() < 0.3 else word()
            present.append(w)
            calls.append(["insert", w])
        elif r < (0.5 if small else 0.3):
            w = present.pop(rng.randrange(len(present)))
            calls.append(["erase", w])
        elif r < (0.7 if small else 0.4):
            calls.append(["count_words", rng.choice(present) if rng.random() < 0.5 else word()])
        else:
            calls.append(["count_prefix", word()[: rng.randint(1, 3)]])
    return calls


def valid(args):
    """Preconditions: lowercase words of length 1..20, erase only of a present word."""
    if not args or args[0] != ["CountingTrie"]:
        return False
    present = {}
    for call in args[1:]:
        if len(call) != 2 or type(call[1]) is not str or not (1 <= len(call[1]) <= 20):
            return False
        if not all("a" <= c <= "z" for c in call[1]):
            return False
        op, w = call
        if op == "insert":
            present[w] = present.get(w, 0) + 1
        elif op == "erase":
            if present.get(w, 0) == 0:
                return False
            present[w] -= 1
        elif op not in ("count_words", "count_prefix"):
            return False
    return len(args) <= 10**5 + 1
