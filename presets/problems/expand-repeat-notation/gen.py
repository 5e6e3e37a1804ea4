"""A random encoded string with about n pieces: letters and repeat groups nested up to three deep,
with counts up to 12 (two digits) while the expansion stays small."""


def generate(n, rng):
    n = max(n, 1)

    def piece(budget, depth):
        out = []
        for _ in range(budget):
            if depth < 3 and rng.random() < 0.35:
                out.append("%d[%s]" % (rng.randint(1, 12), piece(rng.randint(1, 2), depth + 1)))
            else:
                out.append("".join(rng.choice("abc") for _ in range(rng.randint(1, 2))))
        return "".join(out)

    return [piece(n, 0)]


def _expanded_len(s):
    stack, cur = [], 0
    k = 0
    for ch in s:
        if ch.isdigit():
            k = k * 10 + int(ch)
        elif ch == "[":
            stack.append((cur, k))
            cur, k = 0, 0
        elif ch == "]":
            prev, times = stack.pop()
            cur = prev + cur * times
        else:
            cur += 1
    return cur


def valid(args):
    """The statement's preconditions (a well-formed string; counts 1..300; expansion ≤ 10^5)."""
    (s,) = args
    if type(s) is not str or not 1 <= len(s) <= 10**4:
        return False
    depth, i = 0, 0
    while i < len(s):
        ch = s[i]
        if ch.isdigit():
            j = i
            while j < len(s) and s[j].isdigit():
                j += 1
            if j == len(s) or s[j] != "[" or s[i] == "0" or not 1 <= int(s[i:j]) <= 300:
                return False
            depth += 1
            i = j + 1
            continue
        if ch == "]":
            depth -= 1
            if depth < 0:
                return False
        elif not "a" <= ch <= "z":
            return False
        i += 1
    return depth == 0 and _expanded_len(s) <= 10**5
